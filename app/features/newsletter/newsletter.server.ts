import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { newsletterSubscribers } from "../../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import { type NewsletterSubscription, newsletterMessages } from "./schemas.ts";
import type { Subscriber } from "./types.ts";
import { normaliseEmail } from "./unsubscribe-token.server.ts";

type Row = typeof newsletterSubscribers.$inferSelect;

function toJson(row: Row): Subscriber {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
  };
}

// Matches the unique index on lower(email), so the lookup uses it (and legacy mixed-case rows).
const sameEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = ${email}`;

export type SubscribeOutcome = "subscribed" | "already-subscribed" | "reactivated";

/**
 * Subscribes an address without ever creating a duplicate, even for simultaneous requests:
 * the unique index on lower(email) arbitrates the INSERT (ON CONFLICT DO NOTHING waits for a
 * concurrent insert of the same address to commit); when the address exists, one conditional
 * UPDATE reactivates it only if it was inactive. Rows are never deleted, so these two steps
 * always see the address.
 */
export async function subscribe(
  db: Db,
  input: NewsletterSubscription,
): Promise<{ outcome: SubscribeOutcome; message: string }> {
  const email = normaliseEmail(input.email);
  const [inserted] = await db
    .insert(newsletterSubscribers)
    .values({ email, name: input.name, active: true, confirmedAt: null })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  if (inserted) return { outcome: "subscribed", message: newsletterMessages.subscribed };

  const [reactivated] = await db
    .update(newsletterSubscribers)
    .set({
      active: true,
      // A name given now replaces the old one; none given keeps what was stored.
      name: input.name ?? sql`${newsletterSubscribers.name}`,
    })
    .where(and(sameEmail(email), eq(newsletterSubscribers.active, false)))
    .returning({ id: newsletterSubscribers.id });
  if (reactivated) return { outcome: "reactivated", message: newsletterMessages.reactivated };
  return { outcome: "already-subscribed", message: newsletterMessages.alreadySubscribed };
}

/** Sets active false; an address that already left stays so and the call still succeeds. */
export async function unsubscribe(db: Db, email: string): Promise<Subscriber> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ active: false })
    .where(sameEmail(normaliseEmail(email)))
    .returning();
  if (!row) throw new HttpError(404, newsletterMessages.notFound);
  return toJson(row);
}

/** The admin list: active subscribers only, newest first (CONTRACT 5). */
export async function listActiveSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.active, true))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return rows.map(toJson);
}

export async function subscriberStats(db: Db): Promise<{ count: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.active, true));
  return { count: row?.count ?? 0 };
}
