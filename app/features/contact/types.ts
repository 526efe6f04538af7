/** Isomorphic: a contact message as its sender wrote it, dates as ISO strings. */
export interface ReceivedMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  projectType: string;
  message: string;
  createdAt: string;
}

/** A contact message as the admin API answers it: what was sent, and how the staff filed it. */
export interface ContactMessage extends ReceivedMessage {
  isRead: boolean;
  readAt: string | null;
  /** docs/product.md#spam: in the spam folder, not the inbox. */
  spam: boolean;
}

/** Where a message is filed (docs/product.md#spam). */
export const contactFolders = ["inbox", "spam"] as const;
export type ContactFolder = (typeof contactFolders)[number];

export interface ContactStats {
  count: number;
  unread: number;
}
