import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { testimonials } from "../../../db/schema.ts";

/**
 * What the testimonial API answers (docs/product.md#json-shapes), from the table's columns: a
 * column added to `testimonials` reaches the API's types and its OpenAPI document from here.
 * Dates leave as ISO strings.
 */
export const testimonialSchema = createSelectSchema(testimonials, {
  createdAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
});

/** What visitors get: never the client's e-mail nor the spam verdict (docs/product.md#permissions). */
export const publicTestimonialSchema = testimonialSchema.omit({ clientEmail: true, spam: true });

/** Exact counts for the moderation tabs and the dashboard; `count` and the statuses leave spam out. */
export const testimonialStatsSchema = z.object({
  count: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  spam: z.number().int(),
});
