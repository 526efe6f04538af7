/** Isomorphic: a contact message as the admin API answers it, dates as ISO strings. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  projectType: string;
  message: string;
  createdAt: string;
  isRead: boolean;
  readAt: string | null;
}

export interface ContactStats {
  count: number;
  unread: number;
}
