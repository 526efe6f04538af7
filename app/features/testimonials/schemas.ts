import { z } from "zod";
import { errorMessages } from "../../lib/http-error.ts";
import { projectTypeSchema } from "../../lib/project-type-schema.ts";
import { boundedText, spamSignalFields, text } from "../../lib/schema-helpers.ts";
import { testimonialStatuses } from "./types.ts";

export const testimonialMessages = {
  contentMax: "Depoimento deve ter no máximo 500 caracteres",
  ratingMin: "Avaliação deve ser pelo menos 1 estrela",
  ratingMax: "Avaliação deve ser no máximo 5 estrelas",
  ratingType: "Avaliação deve ser um número inteiro de 1 a 5",
  invalidStatus: "Status inválido",
  featuredType: "Destaque deve ser verdadeiro ou falso",
  featuredNeedsApproval: "Apenas depoimentos aprovados podem ser destacados",
  notFound: "Depoimento não encontrado",
  spamFilter: "O filtro de spam deve ser true ou false",
} as const;

const emailMessage = "Email inválido";

/** Trimmed before the format check (zod checks a format before `.trim()` would run). */
const clientEmail = text(emailMessage)
  .max(254, "E-mail deve ter no máximo 254 caracteres")
  .pipe(z.email({ error: emailMessage }));

/** Optional text: missing, null and blank all mean "not given" and are stored as null. */
const companyName = text("Nome da empresa inválido")
  .max(100, "Nome da empresa deve ter no máximo 100 caracteres")
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * The public submission form and POST /api/testimonials (docs/product.md#validation). Only these fields are read:
 * status, featured and approvedAt are the server's (docs/product.md#api-conventions) and are dropped here.
 */
export const testimonialSubmissionSchema = z.object(
  {
    clientName: boundedText(
      3,
      "Nome deve ter pelo menos 3 caracteres",
      100,
      "Nome deve ter no máximo 100 caracteres",
    ),
    clientEmail,
    companyName,
    projectType: projectTypeSchema,
    content: boundedText(
      10,
      "Depoimento deve ter pelo menos 10 caracteres",
      500,
      testimonialMessages.contentMax,
      { multiline: true },
    ),
    rating: z
      .number({ error: testimonialMessages.ratingType })
      .int(testimonialMessages.ratingType)
      .min(1, testimonialMessages.ratingMin)
      .max(5, testimonialMessages.ratingMax)
      .default(5),
    ...spamSignalFields,
  },
  { error: errorMessages.invalidData },
);

/** GET /api/testimonials/top?limit=: any number is clamped by the service, junk is the default. */
export const topTestimonialsQuerySchema = z.object(
  { limit: text("Limite inválido").optional() },
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
