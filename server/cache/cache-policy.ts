import {
  defaultLocalePaths,
  localeOfPath,
  localePaths,
  pageOfPath,
  pathOfPage,
} from "../../app/lib/locale-paths.ts";
import type { CachedPath, Feature } from "../http/feature.ts";
import type { CacheTag } from "./public-cache.ts";

export interface CachePolicy {
  key: string;
  tags: CacheTag[];
  /** A public page (or its client-side data request), not an API read: a page view. */
  page: boolean;
}

export interface CachePolicies {
  /**
   * Whether a request may be answered from the cache, under which key and depending on which
   * data. Anything not declared (admin, sign-in, session-dependent or write routes) is never
   * cached. Client-side navigations fetch a page's data as `<path>.data` (`/_.data` for `/`):
   * same tags.
   */
  of(method: string, url: URL): CachePolicy | null;
  /**
   * Answers no browser, proxy or CDN may keep (`Cache-Control: no-store`): the staff pages and
   * every API answer other than the declared public reads, which covers the session
   * (`/api/user`, sign-in, sign-out), staff data under `/api/admin` and whatever private route
   * comes next.
   */
  mustNotBeStored(method: string, pathname: string): boolean;
}

// The staff pages and their client-side data requests show messages and subscribers' e-mails.
// Page routes match regardless of case, so `/ADMIN` is a staff page too.
const staffPage = /^\/admin(\/|$)/i;

// Every public page shows the site's facts (header, footer, JSON-LD), which are published
// content: a content publish makes every cached page stale (docs/architecture.md#content).
const siteContentTag = "content";

/** The cache's rules, from the public pages and reads the features declare. */
export function cachePoliciesFor(features: readonly Feature[]): CachePolicies {
  const pageRules: CachedPath[] = features.flatMap((feature) => feature.pages ?? []);
  const apiRules: CachedPath[] = features.flatMap((feature) => feature.reads ?? []);
  return {
    of(method, url) {
      if (method !== "GET" && method !== "HEAD") return null;
      const isApi = url.pathname.startsWith("/api/");
      const path = isApi ? url.pathname : pagePath(url.pathname);
      const rule = (isApi ? apiRules : pageRules).find((candidate) => candidate.path.test(path));
      if (!rule) return null;
      const tags =
        isApi || rule.tags.includes(siteContentTag) ? rule.tags : [...rule.tags, siteContentTag];
      return {
        key: url.pathname + searchWithoutTracking(url),
        tags,
        page: !isApi && !isFile(path),
      };
    },
    mustNotBeStored(method, pathname) {
      if (staffPage.test(pagePath(pathname))) return true;
      if (pathname !== "/api" && !pathname.startsWith("/api/")) return false;
      const publicRead = method === "GET" || method === "HEAD";
      return !publicRead || !apiRules.some((rule) => rule.path.test(pathname));
    },
  };
}

// Ad and campaign markers: read by the ads tag in the browser, never by a render or a read.
const trackingParameter = /^(utm_\w+|gclid|gbraid|wbraid|fbclid|msclkid)$/i;

/**
 * The query string without tracking markers, so each ad click (`?gclid=…` is unique per click)
 * shares the cached page instead of costing a render. Other parameters (`?category=`) change
 * what is rendered and stay in the key.
 */
function searchWithoutTracking(url: URL): string {
  if (!url.search) return "";
  const kept = [...url.searchParams].filter(([name]) => !trackingParameter.test(name));
  return kept.length ? `?${new URLSearchParams(kept)}` : "";
}

// /sitemap.xml and /robots.txt are public but nobody's visit: a page has no file extension.
const isFile = (path: string) => /\.\w+$/.test(path);

function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return inDefaultLocale(pathname);
  const path = pathname.slice(0, -".data".length);
  return inDefaultLocale(path.endsWith("/_") ? path.slice(0, -1) : path);
}

/** A page of another locale (`/en/testimonials`) follows the rules of its pt-BR path. */
function inDefaultLocale(path: string): string {
  if (localeOfPath(path, localePaths).prefix === "") return path;
  const page = pageOfPath(path, localePaths);
  return page ? pathOfPage(page, defaultLocalePaths) : path;
}
