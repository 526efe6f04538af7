import type { z } from "zod";
import type {
  contactMessageSchema,
  contactStatsSchema,
  dueLeadSchema,
  leadEventSchema,
  leadOwnerSchema,
  replyTemplateResponseSchema,
} from "./responses.ts";

/** Isomorphic: a contact message as its sender wrote it, dates as ISO strings. */
export type ReceivedMessage = Omit<
  ContactMessage,
  "isRead" | "readAt" | "spam" | "status" | "ownerId" | "followUpAt" | "lostReason"
>;

/**
 * A contact message as the admin API answers it: what was sent, and how the staff filed it
 * (`spam`: in the spam folder, not the inbox; docs/product.md#spam).
 */
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Where a message is filed (docs/product.md#spam). */
export const contactFolders = ["inbox", "spam"] as const;
export type ContactFolder = (typeof contactFolders)[number];

export type ContactStats = z.output<typeof contactStatsSchema>;

export type LeadEvent = z.output<typeof leadEventSchema>;
export type LeadOwner = z.output<typeof leadOwnerSchema>;
export type DueLead = z.output<typeof dueLeadSchema>;
export type ReplyTemplate = z.output<typeof replyTemplateResponseSchema>;
