import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, or } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { sessions, users } from "../../../db/schema.ts";
import type { SessionLookup } from "../../../server/http/session.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import { sessionUserColumns, toSessionUser } from "./credentials.server.ts";

export const SESSION_COOKIE = "sid";
export const IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
// Touch last_seen_at at most this often, so reads do not each cost a write.
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

// What /admin/conta shows of a device: the User-Agent, kept printable and short.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const unprintable = /[\u0000-\u001f\u007f-\u009f]/g;

/** A new random 256-bit token; only its hash is stored, with the browser that signed in. */
export async function createSession(
  db: Db,
  userId: number,
  userAgent?: string | null,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const device = userAgent?.toWellFormed().replace(unprintable, "").slice(0, 300) || null;
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, userAgent: device });
  return token;
}

export async function findSessionUser(
  db: Db,
  token: string,
): Promise<{ user: SessionUser; tokenHash: string } | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const now = Date.now();
  const [row] = await db
    .select({ lastSeenAt: sessions.lastSeenAt, ...sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.lastSeenAt, new Date(now - IDLE_TIMEOUT_MS)),
        gt(sessions.createdAt, new Date(now - ABSOLUTE_TIMEOUT_MS)),
      ),
    );
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const { lastSeenAt: _, ...user } = row;
  return { user: toSessionUser(user), tokenHash };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** 'Encerrar outras sessões': every session of the user but this one; how many ended. */
export async function deleteOtherSessions(
  db: Db,
  userId: number,
  keepTokenHash: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ userId: sessions.userId });
  return ended.length;
}

/** Sessions past their idle or absolute expiry: refused already, deleted by the daily job. */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const now = Date.now();
  const deleted = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, new Date(now - IDLE_TIMEOUT_MS)),
        lt(sessions.createdAt, new Date(now - ABSOLUTE_TIMEOUT_MS)),
      ),
    )
    .returning({ userId: sessions.userId });
  return deleted.length;
}

/** What the HTTP layer needs to resolve a session: handed to `loadSession` by server/app.ts. */
export const sessionLookup: SessionLookup = { cookie: SESSION_COOKIE, find: findSessionUser };
