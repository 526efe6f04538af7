import type { Locale } from "../../lib/locale.ts";
import { categoryLabel, normalizeCategory, sameCategory } from "../../lib/project-categories.ts";
import type { ProjectSummary } from "../portfolio/index.ts";
import { HOME_PORTFOLIO_LIMIT, homeTexts } from "./texts.ts";

// Kept beside the filter's other exports; it lives with the page's texts so that the section's
// skeleton can use it without loading the filter (docs/architecture.md#performance-budgets first-load budget).
export { HOME_PORTFOLIO_LIMIT };

/** docs/product.md#data-rules: the home filter tabs, also the order of the fallback when a tab is empty. */
export const homeFilterOrder = [
  "all",
  "websites",
  "landing-page",
  "ecommerce",
  "aplicativos",
  "designs",
  "outros",
] as const;

export type HomeFilter = (typeof homeFilterOrder)[number];

/** The label of a home filter tab in `locale`: 'all' is 'Destaques', the rest are category labels. */
export function categoryFilterLabel(value: string, locale: Locale): string {
  return value === "all" ? homeTexts(locale).featured : categoryLabel(value, locale);
}

/**
 * The chip a home address asks for (`/?category=website#portfolio`, docs/product.md#home-portfolio):
 * the parameter /portfolio uses, in either spelling; no parameter, 'all', an unknown value or a
 * category without a chip (`webapp`) is 'all'.
 */
export function homeFilterFromQuery(value: string | null): HomeFilter {
  const category = normalizeCategory(value);
  if (!category) return "all";
  return homeFilterOrder.find((filter) => normalizeCategory(filter) === category) ?? "all";
}

/**
 * Where a chip links: the home (`/`, `/en`) with that chip chosen, at the portfolio section. A real address,
 * so the chip works before the page's scripts run and without them (the server renders the
 * chosen chip); with them the grid is filtered in place. 'Destaques' is the plain home.
 */
export function homeFilterHref(filter: HomeFilter, home = "/"): string {
  const category = filter === "all" ? null : normalizeCategory(filter);
  return category ? `${home}?category=${category}#portfolio` : `${home}#portfolio`;
}

/** 'all' means the featured projects (docs/product.md#data-rules); every other chip is a category in either spelling. */
function matchesHomeFilter(project: ProjectSummary, filter: HomeFilter): boolean {
  return filter === "all" ? project.featured : sameCategory(project.category, filter);
}

/** How many projects each chip would show, in docs/product.md#data-rules's order. */
export function countHomeFilters(projects: readonly ProjectSummary[]): Record<HomeFilter, number> {
  const counts = Object.fromEntries(homeFilterOrder.map((filter) => [filter, 0])) as Record<
    HomeFilter,
    number
  >;
  for (const project of projects) {
    for (const filter of homeFilterOrder) {
      if (matchesHomeFilter(project, filter)) counts[filter] += 1;
    }
  }
  return counts;
}

/**
 * The chip actually shown: the chosen one when it has projects, else the first non-empty one in
 * docs/product.md#data-rules's order, else null (nothing to show at all).
 */
export function effectiveHomeFilter(
  chosen: HomeFilter,
  counts: Record<HomeFilter, number>,
): HomeFilter | null {
  if (counts[chosen] > 0) return chosen;
  return homeFilterOrder.find((filter) => counts[filter] > 0) ?? null;
}

/** The cards for a chip: newest first (docs/product.md#api-routes), at most 6. */
export function homeProjects(
  projects: readonly ProjectSummary[],
  filter: HomeFilter,
): ProjectSummary[] {
  return projects
    .filter((project) => matchesHomeFilter(project, filter))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, HOME_PORTFOLIO_LIMIT);
}
