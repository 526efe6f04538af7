import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import { ABSOLUTE_TIMEOUT_MS, SESSION_COOKIE } from "./sessions.server.ts";

// HttpOnly so scripts never see the token; SameSite=Lax so other sites' forms do not carry it.
const sessionCookieOptions = (secure: boolean) =>
  ({
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure,
    maxAge: Math.floor(ABSOLUTE_TIMEOUT_MS / 1000),
  }) as const;

export function setSessionCookie(c: Context, token: string, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, sessionCookieOptions(secure));
}

/** The same cookie as a `Set-Cookie` value, for the sign-in page's action (a plain Response). */
export function sessionCookieHeader(token: string, secure: boolean): string {
  return serialize(SESSION_COOKIE, token, sessionCookieOptions(secure));
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure, httpOnly: true, sameSite: "Lax" });
}
