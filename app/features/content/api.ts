import { apiFor } from "../../lib/api-client.ts";
import type { contentEndpoints } from "./api.server.ts";
import type { ContentLocale, HomeContent } from "./documents.ts";
import { type PageSeo, pageSeo, type ShownHome } from "./shown.ts";

/** The screens' typed calls to the content endpoints (docs/architecture.md#adding-a-feature). */
export const contentApi = apiFor<typeof contentEndpoints>();

/**
 * The home document as the public pages in `locale` show it, from its public read (cached until
 * the next publish): the published one, or the draft of a preview link's `previa`.
 */
export async function readShownHome(
  locale: ContentLocale,
  previa?: string | null,
): Promise<ShownHome> {
  const query = previa ? { locale, previa } : { locale };
  const home = await contentApi.call("GET /content/home", { query });
  // The read answers the home document with its pictures (its declared schema is a record).
  return home as unknown as ShownHome;
}

/**
 * A public page's SEO for a client-side navigation; null when the read fails, so the page still
 * shows (its title is then the site's name).
 */
export async function readPageSeo(
  page: keyof HomeContent["seo"],
  locale: ContentLocale,
): Promise<PageSeo | null> {
  try {
    return pageSeo((await readShownHome(locale)).seo[page]);
  } catch {
    return null;
  }
}
