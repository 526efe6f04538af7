/**
 * Which locale a path is in and where the same page lives in another (docs/architecture.md#locales).
 * Pure and isomorphic: app/routes.ts declares every locale's pages from `localePaths`, and the
 * configured ones (SITE_LOCALES) reach the browser with the site's facts.
 */
export interface LocalePaths {
  locale: string;
  /** "" for pt-BR (SPEC's paths); `/en` for English. */
  prefix: string;
  portfolio: string;
  testimonials: string;
  newTestimonial: string;
  privacy: string;
  terms: string;
}

export const defaultLocale = "pt-BR";

/** pt-BR's pages at SPEC's paths, without a prefix (docs/product.md#public-routes). */
export const defaultLocalePaths: LocalePaths = {
  locale: defaultLocale,
  prefix: "",
  portfolio: "portfolio",
  testimonials: "depoimentos",
  newTestimonial: "depoimentos/novo",
  privacy: "politica-de-privacidade",
  terms: "termos-de-servico",
};

/**
 * Every locale the site has pages in, pt-BR first; each also has a catalogue in messages/ and
 * its word in project.inlang/settings.json (a test holds the three together). Which of them a
 * server answers is SITE_LOCALES.
 */
export const localePaths: readonly LocalePaths[] = [
  defaultLocalePaths,
  {
    locale: "en",
    prefix: "/en",
    portfolio: "portfolio",
    testimonials: "testimonials",
    newTestimonial: "testimonials/new",
    privacy: "privacy",
    terms: "terms",
  },
];

type NamedPage = "home" | "portfolio" | "testimonials" | "newTestimonial" | "privacy" | "terms";

/**
 * A public page, whatever its locale's path. A project may have its own slug in some locales
 * (`slugs`, by locale name: its English slug); the others use `slug`.
 */
export type PublicPage =
  | { page: NamedPage }
  | { page: "project"; slug: string; slugs?: Readonly<Record<string, string>> };

/** pt-BR's second paths for two pages (docs/product.md#public-routes). */
const aliases: Record<string, NamedPage> = { privacidade: "privacy", termos: "terms" };

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, "");

/** The locale a path belongs to: the one whose prefix it starts with, else pt-BR. */
export function localeOfPath(pathname: string, table: readonly LocalePaths[]): LocalePaths {
  const prefixed = table.find(
    ({ prefix }) => prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
  return prefixed ?? table.find(({ prefix }) => prefix === "") ?? table[0]!;
}

/** The public page a path shows, or null (another route, or a path no page has). */
export function pageOfPath(pathname: string, table: readonly LocalePaths[]): PublicPage | null {
  const paths = localeOfPath(pathname, table);
  const rest = trimSlashes(pathname.slice(paths.prefix.length));
  if (rest === "") return { page: "home" };
  const named = (["portfolio", "testimonials", "newTestimonial", "privacy", "terms"] as const).find(
    (page) => paths[page] === rest,
  );
  if (named) return { page: named };
  if (paths.prefix === "" && aliases[rest]) return { page: aliases[rest] };
  const slug = rest.startsWith(`${paths.portfolio}/`) ? rest.slice(paths.portfolio.length + 1) : "";
  if (slug !== "" && !slug.includes("/")) return { page: "project", slug };
  return null;
}

/** The path of a page in a locale; a project takes its slug in that locale, else `slug`. */
export function pathOfPage(page: PublicPage, paths: LocalePaths): string {
  const at = (rest: string) => `${paths.prefix}/${rest}`;
  switch (page.page) {
    case "home":
      return paths.prefix || "/";
    case "project":
      return at(`${paths.portfolio}/${page.slugs?.[paths.locale] ?? page.slug}`);
    default:
      return at(paths[page.page]);
  }
}

/**
 * A newsletter mail's link pages (docs/product.md#newsletter-rules): pt-BR's at SPEC's paths,
 * every other locale's under its prefix (app/routes.ts declares them from here).
 */
export function newsletterLinkPath(page: "confirm" | "unsubscribe", paths: LocalePaths): string {
  if (paths.prefix === "") {
    return { confirm: "/newsletter/confirmar", unsubscribe: "/newsletter/cancelar" }[page];
  }
  return `${paths.prefix}/newsletter/${page}`;
}

/** A legal page's link: pt-BR keeps its short paths (docs/product.md#public-routes), others have one. */
export function legalPathOf(page: "privacy" | "terms", paths: LocalePaths): string {
  if (paths.prefix === "") return { privacy: "/privacidade", terms: "/termos" }[page];
  return pathOfPage({ page }, paths);
}
