/** Isomorphic: what the testimonial API answers (docs/product.md#json-shapes), dates as ISO strings. */

export const testimonialStatuses = ["pending", "approved", "rejected"] as const;
export type TestimonialStatus = (typeof testimonialStatuses)[number];

export interface Testimonial {
  id: number;
  clientName: string;
  clientEmail: string;
  companyName: string | null;
  projectType: string;
  content: string;
  rating: number;
  status: TestimonialStatus;
  featured: boolean;
  createdAt: string;
  approvedAt: string | null;
  /** docs/product.md#spam: set aside by the spam rules; never public. */
  spam: boolean;
}

/** What visitors get: the client's e-mail is never shown publicly (docs/product.md#data-model, docs/product.md#permissions). */
export type PublicTestimonial = Omit<Testimonial, "clientEmail" | "spam">;

/**
 * GET /api/admin/testimonials/stats: exact counts for the moderation tabs and the dashboard.
 * `count` and the statuses leave spam out; `spam` counts it, whatever its status.
 */
export interface TestimonialStats {
  count: number;
  pending: number;
  approved: number;
  rejected: number;
  spam: number;
}
