import type { z } from "zod";
import type {
  publicTestimonialSchema,
  testimonialSchema,
  testimonialStatsSchema,
} from "./responses.ts";

/** Isomorphic: what the testimonial API answers (docs/product.md#json-shapes), dates as ISO strings. */

export const testimonialStatuses = ["pending", "approved", "rejected"] as const;
export type TestimonialStatus = (typeof testimonialStatuses)[number];

/** The language a testimonial was written in, as db/schema.ts stores it (docs/architecture.md#locales). */
export const testimonialLanguages = ["pt-BR", "en"] as const;
export type TestimonialLanguage = (typeof testimonialLanguages)[number];

/** Each language by its own name, as a language is offered to the people who speak it. */
export const testimonialLanguageNames: Record<TestimonialLanguage, string> = {
  "pt-BR": "Português",
  en: "English",
};

/** A testimonial as the admin API answers it; `spam`: set aside by the spam rules, never public (docs/product.md#spam). */
export type Testimonial = z.output<typeof testimonialSchema>;

/** What visitors get: the client's e-mail is never shown publicly (docs/product.md#data-model, docs/product.md#permissions). */
export type PublicTestimonial = z.output<typeof publicTestimonialSchema>;

/**
 * GET /api/admin/testimonials/stats: exact counts for the moderation tabs and the dashboard.
 * `count` and the statuses leave spam out; `spam` counts it, whatever its status.
 */
export type TestimonialStats = z.output<typeof testimonialStatsSchema>;
