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
  return { key: url.pathname + searchWithoutTracking(url), tags: rule.tags };
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

function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const path = pathname.slice(0, -".data".length);
  return path.endsWith("/_") ? path.slice(0, -1) : path;
}
