import { appLoadContext } from "../../lib/app-context.server.ts";
import { absoluteUrl } from "../../lib/seo.ts";
import type { Route } from "./+types/robots";

/** /robots.txt (docs/architecture.md#request-path): everything public is crawlable; the back office and the API are not. */
export function loader({ context }: Route.LoaderArgs) {
  const { site } = context.get(appLoadContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    `Sitemap: ${absoluteUrl(site, "/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
