import type { z } from "zod";
import type {
  erasureReportSchema,
  foundConsentSchema,
  foundLeadEventSchema,
  foundMessageSchema,
  foundSubscriberSchema,
  foundTestimonialSchema,
  foundUserSchema,
  privacyRequestSchema,
  subjectDataSchema,
} from "./responses.ts";

/** Isomorphic: what /admin/privacidade shows and the privacy API answers (docs/product.md#privacy). */

/** A contact message: what the person sent. */
export type FoundMessage = z.output<typeof foundMessageSchema>;

/** A note, a reply or a status change on one of the person's messages. */
export type FoundLeadEvent = z.output<typeof foundLeadEventSchema>;

/** A testimonial: what the person sent and where its moderation stands, not the staff's flags. */
export type FoundTestimonial = z.output<typeof foundTestimonialSchema>;

export type FoundSubscriber = z.output<typeof foundSubscriberSchema>;

export type FoundConsent = z.output<typeof foundConsentSchema>;

export type FoundUser = z.output<typeof foundUserSchema>;

/** Everything the agency holds about one e-mail address. */
export type SubjectData = z.output<typeof subjectDataSchema>;

/**
 * What an erasure did, table by table; `mailsDeleted`: lead notifications about the person,
 * deleted from the outbox; `usersKept`: staff accounts with the address, managed in /admin/usuarios.
 */
export type ErasureReport = z.output<typeof erasureReportSchema>;

/** A data-subject request in the register; `overdue`: open past its due day. */
export type PrivacyRequest = z.output<typeof privacyRequestSchema>;

export type PrivacyRequestType = PrivacyRequest["type"];
