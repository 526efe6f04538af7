import { randomBytes } from "node:crypto";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { type Db, transaction } from "../../../db/client.server.ts";
import { passwordResets, sessions, users } from "../../../db/schema.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { errorForLog } from "../../lib/error-log.ts";
import { HttpError } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/index.server.ts";
import { hashPassword, hashToken } from "../auth/index.server.ts";
import { passwordResetMail } from "../mail/index.server.ts";
import { accountTexts } from "./account-texts.ts";

/** docs/product.md#password-recovery: a link is good for 30 minutes, once. */
export const RESET_LINK_TTL_MS = 30 * 60_000;
// More requests for one account within the hour are answered the same and mail nothing, so the
// form cannot be used to flood a colleague's inbox.
const LINKS_PER_ACCOUNT_PER_HOUR = 3;
const tokenShape = /^[\w-]{20,100}$/;

export interface ResetLink {
  token: string;
  to: string;
  fullName: string;
}

/**
 * 'Esqueci minha senha' (docs/product.md#password-recovery): records the request and, when the
 * account has an address and mail is on, mails it a link. Everything after the audit line runs
 * after the answer, so an existing account and an unknown one are answered in the same time and
 * the timing tells no one which exists. The mail is sent straight to the transport, not through
 * the outbox, so no row ever holds the token
 * (docs/decisions/0022-accounts-and-password-recovery.md); whatever happens, the caller answers the same.
 */
export async function requestPasswordReset(
  { config, mail }: Pick<RouterDeps, "config" | "mail">,
  db: Db,
  login: string,
  client: string,
  log: Logger,
): Promise<void> {
  await recordAudit(db, { actor: null, action: "auth.password_forgot", target: login, ip: client });
  const transport = mail.transport;
  if (!transport) return;
  void (async () => {
    const link = await createResetLink(db, login);
    if (!link) return;
    const url = `${config.site.url}/redefinir-senha?token=${link.token}`;
    const { subject, ...content } = passwordResetMail(link.fullName, config.site.name, url);
    const result = await transport.send({ kind: "password-reset", to: link.to, subject, content });
    if (result.outcome === "sent") log.info("password reset link mailed");
    else
      log.warn({ outcome: result.outcome, reply: result.reply }, "password reset link not mailed");
  })().catch((error: unknown) => log.error({ err: errorForLog(error) }, "password reset failed"));
}

/**
 * A new link for the account named `login` (its username, or its e-mail address), when it has an
 * address to send it to; null otherwise, which the caller must not reveal. Only the token's hash
 * is stored.
 */
export async function createResetLink(
  db: Db,
  login: string,
  now = new Date(),
): Promise<ResetLink | null> {
  return transaction(db, async (tx) => {
    // The account's row stays locked until the link is stored: requests at once, on any
    // instance, are counted one after the other and never mail a fourth link.
    const [user] = await tx
      .select({ id: users.id, email: users.email, fullName: users.fullName })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${login}) or ${users.email} = lower(${login})`)
      // A username that happens to be another account's address names its own account.
      .orderBy(sql`lower(${users.username}) = lower(${login}) desc`)
      .limit(1)
      .for("update");
    if (!user?.email) return null;
    const [recent] = await tx
      .select({ value: count() })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, user.id),
          gt(passwordResets.createdAt, new Date(now.getTime() - 3_600_000)),
        ),
      );
    if ((recent?.value ?? 0) >= LINKS_PER_ACCOUNT_PER_HOUR) return null;
    const token = randomBytes(32).toString("base64url");
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    });
    return { token, to: user.email, fullName: user.fullName };
  });
}

/** The account a link still opens, or null (unknown, used or expired). */
export async function resetLinkUser(db: Db, token: string, now = new Date()) {
  if (!tokenShape.test(token)) return null;
  const [row] = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), gt(passwordResets.expiresAt, now)));
  return row ?? null;
}

/**
 * Sets the password a link was sent for, and uses the link up: every link of that account is
 * deleted and every session ended, in one transaction. A link used twice at once works once.
 */
export async function resetPasswordWithLink(
  db: Db,
  token: string,
  password: string,
  client: string,
  now = new Date(),
): Promise<void> {
  const user = await resetLinkUser(db, token, now);
  if (!user) throw new HttpError(400, accountTexts.invalidLink);
  const passwordHash = await hashPassword(password);
  await transaction(db, async (tx) => {
    const used = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (used.length === 0) throw new HttpError(400, accountTexts.invalidLink);
    await tx.update(users).set({ password: passwordHash }).where(eq(users.id, user.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await recordAudit(tx, {
      actor: { id: user.id, fullName: user.fullName, username: user.username },
      action: "auth.password_reset",
      target: user.username,
      ip: client,
    });
  });
}

/** Links past their 30 minutes: refused already, deleted by the daily job. */
export async function deleteExpiredResetLinks(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, now))
    .returning({ userId: passwordResets.userId });
  return deleted.length;
}
