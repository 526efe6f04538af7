import { listPublicProjects } from "../../features/portfolio/portfolio.server.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { errorForLog } from "../../lib/error-log.ts";
import { type PublicPage, pathOfPage } from "../../lib/locale-paths.ts";
import { absoluteUrl } from "../../lib/seo.ts";
import type { SiteFacts } from "../../lib/site-facts.ts";
import type { Route } from "./+types/sitemap";

/** The public pages (the short legal aliases are not listed), in every configured locale. */
export const publicSitemapPages: PublicPage[] = [
  { page: "home" },
  { page: "portfolio" },
  { page: "testimonials" },
  { page: "newTestimonial" },
  { page: "privacy" },
  { page: "terms" },
];

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * One `<url>` per locale of a page, each naming every version with `xhtml:link` (itself and
 * x-default, pt-BR's, included), as search engines ask of alternates (docs/architecture.md#locales).
 */
function pageEntries(site: SiteFacts, page: PublicPage, lastmod?: string): string[] {
  const urls = site.locales.map((paths) => ({
    locale: paths.locale,
    url: absoluteUrl(site, pathOfPage(page, paths)),
  }));
  const alternates =
    urls.length < 2
      ? []
      : [...urls, { locale: "x-default", url: urls[0]!.url }].map(
          ({ locale, url }) =>
            `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(url)}"/>`,
        );
  return urls.map(({ url }) => {
    const parts = [`    <loc>${escapeXml(url)}</loc>`, ...alternates];
    if (lastmod) parts.push(`    <lastmod>${escapeXml(lastmod)}</lastmod>`);
    return `  <url>\n${parts.join("\n")}\n  </url>`;
  });
}

/** /sitemap.xml (docs/architecture.md#request-path): every public route plus every active project, lastmod = updatedAt. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, site } = context.get(appLoadContext);
  let projects: Awaited<ReturnType<typeof listPublicProjects>>;
  try {
    projects = await listPublicProjects(db);
  } catch (error) {
    // A sitemap without the projects would tell crawlers they are gone: ask them to come back.
    console.error("sitemap: projects failed to load", errorForLog(error));
    return new Response("Sitemap indisponível no momento.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300" },
    });
  }

  const entries = [
    ...publicSitemapPages.flatMap((page) => pageEntries(site, page)),
    ...projects.flatMap((project) =>
      pageEntries(
        site,
        {
          page: "project",
          slug: encodeURIComponent(project.slug),
          // The English pages' address is the English slug, when the project has one.
          ...(project.slugEn ? { slugs: { en: encodeURIComponent(project.slugEn) } } : {}),
        },
        new Date(project.updatedAt).toISOString(),
      ),
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
