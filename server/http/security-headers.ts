import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

// Google Ads needs these only when an ads id is configured (DESIGN 4, LGPD).
const adsHosts = [
  "https://www.googletagmanager.com",
  "https://www.googleadservices.com",
  "https://googleads.g.doubleclick.net",
  "https://www.google.com",
];

export function buildCsp(nonce: string, options: { ads: boolean; dev: boolean }): string {
  const ads = options.ads ? ` ${adsHosts.join(" ")}` : "";
  // Vite's dev client connects over a websocket and evaluates modules it hot-swaps.
  const devScript = options.dev ? " 'unsafe-eval'" : "";
  const devConnect = options.dev ? " ws: wss:" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${devScript}${ads}`,
    "style-src 'self' 'unsafe-inline'",
    // Project images may be any http(s) address staff typed in (CONTRACT 4).
    "img-src 'self' data: blob: https: http:",
    "font-src 'self'",
    `connect-src 'self'${devConnect}${ads}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function securityHeaders(options: {
  ads: boolean;
  dev: boolean;
  production: boolean;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", buildCsp(nonce, options));
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    if (options.production) {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
