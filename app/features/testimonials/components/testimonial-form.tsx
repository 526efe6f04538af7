import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input, Textarea } from "../../../components/ui/field.tsx";
import { controlProps, fieldError, useSiteForm } from "../../../components/ui/form.ts";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { cn } from "../../../lib/cn.ts";
import { type FormResult, failureOf, postedValue, refusalOf } from "../../../lib/form-result.ts";
import { type PrepareForm, parseForm } from "../../../lib/form-submission.ts";
import { usePageLocale } from "../../../lib/locale.ts";
import { pathOfPage } from "../../../lib/locale-paths.ts";
import { projectTypeLabel } from "../../../lib/project-type-labels.ts";
import { projectTypeOptions } from "../../../lib/project-types.ts";
import { SpamFields, spamSignalsOf } from "../../forms/index.ts";
import { testimonialsApi } from "../api.ts";
import { testimonialContentMax, testimonialFormSchema } from "../schemas.ts";
import { testimonialLanguageNames, testimonialLanguages } from "../types.ts";
import { RatingInput } from "./rating-input.tsx";
import { testimonialFormTexts } from "./testimonial-texts.ts";

/** What the page's action answers a form posted without JavaScript. */
export type TestimonialFormResult = FormResult;

export const testimonialFieldNames = [
  "clientName",
  "companyName",
  "clientEmail",
  "projectType",
  "content",
  "rating",
  "language",
] as const;

/** A posted rating as the JSON API would receive it: a number, or absent (the schema's 5). */
export function postedRating(value: unknown): number | undefined {
  return typeof value === "string" && value ? Number(value) : undefined;
}

/**
 * The posted strings as POST /api/testimonials takes them, in the browser and the page's action;
 * a post without a language is the API's (pt-BR), as the select always sends one.
 */
export const prepareTestimonial: PrepareForm = (values) => ({
  ...values,
  rating: postedRating(values.rating),
  language: values.language || undefined,
});

/**
 * docs/product.md#public-site /depoimentos/novo: validated with the API's own rules (docs/product.md#validation), their
 * messages in the page's language, sent to the API.
 * A Conform form (decision 0043) with uncontrolled text fields: what was typed before hydration
 * is kept and sent. Without JavaScript the form posts to the page's action
 * (docs/product.md#forms-without-javascript).
 */
export function TestimonialForm({ result }: { result?: TestimonialFormResult }) {
  const navigate = useNavigate();
  const { locale, paths } = usePageLocale();
  const t = testimonialFormTexts(locale);
  const failure = failureOf(result);
  const [rating, setRating] = useState(() => {
    const posted = postedRating(postedValue(result, "rating"));
    return posted && posted >= 1 && posted <= 5 ? posted : 5;
  });
  const { fields, submitting, formProps } = useSiteForm({
    lastResult: refusalOf(result),
    validate: (formData) => parseForm(formData, testimonialFormSchema(locale), prepareTestimonial),
    onValid: async (values, form) => {
      const { website: _honeypot, formToken: _token, ...body } = values;
      try {
        await testimonialsApi.call("POST /testimonials", {
          body: { ...body, ...spamSignalsOf(form) },
        });
        toast({ title: t.successTitle, description: t.successDescription });
        navigate(pathOfPage({ page: "testimonials" }, paths));
      } catch {
        toast({ title: t.failureTitle, description: t.failureDescription, variant: "destructive" });
      }
    },
  });
  const errors = Object.fromEntries(
    testimonialFieldNames.map((name) => [name, fieldError(fields[name])]),
  ) as Partial<Record<(typeof testimonialFieldNames)[number], string>>;
  const content = typeof fields.content.value === "string" ? fields.content.value : "";

  const contentError = errors.content;
  const overLimit = content.length > testimonialContentMax;

  return (
    <form {...formProps} method="post" noValidate className="relative grid gap-6">
      <SpamFields />
      {failure && <FormMessage tone="error" title={t.failureTitle} description={failure} />}
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="clientName" label={t.clientName} error={errors.clientName}>
          <Input
            {...controlProps(fields.clientName, "clientName")}
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
          error={errors.companyName}
        >
          <Input
            {...controlProps(fields.companyName, "companyName")}
            autoComplete="organization"
            placeholder={t.companyNamePlaceholder}
          />
        </Field>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          id="clientEmail"
          label={t.clientEmail}
          error={errors.clientEmail}
          hint={t.clientEmailHint}
        >
          <Input
            {...controlProps(fields.clientEmail, "clientEmail", true)}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t.clientEmailPlaceholder}
          />
        </Field>
        <Field id="projectType" label={t.projectType} error={errors.projectType}>
          <NativeSelect {...controlProps(fields.projectType, "projectType")}>
            <option value="" disabled>
              {t.projectTypePlaceholder}
            </option>
            {projectTypeOptions.map((option) => (
              <option key={option} value={option}>
                {projectTypeLabel(option, locale)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <RatingInput value={rating} onChange={setRating} error={errors.rating} />
        <Field id="language" label={t.language} error={errors.language}>
          {/* The page's language unless the visitor chose another (a refused post keeps it). */}
          <NativeSelect
            {...controlProps(fields.language, "language")}
            defaultValue={postedValue(result, "language") || locale}
          >
            {testimonialLanguages.map((language) => (
              <option key={language} value={language} lang={language}>
                {testimonialLanguageNames[language]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>

      <div className="grid gap-1.5">
        <label htmlFor="content" className="text-sm font-medium text-ink-700">
          {t.content}
        </label>
        <Textarea
          id="content"
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? "content-error content-count" : "content-count"}
          name={fields.content.name}
          defaultValue={postedValue(result, "content")}
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
            {content.length}/{testimonialContentMax}
          </p>
        </div>
      </div>

      <div className="flex flex-col-reverse gap-4 border-t border-ink-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-500">
          {t.moderationNote}{" "}
          <Link
            to={pathOfPage({ page: "privacy" }, paths)}
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            {t.privacyLink}
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={submitting} className="sm:min-w-52">
          {submitting ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
