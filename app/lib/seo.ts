import type { MetaDescriptor } from "react-router";
import { defaultSiteFacts, type SiteFacts } from "./site-facts.ts";

/**
 * Per-page SEO (docs/architecture.md#request-path): one helper builds the title, description, canonical link, Open Graph
 * and Twitter card of a route's `meta`, so every page says the same things the same way.
 * Isomorphic: `meta` runs on the server and in the browser.
 */

export type SeoSite = Pick<SiteFacts, "name" | "url">;

interface SeoImage {
  /** Absolute URL or a path on this site (made absolute here: crawlers need absolute URLs). */
  url: string;
  alt: string;
}

export interface SeoInput {
  site: SeoSite;
  /** The canonical path of the page ("/portfolio"); the canonical URL is site.url + path. */
  path: string;
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

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const { site, description } = input;
  const title = input.fullTitle ? input.title : pageTitle(site, input.title);
  const url = absoluteUrl(site, input.path);
  const image = input.image ? { ...input.image, url: absoluteUrl(site, input.image.url) } : null;

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "pt_BR" },
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
