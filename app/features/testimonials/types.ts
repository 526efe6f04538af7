/** Isomorphic: what the testimonial API answers (CONTRACT JSON shapes), dates as ISO strings. */

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
}

/** What visitors get: the client's e-mail is never shown publicly (SPEC 3, CONTRACT 3). */
export type PublicTestimonial = Omit<Testimonial, "clientEmail">;
