import type { ReceivedMessage } from "../contact/index.ts";
import type { Testimonial } from "../testimonials/index.ts";

/** Isomorphic: what /admin/privacidade shows and the privacy API answers (docs/product.md#privacy). */

/** A contact message: what the person sent. */
export type FoundMessage = ReceivedMessage;

/** A testimonial: what the person sent and where its moderation stands, not the staff's flags. */
export type FoundTestimonial = Omit<Testimonial, "featured" | "approvedAt" | "spam">;

export interface FoundSubscriber {
  id: number;
  email: string;
  name: string | null;
  active: boolean;
  createdAt: string;
}

export interface FoundConsent {
  id: number;
  source: string;
  choice: string;
  policyVersion: string;
  ip: string | null;
  createdAt: string;
}

export interface FoundUser {
  id: number;
  username: string;
  fullName: string;
  email: string | null;
  role: string;
}

/** Everything the agency holds about one e-mail address. */
export interface SubjectData {
  email: string;
  messages: FoundMessage[];
  testimonials: FoundTestimonial[];
  subscribers: FoundSubscriber[];
  consents: FoundConsent[];
  users: FoundUser[];
}

/** What an erasure did, table by table. */
export interface ErasureReport {
  email: string;
  messagesDeleted: number;
  testimonialsDeleted: number;
  testimonialsAnonymised: number;
  subscribersDeleted: number;
  consentsDeleted: number;
  /** Queued or sent mails about the person (lead notifications), deleted from the outbox. */
  mailsDeleted: number;
  /** Staff accounts with this address are not erased here: they are managed in /admin/usuarios. */
  usersKept: number;
}

export type PrivacyRequestType =
  | "access"
  | "correction"
  | "portability"
  | "erasure"
  | "information";

export interface PrivacyRequest {
  id: number;
  email: string;
  type: PrivacyRequestType;
  receivedOn: string;
  dueOn: string;
  status: "open" | "answered";
  notes: string;
  answeredAt: string | null;
  /** Open past its due day. */
  overdue: boolean;
}
