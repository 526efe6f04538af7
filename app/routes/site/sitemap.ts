import { privacyPath, termsPath } from "../../features/legal/legal-texts.ts";
import { listPublicProjects } from "../../features/portfolio/portfolio.server.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { errorForLog } from "../../lib/error-log.ts";
import { absoluteUrl } from "../../lib/seo.ts";
import type { Route } from "./+types/sitemap";

/** The public pages, by their canonical paths (the short legal aliases are not listed). */
export const publicSitemapPaths = [
  "/",
  "/portfolio",
  "/depoimentos",
  "/depoimentos/novo",
  privacyPath,
  termsPath,
] as const;

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function urlEntry(loc: string, lastmod?: string): string {
  const parts = [`    <loc>${escapeXml(loc)}</loc>`];
  if (lastmod) parts.push(`    <lastmod>${escapeXml(lastmod)}</lastmod>`);
  return `  <url>\n${parts.join("\n")}\n  </url>`;
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
    ...publicSitemapPaths.map((path) => urlEntry(absoluteUrl(site, path))),
    ...projects.map((project) =>
      urlEntry(
        absoluteUrl(site, `/portfolio/${encodeURIComponent(project.slug)}`),
        new Date(project.updatedAt).toISOString(),
      ),
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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
