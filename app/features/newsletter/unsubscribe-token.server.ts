import { hasSignature, signature } from "../../lib/signature.server.ts";
import { normaliseEmail } from "./subscriber-email.server.ts";

/**
 * Signed unsubscribe links (docs/product.md#permissions): a visitor may leave the newsletter without a session
 * by presenting a token only the server can make for their address.
 *
 * Token = base64url(normalised e-mail) "." its signature (app/lib/signature.server.ts), made with
 * the app secret (app/lib/app-secret.server.ts). The address travels in the token so a link needs
 * nothing else.
 */
const PURPOSE = "newsletter-unsubscribe:";

export function unsubscribeToken(secret: string, email: string): string {
  const normal = normaliseEmail(email);
  const payload = Buffer.from(normal, "utf8").toString("base64url");
  return `${payload}.${signature(secret, PURPOSE, normal)}`;
}

/** The normalised e-mail a token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [payload, signed] = parts as [string, string];
  if (!/^[\w-]+$/.test(payload) || !/^[\w-]+$/.test(signed)) return null;
  const email = Buffer.from(payload, "base64url").toString("utf8");
  if (email === "" || email !== normaliseEmail(email)) return null;
  return hasSignature(secret, PURPOSE, email, signed) ? email : null;
}
