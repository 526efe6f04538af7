import { parse } from "hono/utils/cookie";
import type { Db } from "../../../db/client.server.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import { findSessionUser, SESSION_COOKIE } from "./sessions.server.ts";

/**
 * The user behind a page request's session cookie, or null. Page loaders use it so the sign-in
 * screen and the back office know the session from the server's answer, instead of probing
 * GET /api/user from the browser, whose 401 for a visitor the browser logs as an error.
 */
export async function sessionUserOf(db: Db, request: Request): Promise<SessionUser | null> {
  return (await sessionOf(db, request))?.user ?? null;
}

/** The stored hash of a page request's live session, or null (the sign-in action ends it). */
export async function sessionTokenHashOf(db: Db, request: Request): Promise<string | null> {
  return (await sessionOf(db, request))?.tokenHash ?? null;
}

async function sessionOf(db: Db, request: Request) {
  const cookies = request.headers.get("cookie");
  if (!cookies) return null;
  const token = parse(cookies, SESSION_COOKIE)[SESSION_COOKIE];
  if (!token) return null;
  return findSessionUser(db, token);
}
