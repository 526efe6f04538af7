import type { MiddlewareHandler } from "hono";
import { errorMessages, HttpError } from "../../app/lib/http-error.ts";
import type { AppEnv } from "./app-env.ts";
import { fail } from "./responses.ts";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing calls another site makes with the visitor's cookies (CONTRACT 4).
 * Calls with neither Origin nor Sec-Fetch-Site (curl, server to server) carry no browser
 * cookies by ambient authority and pass.
 */
export function crossSiteCheck(options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!unsafeMethods.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      const forwarded = options.trustProxy ? c.req.header("x-forwarded-host") : undefined;
      const ownHost = forwarded ?? c.req.header("host") ?? new URL(c.req.url).host;
      if (hostOf(origin) !== ownHost) return fail(c, new HttpError(403, errorMessages.crossSite));
      return next();
    }
    const fetchSite = c.req.header("sec-fetch-site");
    if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") {
      return fail(c, new HttpError(403, errorMessages.crossSite));
    }
    return next();
  };
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" (sandboxed frames) or garbage: foreign.
  }
}
