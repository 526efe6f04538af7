import type { MetaDescriptor } from "react-router";
import { seoMeta, siteFromMatches } from "../../lib/seo.ts";
import type { LegalPageData } from "./legal-page.ts";

/**
 * A legal page's title, description and social card, from its document's SEO fields; no image
 * chosen, no og:image. Without loader data (an error render), the site's name is the title.
 */
export function legalMeta(
  matches: Parameters<typeof siteFromMatches>[0],
  path: string,
  pathname: string,
  page: LegalPageData | undefined,
): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  if (!page) return [{ title: site.name }];
  return seoMeta({
    site,
    path,
    pathname,
    title: page.seo.title,
    description: page.seo.description,
    image: page.seo.image,
  });
}
