import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDown } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Field, fieldAria, Input, inputClass, Textarea } from "../../../components/ui/field.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { apiRequest } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { projectTypeOptions } from "../../../lib/project-types.ts";
import {
  type TestimonialSubmission,
  type TestimonialSubmissionInput,
  testimonialSubmissionSchema,
} from "../schemas.ts";
import { RatingInput } from "./rating-input.tsx";
import { testimonialFormTexts as t } from "./testimonial-texts.ts";

const emptyForm: TestimonialSubmissionInput = {
  clientName: "",
  companyName: "",
  clientEmail: "",
  // No option chosen yet: the schema answers 'Selecione o tipo de projeto'.
  projectType: "" as TestimonialSubmissionInput["projectType"],
  content: "",
  rating: 5,
};

/** SPEC 2.5 /depoimentos/novo: validated with the API's own schema (SPEC 5), sent to the API. */
export function TestimonialForm() {
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TestimonialSubmissionInput, unknown, TestimonialSubmission>({
    resolver: zodResolver(testimonialSubmissionSchema),
    defaultValues: emptyForm,
  });
  const content = useWatch({ control, name: "content" }) ?? "";

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest("POST", "/api/testimonials", values);
      toast({ title: t.successTitle, description: t.successDescription });
      navigate("/depoimentos");
    } catch {
      toast({ title: t.failureTitle, description: t.failureDescription, variant: "destructive" });
    }
  });

  const contentError = errors.content?.message;
  const overLimit = content.length > t.contentMax;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="clientName" label={t.clientName} error={errors.clientName?.message}>
          <Input
            {...fieldAria("clientName", errors.clientName?.message)}
            {...register("clientName")}
            autoComplete="name"
            placeholder={t.clientNamePlaceholder}
          />
        </Field>
        <Field
          id="companyName"
          label={
            <>
              {t.companyName} <span className="font-normal text-ink-500">{t.optional}</span>
            </>
          }
          error={errors.companyName?.message}
        >
          <Input
            {...fieldAria("companyName", errors.companyName?.message)}
            {...register("companyName")}
            autoComplete="organization"
            placeholder={t.companyNamePlaceholder}
          />
        </Field>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          id="clientEmail"
          label={t.clientEmail}
          error={errors.clientEmail?.message}
          hint={t.clientEmailHint}
        >
          <Input
            {...fieldAria("clientEmail", errors.clientEmail?.message, true)}
            {...register("clientEmail")}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t.clientEmailPlaceholder}
          />
        </Field>
        <Field id="projectType" label={t.projectType} error={errors.projectType?.message}>
          <div className="relative">
            <select
              {...fieldAria("projectType", errors.projectType?.message)}
              {...register("projectType")}
              className={cn(inputClass, "appearance-none pr-11")}
            >
              <option value="" disabled>
                {t.projectTypePlaceholder}
              </option>
              {projectTypeOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-500"
            />
          </div>
        </Field>
      </div>

      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <RatingInput
            value={Number(field.value ?? 5)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.rating?.message}
          />
        )}
      />

      <div className="grid gap-1.5">
        <label htmlFor="content" className="text-sm font-medium text-ink-700">
          {t.content}
        </label>
        <Textarea
          id="content"
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? "content-error content-count" : "content-count"}
          {...register("content")}
          rows={6}
          placeholder={t.contentPlaceholder}
        />
        <div className="flex items-start justify-between gap-4">
          {contentError ? (
            <p id="content-error" role="alert" className="text-sm text-red-600">
              {contentError}
            </p>
          ) : (
            <span />
          )}
          <p
            id="content-count"
            className={cn(
              "shrink-0 text-xs tabular-nums",
              overLimit ? "font-semibold text-red-600" : "text-ink-500",
            )}
          >
            {content.length}/{t.contentMax}
          </p>
        </div>
      </div>

      <div className="flex flex-col-reverse gap-4 border-t border-ink-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-500">
          {t.moderationNote}{" "}
          <Link
            to="/politica-de-privacidade"
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            {t.privacyLink}
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting} className="sm:min-w-52">
          {isSubmitting ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
