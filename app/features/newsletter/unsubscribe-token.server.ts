import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { appSettings } from "../../../db/schema.ts";

/**
 * Signed unsubscribe links (CONTRACT 3): a visitor may leave the newsletter without a session
 * by presenting a token only the server can make for their address.
 *
 * Token = base64url(normalised e-mail) "." base64url(HMAC-SHA256(secret, purpose + e-mail)).
 * The address travels in the token so a link needs nothing else; the purpose prefix keeps a
 * signature made here from ever being valid for another use of the same secret.
 */
const PURPOSE = "newsletter-unsubscribe:";
export const UNSUBSCRIBE_SECRET_KEY = "newsletter.unsubscribe_secret";

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

// One lookup per database handle and process; every instance reads the same stored value.
const secrets = new WeakMap<object, Promise<string>>();

/**
 * APP_SECRET when configured; otherwise a random secret created once and kept in the database,
 * so links stay valid across restarts and every instance on one database agrees.
 */
export function unsubscribeSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreateSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db)); // a failed read is retried on the next call
  }
  return secret;
}

async function loadOrCreateSecret(db: Db): Promise<string> {
  // Concurrent first calls race on the primary key: one insert wins, all read the winner.
  await db
    .insert(appSettings)
    .values({ key: UNSUBSCRIBE_SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, UNSUBSCRIBE_SECRET_KEY));
  if (!row) throw new Error("unsubscribe secret missing after insert");
  return row.value;
}
