/*
 * The value lists the tables' enums take that the browser's form checks also read. They live
 * apart from schema.ts, which would bring drizzle's table builders and every table into the
 * browser with them (docs/performance.md#interactions).
 */

/** Where a lead stands (docs/product.md#lead-pipeline); `lost` carries a reason. */
export const leadStatuses = ["new", "contacted", "proposal", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The languages a testimonial, a contact message, a sign-up or a consent can be in: the site's locales (docs/architecture.md#locales). */
export const siteLanguages = ["pt-BR", "en"] as const;

/** What a data subject may ask for (docs/product.md#privacy). */
export const privacyRequestTypes = [
  "access",
  "correction",
  "portability",
  "erasure",
  "information",
] as const;
