import type { z } from "zod";
import type { contactMessageSchema, contactStatsSchema } from "./responses.ts";

/** Isomorphic: a contact message as its sender wrote it, dates as ISO strings. */
export type ReceivedMessage = Omit<ContactMessage, "isRead" | "readAt" | "spam">;

/**
 * A contact message as the admin API answers it: what was sent, and how the staff filed it
 * (`spam`: in the spam folder, not the inbox; docs/product.md#spam).
 */
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Where a message is filed (docs/product.md#spam). */
export const contactFolders = ["inbox", "spam"] as const;
export type ContactFolder = (typeof contactFolders)[number];

export type ContactStats = z.output<typeof contactStatsSchema>;
