import { and, count, eq, gt, sql } from "drizzle-orm";
import { type Db, transaction } from "../../../db/client.server.ts";
import { mailOutbox, users } from "../../../db/schema.ts";
import type { Config } from "../../../server/config.server.ts";
import { enqueueMail, type OutgoingMail } from "../../../server/mail/outbox.ts";
import { sqlStateOf } from "../../lib/database-errors.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import { hasSignature, signature } from "../../lib/signature.server.ts";
import { sessionUserColumns, toSessionUser } from "../auth/index.server.ts";
import {
  accountEmailConfirmationMail,
  accountEmailNoticeMail,
  type RenderedMail,
} from "../mail/index.server.ts";
import { accountTexts } from "./account-texts.ts";
import { describeDevice } from "./device.ts";
import { emailTaken, emailTakenError } from "./users.server.ts";

/*
 * docs/product.md#account, docs/decisions/0032-account-email-change-confirmed-and-announced.md:
 * a new address is used only once a link mailed to it is opened by the same signed-in person,
 * and the address the account had is told at once. An address another account has is answered
 * exactly like a free one (it just never gets a link), so the form tells no one whose it is.
 */

/** How long the link mailed to the new address works. */
const EMAIL_LINK_TTL_MS = 24 * 3_600_000;
/** Links one address gets in a day, however often it is typed: nobody's inbox is flooded. */
export const EMAIL_LINKS_PER_ADDRESS_PER_DAY = 3;
export const CONFIRMATION_KIND = "account-email-confirmation";
export const NOTICE_KIND = "account-email-notice";
const PURPOSE = "account-email:";

/** What a link stands for: this account, moving from `from` to `email`, until `expires`. */
interface EmailLink {
  userId: number;
  email: string;
  from: string | null;
  expires: number;
}

/** Token = base64url(JSON) "." its signature with the app secret (app/lib/signature.server.ts). */
export function emailLinkToken(secret: string, link: EmailLink): string {
  const json = JSON.stringify({ u: link.userId, e: link.email, f: link.from, x: link.expires });
  const payload = Buffer.from(json, "utf8").toString("base64url");
  return `${payload}.${signature(secret, PURPOSE, payload)}`;
}

/** The link a token stands for, or null when it is not one of ours. Expiry is the caller's. */
function readEmailLinkToken(secret: string, token: string): EmailLink | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [payload, signed] = parts as [string, string];
  if (!/^[\w-]+$/.test(payload) || !/^[\w-]+$/.test(signed)) return null;
  if (!hasSignature(secret, PURPOSE, payload, signed)) return null;
  try {
    const { u, e, f, x } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (!Number.isSafeInteger(u) || typeof e !== "string" || typeof x !== "number") return null;
    if (f !== null && typeof f !== "string") return null;
    return { userId: u, email: e, from: f, expires: x };
  } catch {
    return null;
  }
}

/**
 * The new address as the old one's warning shows it: enough for the owner to recognise it,
 * not the whole of it for whoever else reads that mailbox ("ca•••@exemplo.com.br").
 */
function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(local.length - 1, 1)))}•••${email.slice(at)}`;
}

export interface EmailChangeRequest {
  /** The address typed; null removes the account's address. */
  email: string | null;
  /** The request's User-Agent, for the warning's 'Aparelho'. */
  userAgent: string | null | undefined;
  secret: string;
}

/**
 * Inside the caller's transaction, after the current password was checked: removes the address
 * at once, or queues the link to a new one (unless another account has it, or it got its links
 * for the day); either way the old address, if any, is warned. Answers the address now pending
 * confirmation: the typed one whenever it was not a removal, whoever has it.
 */
export async function requestEmailChange(
  tx: Db,
  config: Config,
  user: SessionUser,
  request: EmailChangeRequest,
  now = new Date(),
): Promise<string | null> {
  const { email } = request;
  const mails: OutgoingMail[] = [];
  if (email === null) {
    await tx.update(users).set({ email: null }).where(eq(users.id, user.id));
  } else if (await mayMailLink(tx, user.id, email, now)) {
    const token = emailLinkToken(request.secret, {
      userId: user.id,
      email,
      from: user.email,
      expires: now.getTime() + EMAIL_LINK_TTL_MS,
    });
    // A fragment, not a query: it never reaches a server log or a Referer.
    const link = `${config.site.url}/admin/conta#confirmar-email=${token}`;
    const mail = accountEmailConfirmationMail(user.fullName, config.site.name, link);
    mails.push(outgoing(CONFIRMATION_KIND, email, mail));
  }
  if (user.email) {
    const notice = accountEmailNoticeMail({
      fullName: user.fullName,
      siteName: config.site.name,
      siteUrl: config.site.url,
      newEmail: email === null ? null : maskEmail(email),
      at: now,
      device: describeDevice(request.userAgent ?? null),
    });
    mails.push(outgoing(NOTICE_KIND, user.email, notice));
  }
  await enqueueMail(tx, mails);
  return email;
}

function outgoing(kind: string, to: string, mail: RenderedMail): OutgoingMail {
  const { subject, ...content } = mail;
  return { kind, to, subject, content };
}

/**
 * Whether the new address gets its link: nobody else has it, and it got fewer than its links for
 * the day. Both queries run whatever the first finds, so a taken address takes as long.
 */
async function mayMailLink(tx: Db, userId: number, email: string, now: Date): Promise<boolean> {
  const taken = await emailTaken(tx, email, userId);
  const sent = await linksToday(tx, email, now);
  return !taken && sent < EMAIL_LINKS_PER_ADDRESS_PER_DAY;
}

async function linksToday(db: Db, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, CONFIRMATION_KIND),
        eq(mailOutbox.recipient, email),
        gt(mailOutbox.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
  return row?.value ?? 0;
}

const invalidLink = () => new HttpError(400, accountTexts.emailLinkInvalid);

/**
 * POST /api/account/email/confirm: the link's address becomes the account's, if the link was
 * made for this signed-in person, is under 24 hours old, and the account still has the address
 * it had when the link was made (so a link works once, and an older one dies with any change).
 */
export async function confirmEmailChange(
  db: Db,
  user: SessionUser,
  secret: string,
  token: string,
  now = new Date(),
): Promise<SessionUser> {
  const link = readEmailLinkToken(secret, token);
  if (!link || link.userId !== user.id || link.expires <= now.getTime()) throw invalidLink();
  if (link.from !== user.email) throw invalidLink();
  try {
    return await transaction(db, async (tx) => {
      // The one who follows the link owns the address: telling them it is taken reveals nothing.
      if (await emailTaken(tx, link.email, user.id)) throw emailTakenError();
      const [row] = await tx
        .update(users)
        .set({ email: link.email })
        .where(
          and(
            eq(users.id, user.id),
            link.from === null ? sql`${users.email} is null` : eq(users.email, link.from),
          ),
        )
        .returning(sessionUserColumns);
      if (!row) throw invalidLink();
      return toSessionUser(row);
    });
  } catch (error) {
    // Two accounts confirming the same address at once: the unique index decides.
    if (sqlStateOf(error) === "23505") throw emailTakenError();
    throw error;
  }
}
