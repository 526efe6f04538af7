import { z } from "zod";
import { errorMessages } from "../../lib/http-error.ts";
import type { Locale } from "../../lib/locale.ts";
import { defaultLocale } from "../../lib/locale-paths.ts";
import { projectTypeOptions } from "../../lib/project-types.ts";
import { boundedText, spamSignalFields, text } from "../../lib/schema-helpers.ts";
import { m } from "../../paraglide/messages.js";
import { type TestimonialLanguage, testimonialLanguages, testimonialStatuses } from "./types.ts";

/** docs/product.md#constants: a testimonial's text holds 500 characters at most. */
export const testimonialContentMax = 500;

export const testimonialMessages = {
  invalidStatus: "Status inválido",
  featuredType: "Destaque deve ser verdadeiro ou falso",
  featuredNeedsApproval: "Apenas depoimentos aprovados podem ser destacados",
  notFound: "Depoimento não encontrado",
  spamFilter: "O filtro de spam deve ser true ou false",
} as const;

/**
 * The submission's fields with their messages in `locale`; pt-BR's are SPEC's, spelled in
 * messages/pt-BR.json (docs/product.md#validation).
 */
function submissionFields(locale: Locale) {
  const l = { locale };
  const invalid = m.testimonials_error_invalid_characters({}, l);
  const emailMessage = m.testimonials_error_email({}, l);
  const ratingType = m.testimonials_error_rating_type({}, l);
  return {
    clientName: boundedText(
      3,
      m.testimonials_error_name_min({}, l),
      100,
      m.testimonials_error_name_max({}, l),
      { invalid },
    ),
    // Trimmed before the format check (zod checks a format before `.trim()` would run).
    clientEmail: text(emailMessage, { invalid })
      .max(254, m.testimonials_error_email_max({}, l))
      .pipe(z.email({ error: emailMessage })),
    // Optional text: missing, null and blank all mean "not given" and are stored as null.
    companyName: text(m.testimonials_error_company({}, l), { invalid })
      .max(100, m.testimonials_error_company_max({}, l))
      .nullish()
      .transform((value) => (value ? value : null)),
    // Only the listed options: admin screens and reports never meet free text in this column.
    projectType: z.enum(projectTypeOptions, { error: m.testimonials_error_project_type({}, l) }),
    content: boundedText(
      10,
      m.testimonials_error_content_min({}, l),
      testimonialContentMax,
      m.testimonials_error_content_max({}, l),
      { multiline: true, invalid },
    ),
    rating: z
      .number({ error: ratingType })
      .int(ratingType)
      .min(1, m.testimonials_error_rating_min({}, l))
      .max(5, m.testimonials_error_rating_max({}, l))
      .default(5),
    // Optional for the API (pt-BR); the form always sends the visitor's choice.
    language: z
      .enum(testimonialLanguages, { error: m.testimonials_error_language({}, l) })
      .default(defaultLocale as TestimonialLanguage),
    ...spamSignalFields,
  };
}

function submissionSchema(locale: Locale) {
  return z.object(submissionFields(locale), { error: errorMessages.invalidData });
}

/**
 * The public submission form and POST /api/testimonials (docs/product.md#validation). Only these fields are read:
 * status, featured and approvedAt are the server's (docs/product.md#api-conventions) and are dropped here.
 * The API answers SPEC's pt-BR messages whatever the client's language.
 */
export const testimonialSubmissionSchema = submissionSchema(defaultLocale as Locale);

const formSchemas = new Map<Locale, typeof testimonialSubmissionSchema>([
  [defaultLocale as Locale, testimonialSubmissionSchema],
]);

/**
 * The same rules with the messages in the page's language, for the form in the browser and the
 * page's action (docs/architecture.md#locales); built once per locale.
 */
export function testimonialFormSchema(locale: Locale): typeof testimonialSubmissionSchema {
  let schema = formSchemas.get(locale);
  if (!schema) {
    schema = submissionSchema(locale);
    formSchemas.set(locale, schema);
  }
  return schema;
}

/**
 * GET /api/testimonials/top?limit=&language=: any number is clamped by the service, junk is the
 * default; `language` (the page's) puts those written in it first.
 */
export const topTestimonialsQuerySchema = z.object(
  {
    limit: text("Limite inválido").optional(),
    language: z
      .enum(testimonialLanguages, {
        error: m.testimonials_error_language({}, { locale: defaultLocale as Locale }),
      })
      .optional(),
  },
  { error: errorMessages.invalidData },
);

/**
 * GET /api/admin/testimonials?status=&spam=: the moderation tabs as filters (docs/product.md#admin-lists).
 * Neither given is every testimonial, spam included, as the list always answered.
 */
export const adminTestimonialsQuerySchema = z.object(
  {
    status: z.enum(testimonialStatuses, { error: testimonialMessages.invalidStatus }).optional(),
    spam: z
      .enum(["true", "false"], { error: testimonialMessages.spamFilter })
      .transform((value) => value === "true")
      .optional(),
  },
  { error: errorMessages.invalidData },
);

export type TestimonialSubmissionInput = z.input<typeof testimonialSubmissionSchema>;
export type TestimonialSubmission = z.output<typeof testimonialSubmissionSchema>;

/**
 * PATCH /api/admin/testimonials/{id}: `{status}`, `{featured}` or both at once (docs/product.md#api-routes).
 * Featuring needs the testimonial to end up approved; the service checks the stored status.
 */
export const moderationSchema = z
  .object(
    {
      status: z.enum(testimonialStatuses, { error: testimonialMessages.invalidStatus }).optional(),
      featured: z.boolean({ error: testimonialMessages.featuredType }).optional(),
    },
    { error: testimonialMessages.invalidStatus },
  )
  .refine((v) => v.status !== undefined || v.featured !== undefined, {
    message: testimonialMessages.invalidStatus,
    path: ["status"],
  })
  .refine((v) => !(v.featured === true && v.status !== undefined && v.status !== "approved"), {
    message: testimonialMessages.featuredNeedsApproval,
    path: ["featured"],
  });

export type ModerationInput = z.infer<typeof moderationSchema>;
