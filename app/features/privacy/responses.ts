import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import {
  consentRecords,
  contactMessages,
  leadEvents,
  newsletterSubscribers,
  privacyRequests,
  testimonials,
  users,
} from "../../../db/schema.ts";

/**
 * What the privacy API answers (docs/product.md#privacy), from the tables' columns: a column
 * added to one of them and shown to the admin reaches the API's types and its OpenAPI document
 * from here. Dates leave as ISO strings.
 */
const createdAt = z.iso.datetime();

/** A contact message: what the person sent, and where the agency's follow-up of it stands. */
export const foundMessageSchema = createSelectSchema(contactMessages, { createdAt }).pick({
  id: true,
  name: true,
  email: true,
  phone: true,
  subject: true,
  projectType: true,
  message: true,
  language: true,
  status: true,
  lostReason: true,
  source: true,
  createdAt: true,
});

/** An entry of one of those messages' timeline: a staff note, a reply mailed, a status change. */
export const foundLeadEventSchema = createSelectSchema(leadEvents, { createdAt }).pick({
  messageId: true,
  kind: true,
  authorName: true,
  body: true,
  fromStatus: true,
  toStatus: true,
  createdAt: true,
});

/** A testimonial: what the person sent and where its moderation stands, not the staff's flags. */
export const foundTestimonialSchema = createSelectSchema(testimonials, { createdAt }).pick({
  id: true,
  clientName: true,
  clientEmail: true,
  companyName: true,
  projectType: true,
  content: true,
  rating: true,
  status: true,
  createdAt: true,
});

export const foundSubscriberSchema = createSelectSchema(newsletterSubscribers, {
  createdAt,
}).pick({ id: true, email: true, name: true, active: true, createdAt: true });

export const foundConsentSchema = createSelectSchema(consentRecords, { createdAt }).pick({
  id: true,
  source: true,
  choice: true,
  policyVersion: true,
  ip: true,
  createdAt: true,
});

/** A staff account with the address: shown, never its password. */
export const foundUserSchema = createSelectSchema(users).pick({
  id: true,
  username: true,
  fullName: true,
  email: true,
  role: true,
});

/** Everything the agency holds about one e-mail address. */
export const subjectDataSchema = z.object({
  email: z.string(),
  messages: z.array(foundMessageSchema),
  leadEvents: z.array(foundLeadEventSchema),
  testimonials: z.array(foundTestimonialSchema),
  subscribers: z.array(foundSubscriberSchema),
  consents: z.array(foundConsentSchema),
  users: z.array(foundUserSchema),
});

const count = z.number().int();

/** What an erasure did, table by table. */
export const erasureReportSchema = z.object({
  email: z.string(),
  messagesDeleted: count,
  testimonialsDeleted: count,
  testimonialsAnonymised: count,
  subscribersDeleted: count,
  consentsDeleted: count,
  /** Queued or sent mails about the person (lead notifications), deleted from the outbox. */
  mailsDeleted: count,
  /** Staff accounts with this address are not erased here: they are managed in /admin/usuarios. */
  usersKept: count,
});

/** The field corrected, and the value now stored (null: an emptied company name). */
export const correctionResultSchema = z.object({
  kind: z.enum(["message", "testimonial", "subscriber"]),
  id: z.number().int(),
  field: z.string(),
  value: z.string().nullable(),
});

/** A data-subject request in the register (LGPD art. 19). */
export const privacyRequestSchema = createSelectSchema(privacyRequests, {
  receivedOn: z.iso.datetime(),
  dueOn: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
})
  .omit({ createdAt: true })
  .extend({
    /** Open past its due day. */
    overdue: z.boolean(),
  });

/** Open requests past their due day. */
export const overdueCountSchema = z.object({ count });
