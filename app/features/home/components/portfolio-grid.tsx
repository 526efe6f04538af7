import { type MouseEvent, memo, useDeferredValue, useState } from "react";
import { useSearchParams } from "react-router";
import { cn } from "../../../lib/cn.ts";
import { usePageLocale } from "../../../lib/locale.ts";
import { ProjectCard, type ProjectSummary } from "../../portfolio/index.ts";
import {
  categoryFilterLabel,
  countHomeFilters,
  effectiveHomeFilter,
  type HomeFilter,
  homeFilterFromQuery,
  homeFilterHref,
  homeFilterOrder,
  homeProjects,
} from "../portfolio-filter.ts";
import { homeTexts } from "../texts.ts";
import { StateMessage } from "./portfolio-state-message.tsx";

/**
 * The chips and the grid (docs/product.md#data-rules): starts at the chip the address names
 * (`?category=`, else 'all': featured); an empty chip falls back. Each chip is a link to the home
 * with that chip chosen, so it works from the server's HTML, before the page's scripts and without
 * them; once hydrated, a plain click filters in place instead of loading the page again.
 */
export function PortfolioGrid({ projects }: { projects: ProjectSummary[] }) {
  const { locale, home } = usePageLocale();
  const texts = homeTexts(locale);
  const [searchParams] = useSearchParams();
  const [chosen, setChosen] = useState<HomeFilter>(() =>
    homeFilterFromQuery(searchParams.get("category")),
  );
  const counts = countHomeFilters(projects);
  const filter = effectiveHomeFilter(chosen, counts);
  // The chip answers the tap at once; the cards follow in a render of their own, which React
  // may interrupt (decision 0053).
  const cardsFilter = useDeferredValue(filter);
  if (!filter) return <StateMessage>{texts.portfolioEmpty}</StateMessage>;

  const choose = (event: MouseEvent<HTMLAnchorElement>, value: HomeFilter) => {
    // Modified clicks keep the browser's meaning (new tab, new window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    setChosen(value);
    // The address follows the chip, so a reload or a shared link shows it; not as a router
    // navigation, which would read the page's data again for a filter of what is in hand.
    const url = new URL(homeFilterHref(value, home), window.location.href);
    url.hash = window.location.hash;
    window.history.replaceState(window.history.state, "", url);
  };

  return (
    <>
      <nav aria-label="Filtrar projetos por categoria" className="mt-10">
        <ul className="flex flex-wrap gap-2">
          {homeFilterOrder
            .filter((value) => counts[value] > 0)
            .map((value) => {
              const selected = value === filter;
              return (
                <li key={value}>
                  <a
                    href={homeFilterHref(value, home)}
                    aria-current={selected ? "true" : undefined}
                    onClick={(event) => choose(event, value)}
                    className={cn(
                      "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors",
                      selected
                        ? "border-ink-900 bg-ink-900 text-white"
                        : "border-ink-100 bg-white text-ink-700 hover:border-ink-300 hover:text-ink-900",
                    )}
                  >
                    {categoryFilterLabel(value, locale)}
                    <span
                      className={cn(
                        "min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-semibold tabular-nums",
                        selected ? "bg-lime-400 text-ink-950" : "bg-ink-50 text-ink-500",
                      )}
                    >
                      {counts[value]}
                    </span>
                  </a>
                </li>
              );
            })}
        </ul>
      </nav>
      <ProjectCards projects={projects} filter={cardsFilter ?? filter} />
    </>
  );
}

/** The grid of one chip's projects: rendered again only when the chip or the projects change. */
const ProjectCards = memo(function ProjectCards({
  projects,
  filter,
}: {
  projects: ProjectSummary[];
  filter: HomeFilter;
}) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {homeProjects(projects, filter).map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
});
