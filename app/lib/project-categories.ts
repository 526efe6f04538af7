import { m } from "../paraglide/messages.js";
import type { Locale } from "../paraglide/runtime.js";

/**
 * Project categories (docs/product.md#data-model). Two spellings exist: the form vocabulary, which is what we store
 * and what the admin form lists, and the older data-schema vocabulary, which the public site and
 * the API still accept. Isomorphic: the UI imports this module.
 */

/** The form vocabulary, in the order the admin select lists it. */
export const projectCategories = [
  "website",
  "landing-page",
  "e-commerce",
  "webapp",
  "mobile-app",
  "design",
  "other",
] as const;

export type ProjectCategory = (typeof projectCategories)[number];

/** Data-schema spelling -> form spelling. `webapp` has no data-schema twin. */
// A Map, not an object literal: "constructor" or "__proto__" must not look like keys.
const dataSchemaSpellings = new Map<string, ProjectCategory>([
  ["websites", "website"],
  ["landing-pages", "landing-page"],
  ["ecommerce", "e-commerce"],
  ["aplicativos", "mobile-app"],
  ["designs", "design"],
  ["outros", "other"],
]);

/** Each category's shown label, asked for in a locale; the stored value never changes. */
const labels: Record<
  ProjectCategory,
  (inputs: Record<string, never>, options: { locale: Locale }) => string
> = {
  website: m.portfolio_category_website,
  "landing-page": m.portfolio_category_landing_page,
  "e-commerce": m.portfolio_category_e_commerce,
  webapp: m.portfolio_category_webapp,
  "mobile-app": m.portfolio_category_mobile_app,
  design: m.portfolio_category_design,
  other: m.portfolio_category_other,
};

function isProjectCategory(value: string): value is ProjectCategory {
  return (projectCategories as readonly string[]).includes(value);
}

/**
 * The stored (form) spelling of a category given in either vocabulary, or null when it is not a
 * category at all. Case and surrounding spaces are forgiven: they carry no meaning here.
 */
export function normalizeCategory(value: unknown): ProjectCategory | null {
  if (typeof value !== "string") return null;
  const key = value.trim().toLowerCase();
  if (isProjectCategory(key)) return key;
  return dataSchemaSpellings.get(key) ?? null;
}

/** Every spelling that means the same category as `value` (for filtering old rows too). */
export function categorySpellings(value: ProjectCategory): string[] {
  const twins = [...dataSchemaSpellings].filter(([, form]) => form === value).map(([data]) => data);
  return [value, ...twins];
}

/** Whether two category values, in any spelling, name the same category. */
export function sameCategory(a: unknown, b: unknown): boolean {
  const left = normalizeCategory(a);
  return left !== null && left === normalizeCategory(b);
}

/**
 * docs/product.md#data-model's label of a category in either spelling, in a locale (pt-BR's are
 * SPEC's); an unknown value shows as it is.
 */
export function categoryLabel(value: string, locale: Locale): string {
  const category = normalizeCategory(value);
  return category ? labels[category]({}, { locale }) : value;
}

/** The admin form's label (pt-BR): like `categoryLabel`, but an unknown value gets a capital first letter. */
export function categoryOptionLabel(value: string): string {
  const category = normalizeCategory(value);
  if (category) return labels[category]({}, { locale: "pt-BR" });
  return value.charAt(0).toUpperCase() + value.slice(1);
}
