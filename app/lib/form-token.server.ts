import type { Db } from "../../db/client.server.ts";
import { appSecret } from "./app-secret.server.ts";
import { hasSignature, signature } from "./signature.server.ts";

/**
 * Spam sorting for the public forms (docs/product.md#spam, docs/decisions/0014-spam-honeypot-and-form-token.md).
 *
 * A form token is `<issued at, ms since the epoch, base 36>.<base64url HMAC-SHA256(secret,
 * purpose + issued at)>`: the server says when it handed the form out, and only the server can
 * say it. The purpose prefix keeps a signature made here from being valid for another use of
 * the same secret (unsubscribe links).
 */
const PURPOSE = "form-token:";

/**
 * A submission sent sooner than this after its form was handed out was not typed by a person
 * (FORM_MIN_FILL_SECONDS; the end-to-end servers, whose robots type fast, set 0).
 */
const MIN_FILL_MS = 3000;

export function issueFormToken(secret: string, now = Date.now()): string {
  const issuedAt = now.toString(36);
  return `${issuedAt}.${signature(secret, PURPOSE, issuedAt)}`;
}

/** When the token was issued, or null when it is not one of ours. */
export function formTokenIssuedAt(secret: string, token: string): number | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [issuedAt, signed] = parts as [string, string];
  if (!/^[0-9a-z]{1,12}$/.test(issuedAt) || !/^[\w-]{43}$/.test(signed)) return null;
  if (!hasSignature(secret, PURPOSE, issuedAt, signed)) return null;
  return Number.parseInt(issuedAt, 36);
}

export interface SpamSignals {
  /** The honeypot: a field people never see, so never fill. */
  website?: string | null;
  /** The form token; JSON clients that send none are judged by the honeypot alone. */
  formToken?: string | null;
}

/**
 * True when a submission is spam: the honeypot is filled, the token is forged or garbled, or it
 * says the form was sent less than 3 s after it was handed out. An old token is fine: a cached
 * page carries the time it was rendered, which can only make a visitor look slower.
 */
export function isSpam(
  secret: string,
  signals: SpamSignals,
  now = Date.now(),
  minFillMs = MIN_FILL_MS,
): boolean {
  return spamVerdict(secret, signals, now, minFillMs) !== null;
}

/**
 * Why `isSpam` says spam, or null: `honeypot` and `forged` only a robot does; `too-soon` a
 * person can do too (autofill, then the button). The newsletter tells them apart
 * (docs/decisions/0034-newsletter-quick-sign-ups-confirmed-by-mail.md).
 */
export function spamVerdict(
  secret: string,
  signals: SpamSignals,
  now = Date.now(),
  minFillMs = MIN_FILL_MS,
): "honeypot" | "forged" | "too-soon" | null {
  if (signals.website) return "honeypot";
  if (!signals.formToken) return null;
  const issuedAt = formTokenIssuedAt(secret, signals.formToken);
  if (issuedAt === null) return "forged";
  return now - issuedAt < minFillMs ? "too-soon" : null;
}

/** The verdict with the server's settings: its secret and FORM_MIN_FILL_SECONDS. */
export async function judgeSpam(
  db: Db,
  settings: { appSecret: string | undefined; formMinFillMs: number },
  signals: SpamSignals,
): Promise<boolean> {
  const secret = await appSecret(db, settings.appSecret);
  return isSpam(secret, signals, Date.now(), settings.formMinFillMs);
}
