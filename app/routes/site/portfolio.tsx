import { Suspense, useEffect } from "react";
import {
  Await,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useSearchParams,
} from "react-router";
import { PageHero } from "../../components/layout/page-hero";
import {
  categoryLabel,
  normalizeCategory,
  sameCategory,
} from "../../features/portfolio/categories";
import { CategoryTabs, countCategories } from "../../features/portfolio/components/category-tabs";
import { PortfolioSkeleton } from "../../features/portfolio/components/portfolio-skeleton";
import {
  PortfolioEmpty,
  PortfolioError,
} from "../../features/portfolio/components/portfolio-states";
import { portfolioTexts } from "../../features/portfolio/components/portfolio-texts";
import { ProjectCard } from "../../features/portfolio/components/project-card";
import { listPublicProjects } from "../../features/portfolio/portfolio.server";
import {
  type Project,
  type ProjectSummary,
  toProjectSummary,
} from "../../features/portfolio/types";
import { apiData } from "../../lib/api-client";
import { appLoadContext } from "../../lib/app-context.server";
import { seoMeta, siteFromMatches } from "../../lib/seo";
import type { Route } from "./+types/portfolio";

type ProjectsResult = { failed: false; projects: ProjectSummary[] } | { failed: true };

/** SPEC's failure state instead of an error page; only the server logs (the browser shows it). */
async function settle(
  load: () => Promise<Project[]>,
  log?: (error: unknown) => void,
): Promise<ProjectsResult> {
  try {
    // Only what the cards show travels to the browser inside the page.
    return { failed: false, projects: (await load()).map(toProjectSummary) };
  } catch (error) {
    log?.(error);
    return { failed: true };
  }
}

/** On the server the page is rendered with its projects, straight from the service. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, markUncacheable } = context.get(appLoadContext);
  const result: ProjectsResult | Promise<ProjectsResult> = await settle(
    () => listPublicProjects(db),
    (error) => {
      console.error("portfolio: projects failed to load", error);
      markUncacheable();
    },
  );
  return { result };
}

/**
 * In the browser, navigating here shows the page at once with SPEC's 8 skeleton cards while
 * the projects arrive from the public API (the promise is awaited by <Await> below).
 */
export function clientLoader() {
  const result: ProjectsResult | Promise<ProjectsResult> = settle(() =>
    apiData<Project[]>("/api/portfolio"),
  );
  return { result };
}

// The category filter only changes the search string: the projects already in hand serve it.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    site: siteFromMatches(matches),
    path: "/portfolio",
    title: "Portfólio",
    description:
      "Conheça sites, landing pages, lojas virtuais, aplicativos e plataformas web desenvolvidos pela Nexo Digital para empresas do Brasil e da Suíça.",
  });

export default function PortfolioRoute() {
  const { result } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <PageHero
        eyebrow={portfolioTexts.eyebrow}
        title={portfolioTexts.title}
        description={<p>{portfolioTexts.intro}</p>}
      />
      <section aria-label="Projetos" className="bg-ink-50 py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-6">
          <Suspense fallback={<PortfolioSkeleton />}>
            <Await resolve={result} errorElement={<PortfolioError />}>
              {(settled) =>
                settled.failed ? (
                  <PortfolioError />
                ) : (
                  <PortfolioBrowser projects={settled.projects} />
                )
              }
            </Await>
          </Suspense>
        </div>
      </section>
    </>
  );
}

function PortfolioBrowser({ projects }: { projects: ProjectSummary[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("category");
  const selected = requested === null ? null : normalizeCategory(requested);

  // Only known categories stay in the address: the other spelling becomes ours, and an unknown
  // value or 'all' is dropped (SPEC 2.5). The page already shows the right thing meanwhile.
  useEffect(() => {
    if (requested === null || requested === selected) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (selected) next.set("category", selected);
        else next.delete("category");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [requested, selected, setSearchParams]);

  if (projects.length === 0) return <PortfolioEmpty />;

  const tabs = countCategories(projects);
  const shown = selected ? projects.filter((p) => sameCategory(p.category, selected)) : projects;

  return (
    <>
      <CategoryTabs tabs={tabs} selected={selected} />
      <div className="mt-10">
        {shown.length === 0 ? (
          <PortfolioEmpty categoryLabel={categoryLabel(selected ?? "")} />
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {shown.map((project, position) => (
              <li key={project.id} className="flex min-w-0">
                <ProjectCard
                  project={project}
                  priority={position === 0}
                  headingLevel="h2"
                  className="w-full"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
