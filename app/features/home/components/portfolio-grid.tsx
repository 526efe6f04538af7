import { useState } from "react";
import { cn } from "../../../lib/cn.ts";
import { ProjectCard, type ProjectSummary } from "../../portfolio/index.ts";
import {
  categoryFilterLabel,
  countHomeFilters,
  effectiveHomeFilter,
  type HomeFilter,
  homeFilterOrder,
  homeProjects,
} from "../portfolio-filter.ts";
import { homeTexts } from "../texts.ts";
import { StateMessage } from "./portfolio-state-message.tsx";

/** The chips and the grid (docs/product.md#data-rules): starts at 'all' (featured); an empty chip falls back. */
export function PortfolioGrid({ projects }: { projects: ProjectSummary[] }) {
  const [chosen, setChosen] = useState<HomeFilter>("all");
  const counts = countHomeFilters(projects);
  const filter = effectiveHomeFilter(chosen, counts);
  if (!filter) return <StateMessage>{homeTexts.portfolioEmpty}</StateMessage>;
  const shown = homeProjects(projects, filter);

  return (
    <>
      <fieldset className="mt-10 flex flex-wrap gap-2">
        <legend className="sr-only">Filtrar projetos por categoria</legend>
        {homeFilterOrder
          .filter((value) => counts[value] > 0)
          .map((value) => {
            const selected = value === filter;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={selected}
                onClick={() => setChosen(value)}
                className={cn(
                  "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors",
                  selected
                    ? "border-ink-900 bg-ink-900 text-white"
                    : "border-ink-100 bg-white text-ink-700 hover:border-ink-300",
                )}
              >
                {categoryFilterLabel(value)}
                <span
                  className={cn(
                    "min-w-6 rounded-full px-1.5 py-0.5 text-xs font-semibold tabular-nums",
                    selected ? "bg-lime-400 text-ink-950" : "bg-ink-50 text-ink-500",
                  )}
                >
                  {counts[value]}
                </span>
              </button>
            );
          })}
      </fieldset>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </>
  );
}
