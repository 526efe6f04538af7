import type { CacheTag } from "./public-cache.ts";

interface Rule {
  path: RegExp;
  tags: CacheTag[];
}

// The public pages (SPEC 2.1) and public API reads (SPEC 7), each with the data it shows.
// Anything not listed (admin, sign-in, session-dependent or write routes) is never cached.
const pageRules: Rule[] = [
  { path: /^\/$/, tags: ["portfolio", "testimonials"] },
  { path: /^\/portfolio$/, tags: ["portfolio"] },
  { path: /^\/portfolio\/[^/]+$/, tags: ["portfolio"] },
  { path: /^\/depoimentos$/, tags: ["testimonials"] },
  { path: /^\/depoimentos\/novo$/, tags: [] },
  { path: /^\/(politica-de-privacidade|privacidade|termos-de-servico|termos)$/, tags: [] },
  { path: /^\/sitemap\.xml$/, tags: ["portfolio"] },
  { path: /^\/robots\.txt$/, tags: [] },
];

const apiRules: Rule[] = [
  { path: /^\/api\/portfolio(\/[^/]+)?$/, tags: ["portfolio"] },
  { path: /^\/api\/testimonials(\/(top|featured))?$/, tags: ["testimonials"] },
];

export interface CachePolicy {
  key: string;
  tags: CacheTag[];
}

/**
 * Whether a request may be answered from the cache, under which key and depending on which data.
 * Client-side navigations fetch a page's data as `<path>.data` (`/_.data` for `/`): same tags.
 */
export function cachePolicy(method: string, url: URL): CachePolicy | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const isApi = url.pathname.startsWith("/api/");
  const path = isApi ? url.pathname : pagePath(url.pathname);
  const rule = (isApi ? apiRules : pageRules).find((candidate) => candidate.path.test(path));
  if (!rule) return null;
  // No page render reads the query string (filters run in the browser), so `?gclid=…` ad clicks
  // and `?utm_…` links share one cached page. API reads and page data (`?_routes=`) depend on it.
  const keepsQuery = isApi || path !== url.pathname;
  return { key: keepsQuery ? url.pathname + url.search : url.pathname, tags: rule.tags };
}

function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const path = pathname.slice(0, -".data".length);
  return path.endsWith("/_") ? path.slice(0, -1) : path;
}
