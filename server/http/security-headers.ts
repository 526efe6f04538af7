import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

// Google Ads needs these only when an ads id is configured (docs/architecture.md#request-path, LGPD).
const adsHosts = [
  "https://www.googletagmanager.com",
  "https://www.googleadservices.com",
  "https://googleads.g.doubleclick.net",
  "https://www.google.com",
];

export interface CspOptions {
  ads: boolean;
  dev: boolean;
}

/**
 * Scripts only from our origin, plus the inline scripts of one page named by their sha256 hashes
 * (page-csp.ts): no nonce, so a rendered page can be cached and served to everyone as is.
 */
export function buildCsp(options: CspOptions & { scriptHashes?: readonly string[] }): string {
  const ads = options.ads ? ` ${adsHosts.join(" ")}` : "";
  const hashes = (options.scriptHashes ?? []).map((hash) => ` '${hash}'`).join("");
  // Vite's dev client connects over a websocket and evaluates modules it hot-swaps.
  const devScript = options.dev ? " 'unsafe-eval'" : "";
  const devConnect = options.dev ? " ws: wss:" : "";
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}${devScript}${ads}`,
    "style-src 'self' 'unsafe-inline'",
    // Project images may be any http(s) address staff typed in (docs/product.md#api-conventions).
    "img-src 'self' data: blob: https: http:",
    "font-src 'self'",
    `connect-src 'self'${devConnect}${ads}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * What a browser only ever runs, applies or draws inside a page, never shows as a document of
 * its own: scripts, stylesheets, fonts and raster images. The page's own headers govern them, so
 * theirs would be some 450 bytes of nothing on each of the thirty-odd files a public page loads
 * (docs/performance.md#first-load-javascript). SVG is a document and keeps them.
 */
const subresourceType =
  /^(?:text\/(?:javascript|css)|font\/|image\/(?:png|jpeg|webp|avif|gif|x-icon))/i;

/**
 * Pages bring their own CSP (with their script hashes); everything else gets the base one, but
 * subresources only `nosniff`.
 */
export function securityHeaders(
  options: CspOptions & { production: boolean },
): MiddlewareHandler<AppEnv> {
  const baseCsp = buildCsp(options);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    if (subresourceType.test(headers.get("Content-Type") ?? "")) return;
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", baseCsp);
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    if (options.production) {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
