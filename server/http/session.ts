import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import {
  ABSOLUTE_TIMEOUT_MS,
  findSessionUser,
  SESSION_COOKIE,
} from "../../app/features/auth/sessions.server.ts";
import { errorMessages, HttpError } from "../../app/lib/http-error.ts";
import type { AppEnv } from "./app-env.ts";

/** Resolves the session cookie to a user for every request that may need one. */
export function loadSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    c.set("sessionHash", null);
    const token = getCookie(c, SESSION_COOKIE);
    if (token) {
      const found = await findSessionUser(c.var.db, token);
      if (found) {
        c.set("user", found.user);
        c.set("sessionHash", found.tokenHash);
      }
    }
    await next();
  };
}

export function setSessionCookie(c: Context, token: string, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure,
    maxAge: Math.floor(ABSOLUTE_TIMEOUT_MS / 1000),
  });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure, httpOnly: true, sameSite: "Lax" });
}

/** Secure cookies in production over HTTPS, as seen directly or through a trusted proxy. */
export function isSecureRequest(c: Context, options: { production: boolean; trustProxy: boolean }) {
  if (!options.production) return false;
  const proto = options.trustProxy
    ? (c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() ?? new URL(c.req.url).protocol)
    : new URL(c.req.url).protocol;
  return proto.replace(/:$/, "") === "https";
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
