import { ArrowRight } from "lucide-react";
import { lazy, Suspense } from "react";
import { Await, Link } from "react-router";
import { usePageLocale } from "../../../lib/locale.ts";
import { pathOfPage } from "../../../lib/locale-paths.ts";
import type { ShownHome } from "../../content/index.ts";
import { HOME_PORTFOLIO_LIMIT, homeTexts } from "../texts.ts";
import type { HomeProjects } from "../types.ts";
import { StateMessage } from "./portfolio-state-message.tsx";
import { Reveal } from "./reveal.tsx";
import { SectionHeading } from "./section-heading.tsx";

// Below the fold: the chips and cards are a chunk of their own, not part of the page's first
// load (docs/architecture.md#performance-budgets). The server renders them; the browser shows that HTML until it arrives.
const PortfolioGrid = lazy(() =>
  import("./portfolio-grid.tsx").then((module) => ({ default: module.PortfolioGrid })),
);

const skeletonKeys = Array.from({ length: HOME_PORTFOLIO_LIMIT }, (_, i) => `skeleton-${i}`);

/** docs/product.md#constants: 6 skeleton cards while the projects load. */
function PortfolioSkeleton() {
  return (
    <div role="status" aria-label="Carregando projetos" className="mt-12">
      <div aria-hidden className="flex gap-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-10 w-28 animate-pulse rounded-full bg-ink-100" />
        ))}
      </div>
      <ul aria-hidden className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {skeletonKeys.map((key) => (
          <li
            key={key}
            data-testid="portfolio-skeleton"
            className="overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white"
          >
            <div className="aspect-[4/3] animate-pulse bg-ink-100" />
            <div className="grid gap-3 p-6">
              <div className="h-5 w-2/3 animate-pulse rounded bg-ink-100" />
              <div className="h-4 w-full animate-pulse rounded bg-ink-50" />
              <div className="h-4 w-4/5 animate-pulse rounded bg-ink-50" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** docs/product.md#home portfolio (#portfolio): its heading, chips, up to 6 cards, link to /portfolio. */
export function PortfolioSection({
  heading,
  projects,
}: {
  heading: ShownHome["portfolio"];
  projects: HomeProjects | Promise<HomeProjects>;
}) {
  const { locale, paths } = usePageLocale();
  const texts = homeTexts(locale);
  return (
    <section
      id="portfolio"
      aria-labelledby="portfolio-titulo"
      className="bg-white py-20 outline-none sm:py-28 drawn-when-near [--drawn-height:218rem] lg:[--drawn-height:95rem]"
    >
      <div className="mx-auto max-w-7xl px-6">
        <Reveal className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="portfolio-titulo"
            eyebrow={heading.eyebrow}
            title={heading.heading}
            lead={heading.lead}
          />
          <Link
            to={pathOfPage({ page: "portfolio" }, paths)}
            className="inline-flex h-12 shrink-0 items-center gap-2 self-start rounded-full border border-ink-900 px-6 text-sm font-semibold text-ink-900 transition-colors hover:bg-ink-900 hover:text-white lg:self-auto"
          >
            {texts.portfolioAll}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </Reveal>
        <Suspense fallback={<PortfolioSkeleton />}>
          <Await resolve={projects}>
            {(result) =>
              result.failed ? (
                <StateMessage>{texts.portfolioError}</StateMessage>
              ) : (
                <PortfolioGrid projects={result.data} />
              )
            }
          </Await>
        </Suspense>
      </div>
    </section>
  );
}
