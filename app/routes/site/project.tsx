import { ArrowLeft, ArrowUpRight, CalendarDays, SearchX, Tag } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect, useLoaderData } from "react-router";
import { PageHero } from "../../components/layout/page-hero.tsx";
import { Button } from "../../components/ui/button.tsx";
import { portfolioApi } from "../../features/portfolio/api.ts";
import { formatProjectDate } from "../../features/portfolio/components/portfolio-texts.ts";
import {
  galleryImages,
  ProjectGallery,
} from "../../features/portfolio/components/project-gallery.tsx";
import { localizedProject, projectSlug, projectSlugs } from "../../features/portfolio/localized.ts";
import { projectPictures } from "../../features/portfolio/pictures.server.ts";
import { getPublicProjectBySlug } from "../../features/portfolio/portfolio.server.ts";
import type { Project } from "../../features/portfolio/types.ts";
import { ApiError } from "../../lib/api-client.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { isDataException } from "../../lib/database-errors.ts";
import { errorForLog } from "../../lib/error-log.ts";
import { HttpError } from "../../lib/http-error.ts";
import { projectJsonLd } from "../../lib/json-ld.ts";
import { asLocale, type Locale, useLocale, usePageLocale } from "../../lib/locale.ts";
import { localeOfPath, localePaths, pathOfPage } from "../../lib/locale-paths.ts";
import type { PictureMap } from "../../lib/picture.ts";
import { categoryLabel } from "../../lib/project-categories.ts";
import { seoMeta, siteFromMatches, truncateDescription } from "../../lib/seo.ts";
import { m } from "../../paraglide/messages.js";
import type { Route } from "./+types/project";

/** What a missing project's response carries; the ErrorBoundary below shows the page's own texts. */
const notFoundTitle = (request: Request) =>
  m.portfolio_not_found_title({}, { locale: localeOfRequest(request) });

function localeOfRequest(request: Request): Locale {
  return asLocale(localeOfPath(new URL(request.url).pathname, localePaths).locale);
}

/**
 * docs/product.md#portfolio-english: each language has the project at its own slug (the English one,
 * when the project has one, on English pages). The other language's slug answers 301 to it.
 */
function toOwnSlug(request: Request, slug: string, project: Project) {
  const locale = localeOfRequest(request);
  const own = projectSlug(project, locale);
  if (own === slug) return;
  const paths = localeOfPath(new URL(request.url).pathname, localePaths);
  throw redirect(pathOfPage({ page: "project", slug: own }, paths), 301);
}

/** Which slug a page's address names first: its own language's. */
const preferredSlug = (request: Request) =>
  localeOfRequest(request) === "en" ? ("slugEn" as const) : ("slug" as const);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db } = context.get(appLoadContext);
  let project: Project;
  try {
    project = await getPublicProjectBySlug(db, params.slug, preferredSlug(request));
  } catch (error) {
    // Unknown, inactive or malformed (refused by the slug rule, or a value the database could
    // not take): a real 404, so crawlers drop the address. Anything else is ours (500); both
    // show the product reference's 'Projeto não encontrado' through the ErrorBoundary below.
    if (error instanceof HttpError && error.status === 404) {
      throw data(notFoundTitle(request), { status: 404 });
    }
    if (isDataException(error)) {
      console.warn("project: slug refused by the database", errorForLog(error));
      throw data(notFoundTitle(request), { status: 404 });
    }
    console.error("project: failed to load", errorForLog(error));
    throw data(notFoundTitle(request), { status: 500 });
  }
  toOwnSlug(request, params.slug, project);
  // The language switcher takes the project's slug in each language from here.
  return {
    project,
    projectSlugs: projectSlugs(project),
    pictures: await projectPictures(db, project),
  };
}

/**
 * Client navigation reads the same project from the public API: one cached JSON read instead of
 * a server render. Unknown, inactive or failed all end in the ErrorBoundary, as on the server.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  let project: Project;
  try {
    project = await portfolioApi.call("GET /portfolio/{slug}", { params: { slug: params.slug } });
  } catch (error) {
    // The API refuses a slug with control characters as bad input (400): no such project.
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    const status = missing ? 404 : 500;
    throw data(notFoundTitle(request), { status });
  }
  toOwnSlug(request, params.slug, project);
  // Picture facts come with the server render only: here the stored addresses show as plain images.
  const pictures: PictureMap = {};
  return { project, projectSlugs: projectSlugs(project), pictures };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches, params }) => {
  const site = siteFromMatches(matches);
  const locale = asLocale(localeOfPath(location.pathname, site.locales).locale);
  const project = loaderData?.project && localizedProject(loaderData.project, locale);
  if (!project || !loaderData) {
    return seoMeta({
      site,
      path: `/portfolio/${params.slug}`,
      pathname: location.pathname,
      title: m.portfolio_not_found_title({}, { locale }),
      description: m.portfolio_not_found_description({}, { locale }),
      noindex: true,
    });
  }
  const cover = project.imageUrl || project.images[0]?.imageUrl;
  // A library image's social card is its 1200×630 crop (docs/product.md#media).
  const social = cover ? (loaderData.pictures[cover]?.social ?? cover) : null;
  return [
    ...seoMeta({
      site,
      path: `/portfolio/${loaderData.project.slug}`,
      slugs: loaderData.projectSlugs,
      pathname: location.pathname,
      title: `${project.title} · ${categoryLabel(project.category, locale)}`,
      description: truncateDescription(project.description),
      image: social ? { url: social, alt: project.title } : null,
      type: "article",
    }),
    { "script:ld+json": projectJsonLd(site, location.pathname, project) as never },
  ];
};

export default function ProjectRoute() {
  const { project: stored, pictures } = useLoaderData<typeof clientLoader>();
  const { locale, home } = usePageLocale();
  const project = localizedProject(stored, locale);
  const date = formatProjectDate(project.projectDate, locale);

  return (
    <>
      <PageHero
        before={<BackLink />}
        eyebrow={categoryLabel(project.category, locale)}
        title={project.title}
      >
        <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
          {date && (
            <p className="inline-flex items-center gap-2 text-sm text-ink-300">
              <CalendarDays className="size-4 text-lime-400" aria-hidden />
              <time dateTime={project.projectDate}>{date}</time>
            </p>
          )}
          {project.projectUrl && (
            <Button asChild variant="lime" size="md">
              <a href={project.projectUrl} target="_blank" rel="noopener noreferrer">
                {m.portfolio_visit_project({}, { locale })}
                <ArrowUpRight className="size-4" aria-hidden />
                <span className="sr-only">{m.portfolio_new_tab({}, { locale })}</span>
              </a>
            </Button>
          )}
        </div>
      </PageHero>

      <div className="bg-ink-50 pt-10 pb-16 sm:pt-14 sm:pb-24">
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
          <ProjectGallery images={galleryImages(project, pictures)} title={project.title} />

          <div className="grid content-start gap-6">
            <section
              aria-labelledby="about-project"
              className="rounded-[var(--radius-card)] bg-white p-6 shadow-card"
            >
              <h2 id="about-project" className="text-lg font-semibold text-ink-900">
                {m.portfolio_about({}, { locale })}
              </h2>
              <p className="mt-3 leading-relaxed whitespace-pre-line text-ink-700">
                {project.description}
              </p>
              <dl className="mt-6 grid gap-4 border-t border-ink-100 pt-6 text-sm">
                <div className="flex items-center justify-between gap-4">
                  <dt className="inline-flex items-center gap-2 text-ink-500">
                    <Tag className="size-4" aria-hidden />
                    {m.portfolio_category({}, { locale })}
                  </dt>
                  <dd className="font-medium text-ink-900">
                    {categoryLabel(project.category, locale)}
                  </dd>
                </div>
                {date && (
                  <div className="flex items-center justify-between gap-4">
                    <dt className="inline-flex items-center gap-2 text-ink-500">
                      <CalendarDays className="size-4" aria-hidden />
                      {m.portfolio_date({}, { locale })}
                    </dt>
                    <dd className="font-medium text-ink-900">{date}</dd>
                  </div>
                )}
              </dl>
            </section>

            <div className="rounded-[var(--radius-card)] bg-ink-950 p-6 text-white shadow-card">
              <h2 className="text-lg font-semibold">{m.portfolio_cta_title({}, { locale })}</h2>
              <p className="mt-2 text-sm leading-relaxed text-ink-300">
                {m.portfolio_cta_description({}, { locale })}
              </p>
              <Button asChild variant="primary" className="mt-5 w-full">
                <Link to={`${home}#contato`}>{m.portfolio_cta_button({}, { locale })}</Link>
              </Button>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

function BackLink({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { locale, paths } = usePageLocale();
  return (
    <Link
      to={pathOfPage({ page: "portfolio" }, paths)}
      className={
        tone === "dark"
          ? "inline-flex items-center gap-2 text-sm font-medium text-ink-300 hover:text-white"
          : "inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:text-brand-600"
      }
    >
      <ArrowLeft className="size-4" aria-hidden />
      {m.portfolio_back({}, { locale })}
    </Link>
  );
}

/** docs/product.md#public-site: an unknown, inactive or failed project reads 'Projeto não encontrado'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  const locale = useLocale();
  return (
    <section className="bg-ink-50 px-6 pt-36 pb-24 sm:pt-44">
      <div className="mx-auto grid max-w-lg justify-items-center rounded-[var(--radius-card)] bg-white px-8 py-14 text-center shadow-card">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700">
          <SearchX className="size-7" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-semibold text-ink-900">
          {m.portfolio_not_found_title({}, { locale })}
        </h1>
        <p className="mt-2 text-ink-500">{m.portfolio_not_found_description({}, { locale })}</p>
        <div className="mt-6">
          <BackLink tone="light" />
        </div>
      </div>
    </section>
  );
}
