import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { errorMessages, HttpError } from "../../app/lib/http-error.ts";
import type { SessionUser } from "../../app/lib/session-user.ts";
import type { Db } from "../../db/client.server.ts";
import type { AppEnv } from "./app-env.ts";
import { requestScheme } from "./forwarded.ts";

/**
 * How a session cookie turns into a user. The auth feature provides it; the server hands it to
 * `loadSession` at start, so this layer needs no feature.
 */
export interface SessionLookup {
  cookie: string;
  find(db: Db, token: string): Promise<{ user: SessionUser; tokenHash: string } | null>;
}

/** Resolves the session cookie to a user for every request that may need one. */
export function loadSession(lookup: SessionLookup): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    c.set("sessionHash", null);
    const token = getCookie(c, lookup.cookie);
    if (token) {
      const found = await lookup.find(c.var.db, token);
      if (found) {
        c.set("user", found.user);
        c.set("sessionHash", found.tokenHash);
      }
    }
    await next();
  };
}

/** Secure cookies in production over HTTPS, as seen directly or through a trusted proxy. */
export function isSecureRequest(c: Context, options: { production: boolean; trustProxy: number }) {
  return options.production && requestScheme(c, options.trustProxy) === "https";
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user) throw new HttpError(401, errorMessages.unauthenticated);
  await next();
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user) throw new HttpError(401, errorMessages.unauthenticated);
  if (c.var.user.role !== "admin") throw new HttpError(403, errorMessages.forbidden);
  await next();
};
