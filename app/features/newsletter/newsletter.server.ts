import { and, eq, sql } from "drizzle-orm";
import { type Db, transaction } from "../../../db/client.server.ts";
import { newsletterSubscribers } from "../../../db/schema.ts";
import { untilChanged, versionOf } from "../../../db/until-changed.server.ts";
import {
  afterCursor,
  containsAny,
  cursorText,
  keysetOrder,
  type PageQuery,
  readPage,
} from "../../../server/http/paging.ts";
import { judgeSpam } from "../../lib/form-token.server.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { Page } from "../../lib/page.ts";
import type { PolicyFacts } from "../../lib/site-facts.ts";
import { recordConsent } from "../consent/index.server.ts";
import { privacyPolicyVersion } from "../legal/index.ts";
import { type DoubleOptInSettings, subscribePending } from "./double-opt-in.server.ts";
import { type NewsletterSubscription, newsletterMessages } from "./schemas.ts";
import { normaliseEmail, sameEmail } from "./subscriber-email.server.ts";
import type { Subscriber } from "./types.ts";

type Row = typeof newsletterSubscribers.$inferSelect;

function toJson(row: Row): Subscriber {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
    pending: !row.active && row.confirmationHash !== null,
  };
}

export type SubscribeOutcome = "subscribed" | "already-subscribed" | "reactivated" | "pending";

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
      unsubscribedAt: null,
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
    // The first time it leaves: a repeated unsubscribe keeps the original date.
    .set({
      active: false,
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
      // A pending subscription (double opt-in) that leaves loses its link too.
      confirmationHash: null,
      confirmationSentAt: null,
    })
    .where(sameEmail(normaliseEmail(email)))
    .returning();
  if (!row) throw new HttpError(404, newsletterMessages.notFound);
  return toJson(row);
}

const active = eq(newsletterSubscribers.active, true);
// Double opt-in: shown in the admin list as 'Pendente', never counted, copied or exported. Written
// as the list's partial index is (db/schema.ts): a bound `active = $1` would not match it.
const activeOrPending = sql`(${newsletterSubscribers.active} or ${newsletterSubscribers.confirmationHash} is not null)`;

/**
 * The admin list, a page at a time: active subscribers and pending ones (double opt-in), newest
 * first unless asked (docs/product.md#admin-lists); `q` finds a part of the e-mail or the name, in any case.
 */
export async function listActiveSubscribers(db: Db, query: PageQuery): Promise<Page<Subscriber>> {
  const search = containsAny(query.q, [newsletterSubscribers.email, newsletterSubscribers.name]);
  const matching = and(activeOrPending, search);
  return readPage(db, newsletterSubscribers, matching, query, (rows) => rows.map(toJson));
}

/**
 * Every active subscriber in the list's order (newest first), a batch at a time: for the CSV and
 * 'Copiar Emails' of any size, without holding them all in memory, nor the database's one PGlite
 * connection for the whole export (each batch is its own short query).
 */
export async function* activeSubscriberBatches(db: Db, size = 2000): AsyncGenerator<Subscriber[]> {
  let query: PageQuery = { limit: size, sort: "newest", cursor: null };
  for (;;) {
    const rows = await db
      .select({ row: newsletterSubscribers, cursorAt: cursorText(newsletterSubscribers.createdAt) })
      .from(newsletterSubscribers)
      .where(and(active, afterCursor(newsletterSubscribers, query)))
      .orderBy(...keysetOrder(newsletterSubscribers, query))
      .limit(size);
    if (rows.length > 0) yield rows.map(({ row }) => toJson(row));
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    query = { ...query, cursor: { at: last.cursorAt, id: last.row.id } };
  }
}

/** Exact, counted again only after the subscribers changed (db/until-changed.server.ts). */
export function subscriberStats(db: Db): Promise<{ count: number }> {
  return untilChanged(db, "newsletter_subscribers", "stats", async () => {
    const [row] = await db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        version: versionOf("newsletter_subscribers"),
      })
      .from(newsletterSubscribers)
      .where(active);
    return { value: { count: row?.count ?? 0 }, version: row?.version ?? null };
  });
}

/**
 * A visitor's subscription (docs/product.md#spam, #newsletter-double-opt-in, #consent): spam is
 * answered like a real one and stored nowhere; with double opt-in the address waits for its link;
 * without, it is active at once and the consent it rests on is recorded (the policy version shown
 * and the client address), in the same transaction.
 */
export async function subscribeUnlessSpam(
  db: Db,
  settings: DoubleOptInSettings & {
    formMinFillMs: number;
    newsletterDoubleOptIn: boolean;
    site: { privacy: PolicyFacts };
  },
  input: NewsletterSubscription,
  { ip }: { ip: string | null },
): Promise<{ outcome: SubscribeOutcome; message: string; spam: boolean }> {
  const doubleOptIn = settings.newsletterDoubleOptIn;
  if (await judgeSpam(db, settings, input)) {
    return doubleOptIn
      ? { outcome: "pending", message: newsletterMessages.pending, spam: true }
      : { outcome: "subscribed", message: newsletterMessages.subscribed, spam: true };
  }
  if (!doubleOptIn) {
    const result = await transaction(db, async (tx) => {
      const subscribed = await subscribe(tx, input);
      if (subscribed.outcome !== "already-subscribed") {
        await recordConsent(tx, {
          source: "newsletter",
          choice: "subscribed",
          policyVersion: privacyPolicyVersion(settings.site.privacy),
          email: normaliseEmail(input.email),
          ip,
        });
      }
      return subscribed;
    });
    return { ...result, spam: false };
  }
  // docs/product.md#newsletter: with double opt-in, nothing is active before the link is followed.
  const outcome = await subscribePending(db, settings, input);
  return outcome === "pending"
    ? { outcome, message: newsletterMessages.pending, spam: false }
    : { outcome, message: newsletterMessages.alreadySubscribed, spam: false };
}
