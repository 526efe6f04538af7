import { Suspense, useEffect } from "react";
import {
  Await,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useSearchParams,
} from "react-router";
import { PageHero } from "../../components/layout/page-hero.tsx";
import { homePageSeo } from "../../features/content/index.server.ts";
import { readPageSeo, seoFields } from "../../features/content/index.ts";
import { portfolioApi } from "../../features/portfolio/api.ts";
import {
  CategoryTabs,
  countCategories,
} from "../../features/portfolio/components/category-tabs.tsx";
import { PortfolioSkeleton } from "../../features/portfolio/components/portfolio-skeleton.tsx";
import {
  PortfolioEmpty,
  PortfolioError,
} from "../../features/portfolio/components/portfolio-states.tsx";
import { cardSizes, ProjectCard } from "../../features/portfolio/components/project-card.tsx";
import { summariesWithPictures } from "../../features/portfolio/pictures.server.ts";
import { listPublicProjects } from "../../features/portfolio/portfolio.server.ts";
import {
  type Project,
  type ProjectSummary,
  toProjectSummary,
} from "../../features/portfolio/types.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { localeOfPathname, useLocale } from "../../lib/locale.ts";
import { categoryLabel, normalizeCategory, sameCategory } from "../../lib/project-categories.ts";
import { seoMeta, siteFromMatches } from "../../lib/seo.ts";
import { type Settled, settle } from "../../lib/settle.ts";
import { m } from "../../paraglide/messages.js";
import type { Route } from "./+types/portfolio";

type ProjectsResult = Settled<ProjectSummary[]>;

// Only what the cards show travels to the browser inside the page (the server adds the library
// covers' picture facts; a client navigation shows the stored address as a plain image).
const summaries = (projects: Project[]) => projects.map(toProjectSummary);

/**
 * On the server the page is rendered with its projects, straight from the service, and its SEO
 * from the home document (docs/product.md#content).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const load = context.get(appLoadContext);
  const [settled, seo] = await Promise.all([
    settle(
      "portfolio: projects",
      async () => summariesWithPictures(load.db, await listPublicProjects(load.db)),
      load.markUncacheable,
    ),
    homePageSeo(load, "portfolio"),
  ]);
  // Typed as the client loader's, which hands the list over while it loads.
  const result: ProjectsResult | Promise<ProjectsResult> = settled;
  return { result, seo };
}

/**
 * In the browser, navigating here shows the page at once with the product reference's 8 skeleton cards while
 * the projects arrive from the public API (the promise is awaited by <Await> below).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const result: ProjectsResult | Promise<ProjectsResult> = settle("portfolio: projects", async () =>
    summaries(await portfolioApi.call("GET /portfolio", {})),
  );
  return {
    result,
    seo: await readPageSeo("portfolio", localeOfPathname(new URL(request.url).pathname)),
  };
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

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const site = siteFromMatches(matches);
  return seoMeta({
    site,
    path: "/portfolio",
    pathname: location.pathname,
    ...seoFields(loaderData?.seo, site.name),
  });
};

export default function PortfolioRoute() {
  const { result } = useLoaderData<typeof clientLoader>();
  const locale = useLocale();
  return (
    <>
      <PageHero
        eyebrow={m.portfolio_eyebrow({}, { locale })}
        title={m.portfolio_title({}, { locale })}
        description={<p>{m.portfolio_intro({}, { locale })}</p>}
      />
      <section
        aria-label={m.portfolio_projects_label({}, { locale })}
        className="bg-ink-50 py-14 sm:py-20"
      >
        <div className="mx-auto max-w-7xl px-6">
          <Suspense fallback={<PortfolioSkeleton />}>
            <Await resolve={result} errorElement={<PortfolioError />}>
              {(settled) =>
                settled.failed ? <PortfolioError /> : <PortfolioBrowser projects={settled.data} />
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
  const locale = useLocale();
  const requested = searchParams.get("category");
  const selected = requested === null ? null : normalizeCategory(requested);

  // Only known categories stay in the address: the other spelling becomes ours, and an unknown
  // value or 'all' is dropped (docs/product.md#public-site). The page already shows the right thing meanwhile.
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

  const tabs = countCategories(projects, locale);
  const shown = selected ? projects.filter((p) => sameCategory(p.category, selected)) : projects;

  return (
    <>
      <CategoryTabs tabs={tabs} selected={selected} />
      <div className="mt-10">
        {shown.length === 0 ? (
          <PortfolioEmpty categoryLabel={categoryLabel(selected ?? "", locale)} />
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {shown.map((project, position) => (
              <li key={project.id} className="flex min-w-0">
                <ProjectCard
                  project={project}
                  priority={position === 0}
                  headingLevel="h2"
                  sizes={cardSizes.portfolio}
                  className="drawn-when-near w-full [--drawn-height:27rem]"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
