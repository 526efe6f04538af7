import { type HomeFilter, homeFilterOrder, sameCategory } from "../portfolio/categories.ts";
import type { ProjectSummary } from "../portfolio/types.ts";
import { HOME_PORTFOLIO_LIMIT } from "./texts.ts";

// Kept beside the filter's other exports; it lives with the page's texts so that the section's
// skeleton can use it without loading the filter (DESIGN 5 first-load budget).
export { HOME_PORTFOLIO_LIMIT };

/** 'all' means the featured projects (SPEC 4); every other chip is a category in either spelling. */
export function matchesHomeFilter(project: ProjectSummary, filter: HomeFilter): boolean {
  return filter === "all" ? project.featured : sameCategory(project.category, filter);
}

/** How many projects each chip would show, in SPEC 4's order. */
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
 * SPEC 4's order, else null (nothing to show at all).
 */
export function effectiveHomeFilter(
  chosen: HomeFilter,
  counts: Record<HomeFilter, number>,
): HomeFilter | null {
  if (counts[chosen] > 0) return chosen;
  return homeFilterOrder.find((filter) => counts[filter] > 0) ?? null;
}

/** The cards for a chip: newest first (SPEC 7.2), at most 6. */
export function homeProjects(
  projects: readonly ProjectSummary[],
  filter: HomeFilter,
): ProjectSummary[] {
  return projects
    .filter((project) => matchesHomeFilter(project, filter))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, HOME_PORTFOLIO_LIMIT);
}
