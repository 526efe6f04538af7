import type { MetaDescriptor } from "react-router";
import { og_locale } from "../paraglide/messages.js";
import { asLocale } from "./locale.ts";
import { defaultLocalePaths, localeOfPath, pageOfPath, pathOfPage } from "./locale-paths.ts";
import { defaultSiteFacts, type SiteFacts } from "./site-facts.ts";

/**
 * Per-page SEO (docs/architecture.md#request-path): one helper builds the title, description, canonical link, Open Graph
 * and Twitter card of a route's `meta`, so every page says the same things the same way.
 * Isomorphic: `meta` runs on the server and in the browser.
 */

export type SeoSite = Pick<SiteFacts, "name" | "url"> & Partial<Pick<SiteFacts, "locales">>;

interface SeoImage {
  /** Absolute URL or a path on this site (made absolute here: crawlers need absolute URLs). */
  url: string;
  alt: string;
}

export interface SeoInput {
  site: SeoSite;
  /** The page's pt-BR path ("/portfolio"), which names it in every locale. */
  path: string;
  /**
   * The path asked for (`location.pathname` in `meta`): which locale's version this is. The
   * canonical link is that version, and every configured locale's is an alternate.
   */
  pathname?: string;
  /** A project's slug per locale (its English one), for its other languages' addresses. */
  slugs?: Readonly<Record<string, string>>;
  /** The page's own title; the agency name is appended unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  description: string;
  image?: SeoImage | null;
  type?: "website" | "article";
  noindex?: boolean;
}

/** The site's address without a trailing slash, whatever the configuration wrote. */
export function siteOrigin(site: SeoSite): string {
  return site.url.replace(/\/+$/, "");
}

/** `pathOrUrl` as an absolute URL on the site (already absolute addresses stay as they are). */
export function absoluteUrl(site: SeoSite, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`;
  return `${siteOrigin(site)}${path}`;
}

function pageTitle(site: SeoSite, title: string): string {
  return `${title} | ${site.name}`;
}

/** The page in each configured locale, the one asked for first (docs/architecture.md#locales). */
function versions({ site, path, pathname = path, slugs }: SeoInput) {
  const locales = site.locales ?? [defaultLocalePaths];
  const current = localeOfPath(pathname, locales);
  const named = pageOfPath(path, [defaultLocalePaths]);
  const page = named?.page === "project" && slugs ? { ...named, slugs } : named;
  if (!page) return [{ locale: current.locale, url: absoluteUrl(site, pathname) }];
  return [current, ...locales.filter((paths) => paths !== current)].map((paths) => ({
    locale: paths.locale,
    url: absoluteUrl(site, pathOfPage(page, paths)),
  }));
}

const ogLocale = (locale: string) => og_locale({}, { locale: asLocale(locale) });

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const { site, description } = input;
  const title = input.fullTitle ? input.title : pageTitle(site, input.title);
  const [self, ...others] = versions(input);
  const url = self!.url;
  const image = input.image ? { ...input.image, url: absoluteUrl(site, input.image.url) } : null;

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: ogLocale(self!.locale) },
    ...others.map(({ locale }) => ({ property: "og:locale:alternate", content: ogLocale(locale) })),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (image) {
    tags.push(
      { property: "og:image", content: image.url },
      { property: "og:image:alt", content: image.alt },
      { name: "twitter:image", content: image.url },
      { name: "twitter:image:alt", content: image.alt },
    );
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  else if (others.length > 0) {
    // Each version names all of them, itself included; x-default is pt-BR's, the site's default.
    for (const { locale, url: href } of [self!, ...others]) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: locale, href });
    }
    const fallback = [self!, ...others].find(({ locale }) => locale === defaultLocalePaths.locale);
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: fallback!.url });
  }
  return tags;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/**
 * The agency facts the root loader exposes, read from `meta`'s matches. Falls back to the
 * defaults so a page's meta never throws when the root data is missing (error renders).
 */
export function siteFromMatches(matches: readonly (MatchLike | undefined)[]): SiteFacts {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { site?: SiteFacts }
    | undefined;
  return root?.site ?? defaultSiteFacts;
}

/** A description cut on a word boundary to the ~160 characters search results show. */
export function truncateDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, "")}…`;
}
