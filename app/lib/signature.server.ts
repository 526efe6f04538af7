import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * What the server hands out and later trusts (form tokens, unsubscribe links) is signed with the
 * app secret (app-secret.server.ts): base64url HMAC-SHA256 of `purpose + payload`. The purpose
 * prefix keeps a signature made for one use from ever being valid for another.
 */
export function signature(secret: string, purpose: string, payload: string): string {
  return createHmac("sha256", secret)
    .update(purpose + payload)
    .digest("base64url");
}

/** Whether `given` is the signature of `payload` for `purpose`, compared in constant time. */
export function hasSignature(
  secret: string,
  purpose: string,
  payload: string,
  given: string,
): boolean {
  const expected = Buffer.from(signature(secret, purpose, payload), "base64url");
  const actual = Buffer.from(given, "base64url");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
