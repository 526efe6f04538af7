import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Field, fieldAria, Input, Textarea } from "../../../components/ui/field.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { cn } from "../../../lib/cn.ts";
import type { FormResult } from "../../../lib/form-result.ts";
import { projectTypeOptions } from "../../../lib/project-types.ts";
import { SpamFields, spamSignalsOf } from "../../forms/index.ts";
import { testimonialsApi } from "../api.ts";
import {
  type TestimonialSubmission,
  type TestimonialSubmissionInput,
  testimonialSubmissionSchema,
} from "../schemas.ts";
import { RatingInput } from "./rating-input.tsx";
import { testimonialFormTexts as t } from "./testimonial-texts.ts";

/** What the page's action answers a form posted without JavaScript. */
export type TestimonialFormResult = FormResult;

export const testimonialFieldNames = [
  "clientName",
  "companyName",
  "clientEmail",
  "projectType",
  "content",
  "rating",
] as const;

/** A posted rating as the JSON API would receive it: a number, or absent (the schema's 5). */
export function postedRating(value: string | undefined): number | undefined {
  return value ? Number(value) : undefined;
}

/**
 * docs/product.md#public-site /depoimentos/novo: validated with the API's own schema (docs/product.md#validation), sent to the API.
 * Text fields have no default values in react-hook-form, so it reads them from the inputs when
 * it registers them: what was typed before hydration is kept. Without JavaScript the form posts
 * to the page's action (docs/product.md#forms-without-javascript).
 */
export function TestimonialForm({ result }: { result?: TestimonialFormResult }) {
  const navigate = useNavigate();
  const posted: Record<string, string> = result && result.status !== "success" ? result.values : {};
  const serverErrors = result?.status === "invalid" ? result.errors : {};
  const rating = postedRating(posted.rating);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors: clientErrors, isSubmitting },
  } = useForm<TestimonialSubmissionInput, unknown, TestimonialSubmission>({
    resolver: zodResolver(testimonialSubmissionSchema),
    defaultValues: { rating: rating && rating >= 1 && rating <= 5 ? rating : 5 },
  });
  const errorOf = (name: (typeof testimonialFieldNames)[number]) =>
    clientErrors[name]?.message ?? serverErrors[name];
  const errors = Object.fromEntries(
    testimonialFieldNames.map((name) => [name, { message: errorOf(name) }]),
  ) as Record<(typeof testimonialFieldNames)[number], { message?: string }>;
  const content = useWatch({ control, name: "content" }) ?? posted.content ?? "";

  const onSubmit = handleSubmit(async (values, event) => {
    const form = event?.target instanceof HTMLFormElement ? event.target : null;
    try {
      await testimonialsApi.call("POST /testimonials", {
        body: { ...values, ...(form ? spamSignalsOf(form) : {}) },
      });
      toast({ title: t.successTitle, description: t.successDescription });
      navigate("/depoimentos");
    } catch {
      toast({ title: t.failureTitle, description: t.failureDescription, variant: "destructive" });
    }
  });

  const contentError = errors.content?.message;
  const overLimit = content.length > t.contentMax;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="relative grid gap-6">
      <SpamFields />
      {result?.status === "failed" && (
        <FormMessage tone="error" title={t.failureTitle} description={result.message} />
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="clientName" label={t.clientName} error={errors.clientName?.message}>
          <Input
            {...fieldAria("clientName", errors.clientName?.message)}
            {...register("clientName")}
            defaultValue={posted.clientName ?? ""}
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
            defaultValue={posted.companyName ?? ""}
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
            defaultValue={posted.clientEmail ?? ""}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t.clientEmailPlaceholder}
          />
        </Field>
        <Field id="projectType" label={t.projectType} error={errors.projectType?.message}>
          <NativeSelect
            {...fieldAria("projectType", errors.projectType?.message)}
            {...register("projectType")}
            defaultValue={posted.projectType ?? ""}
          >
            <option value="" disabled>
              {t.projectTypePlaceholder}
            </option>
            {projectTypeOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
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
          defaultValue={posted.content ?? ""}
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
