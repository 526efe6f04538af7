import { Link } from "react-router";
import { cn } from "../../../lib/cn.ts";
import { type Locale, usePageLocale } from "../../../lib/locale.ts";
import { pathOfPage } from "../../../lib/locale-paths.ts";
import {
  categoryLabel,
  normalizeCategory,
  type ProjectCategory,
  projectCategories,
} from "../../../lib/project-categories.ts";
import { m } from "../../../paraglide/messages.js";
import type { ProjectSummary } from "../types.ts";

export interface CategoryCount {
  /** null: every project ('all'). */
  category: ProjectCategory | null;
  label: string;
  count: number;
}

/**
 * The tabs of /portfolio (docs/product.md#public-site): 'Todos' then each category in the form order, with its
 * count; a category without projects is not offered. Old spellings count as their category.
 */
export function countCategories(projects: ProjectSummary[], locale: Locale): CategoryCount[] {
  const counts = new Map<ProjectCategory, number>();
  for (const project of projects) {
    const category = normalizeCategory(project.category);
    if (category) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  const tabs: CategoryCount[] = [
    { category: null, label: m.portfolio_all_tab({}, { locale }), count: projects.length },
  ];
  for (const category of projectCategories) {
    const count = counts.get(category) ?? 0;
    if (count > 0) tabs.push({ category, label: categoryLabel(category, locale), count });
  }
  return tabs;
}

/**
 * Links rather than buttons: each filter is a real address (?category=...), so it can be shared,
 * crawled and used without JavaScript; the page keeps its scroll position when switching.
 */
export function CategoryTabs({
  tabs,
  selected,
}: {
  tabs: CategoryCount[];
  selected: ProjectCategory | null;
}) {
  const { locale, paths } = usePageLocale();
  const portfolio = pathOfPage({ page: "portfolio" }, paths);
  return (
    // The tabs wrap onto more lines on a phone: in a sideways scroller the categories past the
    // edge would be hidden with nothing to say they are there.
    <nav aria-label={m.portfolio_tabs_label({}, { locale })}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const active = tab.category === selected;
          return (
            <li key={tab.category ?? "all"}>
              <Link
                to={tab.category ? `${portfolio}?category=${tab.category}` : portfolio}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors",
                  active
                    ? "border-ink-900 bg-ink-900 text-white"
                    : "border-ink-100 bg-white text-ink-700 hover:border-ink-300 hover:text-ink-900",
                )}
              >
                {tab.label}{" "}
                <span
                  className={cn(
                    "min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs tabular-nums",
                    active ? "bg-lime-400 text-ink-950" : "bg-ink-50 text-ink-500",
                  )}
                >
                  {tab.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
