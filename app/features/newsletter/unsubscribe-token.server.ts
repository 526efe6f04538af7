import { createHmac, timingSafeEqual } from "node:crypto";
import { appSecret } from "../../lib/app-secret.server.ts";

export { APP_SECRET_KEY as UNSUBSCRIBE_SECRET_KEY } from "../../lib/app-secret.server.ts";

/**
 * Signed unsubscribe links (docs/product.md#permissions): a visitor may leave the newsletter without a session
 * by presenting a token only the server can make for their address.
 *
 * Token = base64url(normalised e-mail) "." base64url(HMAC-SHA256(secret, purpose + e-mail)).
 * The address travels in the token so a link needs nothing else; the purpose prefix keeps a
 * signature made here from ever being valid for another use of the same secret.
 */
const PURPOSE = "newsletter-unsubscribe:";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function sign(secret: string, email: string): Buffer {
  return createHmac("sha256", secret)
    .update(PURPOSE + email)
    .digest();
}

export function unsubscribeToken(secret: string, email: string): string {
  const normal = normaliseEmail(email);
  const payload = Buffer.from(normal, "utf8").toString("base64url");
  return `${payload}.${sign(secret, normal).toString("base64url")}`;
}

/** The normalised e-mail a token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [payload, signature] = parts as [string, string];
  if (!/^[\w-]+$/.test(payload) || !/^[\w-]+$/.test(signature)) return null;
  const email = Buffer.from(payload, "base64url").toString("utf8");
  if (email === "" || email !== normaliseEmail(email)) return null;
  const expected = sign(secret, email);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return email;
}

/**
 * APP_SECRET when configured; otherwise a random secret created once and kept in the database
 * (app/lib/app-secret.server.ts), so links stay valid across restarts and instances agree.
 */
export const unsubscribeSecret = appSecret;
