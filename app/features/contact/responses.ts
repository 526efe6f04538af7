import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { contactMessages } from "../../../db/schema.ts";

/**
 * What the contact API answers (docs/product.md#json-shapes), from the table's columns: a column
 * added to `contact_messages` reaches the API's types and its OpenAPI document from here. Dates
 * leave as ISO strings.
 */
export const contactMessageSchema = createSelectSchema(contactMessages, {
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});

/** The inbox's exact total and unread count; spam is left out. */
export const contactStatsSchema = z.object({ count: z.number().int(), unread: z.number().int() });
