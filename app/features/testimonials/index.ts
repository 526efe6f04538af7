// The testimonials' public entry: what other features (the home slider, the dashboard) may use.

export { testimonialsApi } from "./api.ts";
export { TestimonialCard } from "./components/testimonial-card.tsx";
export type { PublicTestimonial, Testimonial, TestimonialStats } from "./types.ts";
