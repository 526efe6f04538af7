import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { appSettings } from "../../db/schema.ts";

/**
 * The key under which a generated secret is kept. It was first made for newsletter unsubscribe
 * links and kept its name, so installations that already have one keep their links valid.
 */
export const APP_SECRET_KEY = "newsletter.unsubscribe_secret";

// One lookup per database handle and process; every instance reads the same stored value.
const secrets = new WeakMap<object, Promise<string>>();

/**
 * The secret that signs what the server hands out and later trusts (unsubscribe links, form
 * tokens), each with its own purpose prefix: APP_SECRET when configured; otherwise a random
 * secret created once and kept in the database, so signatures survive restarts and every
 * instance on one database agrees.
 */
export function appSecret(db: Db, configured: string | undefined): Promise<string> {
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
    .values({ key: APP_SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, APP_SECRET_KEY));
  if (!row) throw new Error("app secret missing after insert");
  return row.value;
}
