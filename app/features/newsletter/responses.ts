import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { newsletterSubscribers } from "../../../db/schema.ts";

/**
 * What the newsletter API answers (docs/product.md#json-shapes), from the table's columns: a
 * column answered from `newsletter_subscribers` reaches the API's types and its OpenAPI document
 * from here. Dates leave as ISO strings; the confirmation link's hash and dates stay inside.
 */
export const subscriberSchema = createSelectSchema(newsletterSubscribers, {
  createdAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
})
  .pick({ id: true, email: true, name: true, active: true, createdAt: true, confirmedAt: true })
  .extend({
    /** Double opt-in: waiting for its confirmation link ('Pendente'); not counted as active. */
    pending: z.boolean(),
  });

/** The exact number of active subscribers (pending ones are not counted). */
export const subscriberStatsSchema = z.object({ count: z.number().int() });
