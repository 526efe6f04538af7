import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { sessions, users } from "../../../db/schema.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { sqlStateOf } from "../../lib/database-errors.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import {
  ABSOLUTE_TIMEOUT_MS,
  authenticate,
  deleteOtherSessions,
  hashPassword,
  IDLE_TIMEOUT_MS,
  sessionUserColumns,
  toSessionUser,
} from "../auth/index.server.ts";
import { accountTexts } from "./account-texts.ts";
import type { Account } from "./account-types.ts";
import { describeDevice } from "./device.ts";
import type { AccountInput } from "./schemas.ts";
import { emailTaken, emailTakenError } from "./users.server.ts";

/** GET /api/account: the person and their live sessions, this one first, then the latest seen. */
export async function accountOf(db: Db, user: SessionUser, currentHash: string): Promise<Account> {
  const now = Date.now();
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, user.id),
        gt(sessions.lastSeenAt, new Date(now - IDLE_TIMEOUT_MS)),
        gt(sessions.createdAt, new Date(now - ABSOLUTE_TIMEOUT_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  const list = rows.map((row) => ({
    device: describeDevice(row.userAgent),
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.tokenHash === currentHash,
  }));
  return { user, sessions: list.sort((a, b) => Number(b.current) - Number(a.current)) };
}

/** PATCH /api/account: the person's own name and address (one address, one account). */
export async function updateAccount(
  db: Db,
  userId: number,
  input: AccountInput,
): Promise<SessionUser> {
  if (input.email && (await emailTaken(db, input.email, userId))) {
    throw emailTakenError();
  }
  try {
    const [row] = await db
      .update(users)
      .set({ fullName: input.fullName, email: input.email })
      .where(eq(users.id, userId))
      .returning(sessionUserColumns);
    if (!row) throw new HttpError(404, "Usuário não encontrado");
    return toSessionUser(row);
  } catch (error) {
    // Two people saving the same address at once: the unique index decides.
    if (sqlStateOf(error) === "23505") throw emailTakenError();
    throw error;
  }
}

/**
 * POST /api/account/password: the current password is checked as a sign-in is (a wrong one
 * counts against the same limit), then the new one is set and every other session ended, so
 * whoever else held the account is out.
 */
export async function changeOwnPassword(
  { limiters }: Pick<RouterDeps, "limiters">,
  db: Db,
  user: SessionUser,
  client: string,
  passwords: { currentPassword: string; password: string },
  currentHash: string,
): Promise<void> {
  const attempt = await limiters.failedLogins.take(`${client}|${user.username.toLowerCase()}`);
  const verified = await authenticate(db, user.username, passwords.currentPassword);
  if (!verified) {
    const message = accountTexts.wrongCurrentPassword;
    throw new HttpError(400, message, { errors: [{ path: "currentPassword", message }] });
  }
  await attempt.release();
  const passwordHash = await hashPassword(passwords.password);
  await db.update(users).set({ password: passwordHash }).where(eq(users.id, user.id));
  await deleteOtherSessions(db, user.id, currentHash);
}
