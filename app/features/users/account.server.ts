import { and, desc, eq, gt } from "drizzle-orm";
import { type Db, transaction } from "../../../db/client.server.ts";
import { sessions, users } from "../../../db/schema.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
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
import { requestEmailChange } from "./email-change.server.ts";
import { type AccountInput, currentPasswordForEmailMessage } from "./schemas.ts";

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

/** What PATCH /api/account answers: the person, and the address waiting for its link, if any. */
export interface AccountUpdate {
  user: SessionUser;
  pendingEmail: string | null;
}

/** Where a request came from: the limits' client and the device the warnings name. */
export interface RequestOrigin {
  client: string;
  userAgent: string | null | undefined;
}

/**
 * PATCH /api/account: the person's own name, and their address (docs/product.md#account). The
 * name is saved at once. A different address needs the current password first (checked as
 * change-password checks it); then a removal is saved at once and a new address waits for the
 * link mailed to it (email-change.server.ts), the old address being warned either way. Whether
 * another account has the new address changes nothing in the answer
 * (docs/decisions/0032-account-email-change-confirmed-and-announced.md).
 */
export async function updateAccount(
  { config, limiters }: Pick<RouterDeps, "config" | "limiters">,
  db: Db,
  user: SessionUser,
  input: AccountInput,
  origin: RequestOrigin,
): Promise<AccountUpdate> {
  const changesEmail = input.email !== user.email;
  if (changesEmail) {
    if (input.email !== null && config.mail.mode === "off") {
      const message = accountTexts.emailNeedsMail;
      throw new HttpError(400, message, { errors: [{ path: "email", message }] });
    }
    if (!input.currentPassword) {
      const message = currentPasswordForEmailMessage;
      throw new HttpError(400, message, { errors: [{ path: "currentPassword", message }] });
    }
    await checkCurrentPassword({ limiters }, db, user, origin.client, input.currentPassword);
  }
  const secret = changesEmail ? await appSecret(db, config.appSecret) : "";
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ fullName: input.fullName })
      .where(eq(users.id, user.id))
      .returning(sessionUserColumns);
    if (!row) throw new HttpError(404, "Usuário não encontrado");
    if (!changesEmail) return { user: toSessionUser(row), pendingEmail: null };
    const saved = toSessionUser(row);
    const pendingEmail = await requestEmailChange(tx, config, saved, {
      email: input.email,
      userAgent: origin.userAgent,
      secret,
    });
    // A removal is done; a new address is not the account's until its link is opened.
    return { user: pendingEmail ? saved : { ...saved, email: null }, pendingEmail };
  });
}

/**
 * The current password, checked as a sign-in is: a wrong one counts against the same limit
 * (10 per client and account in 15 minutes, then 429) and is a 400 'Senha atual incorreta'
 * beside the field; a right one gives its attempt back. Every check of one's own password
 * (changing it, changing the e-mail) goes through here.
 */
async function checkCurrentPassword(
  { limiters }: Pick<RouterDeps, "limiters">,
  db: Db,
  user: SessionUser,
  client: string,
  currentPassword: string,
): Promise<void> {
  const attempt = await limiters.failedLogins.take(`${client}|${user.username.toLowerCase()}`);
  const verified = await authenticate(db, user.username, currentPassword);
  if (!verified) {
    const message = accountTexts.wrongCurrentPassword;
    throw new HttpError(400, message, { errors: [{ path: "currentPassword", message }] });
  }
  await attempt.release();
}

/**
 * POST /api/account/password: the current password is checked as a sign-in is (a wrong one
 * counts against the same limit), then the new one is set and every other session ended, so
 * whoever else held the account is out.
 */
export async function changeOwnPassword(
  deps: Pick<RouterDeps, "limiters">,
  db: Db,
  user: SessionUser,
  client: string,
  passwords: { currentPassword: string; password: string },
  currentHash: string,
): Promise<void> {
  await checkCurrentPassword(deps, db, user, client, passwords.currentPassword);
  const passwordHash = await hashPassword(passwords.password);
  await db.update(users).set({ password: passwordHash }).where(eq(users.id, user.id));
  await deleteOtherSessions(db, user.id, currentHash);
}
