import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { contactMessages, leadEventKinds, replyTemplates } from "../../../db/schema.ts";
import { leadStatuses } from "../../../db/value-lists.ts";

/**
 * What the contact API answers (docs/product.md#json-shapes), from the table's columns: a column
 * added to `contact_messages` reaches the API's types and its OpenAPI document from here. Dates
 * leave as ISO strings.
 */
export const contactMessageSchema = createSelectSchema(contactMessages, {
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
  followUpAt: z.iso.datetime().nullable(),
  // docs/product.md#analytics: the visitor's first page view of the day, when one was counted.
  source: z
    .object({
      referrer: z.string().nullable(),
      utmSource: z.string().nullable(),
      utmMedium: z.string().nullable(),
      utmCampaign: z.string().nullable(),
      landingPath: z.string(),
    })
    .nullable(),
  // The thread's id is the server's business: replies name it, nobody reads it.
}).omit({ mailMessageId: true });

/** One entry of a lead's timeline: a note, a reply with its delivery state, a status change. */
export const leadEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(leadEventKinds),
  authorId: z.number().int().nullable(),
  authorName: z.string(),
  body: z.string(),
  fromStatus: z.enum(leadStatuses).nullable(),
  toStatus: z.enum(leadStatuses).nullable(),
  /** A reply's mail: waiting in the outbox, sent, or given up on; null for other entries. */
  delivery: z.enum(["pending", "sent", "failed"]).nullable(),
  createdAt: z.iso.datetime(),
});

/** A staff member a lead can be given to. */
export const leadOwnerSchema = z.object({ id: z.number().int(), fullName: z.string() });

/** A lead of the signed-in member's whose follow-up day has come ('Para hoje'). */
export const dueLeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  status: z.enum(leadStatuses),
  followUpAt: z.iso.datetime(),
});

export const replyTemplateResponseSchema = createSelectSchema(replyTemplates, {
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** The inbox's exact total and unread count; spam is left out. */
export const contactStatsSchema = z.object({ count: z.number().int(), unread: z.number().int() });
