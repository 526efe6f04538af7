import type { MiddlewareHandler } from "hono";
import { errorMessages, HttpError } from "../../app/lib/http-error.ts";
import type { AppEnv } from "./app-env.ts";
import { originOf, requestOrigin } from "./forwarded.ts";
import { fail } from "./responses.ts";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing calls another site makes with the visitor's cookies. Calls with neither
 * Origin nor Sec-Fetch-Site (curl, server to server) carry no browser cookies by ambient
 * authority and pass.
 *
 * An Origin must equal this site's whole origin, scheme and port included: a page on
 * `http://host` (or on another port of it) is another origin than `https://host`, and under
 * a plain-HTTP origin anyone on the network can inject script. The site's own origin is the one
 * the request was made to: scheme and host from the trusted proxy's X-Forwarded-Proto/-Host when
 * TRUST_PROXY is set, else from the connection and Host (so the development server, tests and a
 * visit by IP address all work). `siteUrl`, when the operator configured SITE_URL, is accepted
 * too: it is by definition this site's public address, and keeps working behind a proxy that
 * forwards neither the scheme nor the host.
 */
export function crossSiteCheck(options: {
  trustProxy: number;
  siteUrl?: string;
}): MiddlewareHandler<AppEnv> {
  const configuredOrigin = options.siteUrl ? originOf(options.siteUrl) : null;
  return async (c, next) => {
    if (!unsafeMethods.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      const theirs = originOf(origin);
      const sameOrigin =
        theirs !== null &&
        (theirs === configuredOrigin || theirs === requestOrigin(c, options.trustProxy));
      if (!sameOrigin) return fail(c, new HttpError(403, errorMessages.crossSite));
      return next();
    }
    const fetchSite = c.req.header("sec-fetch-site");
    if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") {
      return fail(c, new HttpError(403, errorMessages.crossSite));
    }
    return next();
  };
}
