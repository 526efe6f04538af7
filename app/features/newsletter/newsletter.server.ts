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
import { appSecret } from "../../lib/app-secret.server.ts";
import { spamVerdict } from "../../lib/form-token.server.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { Page } from "../../lib/page.ts";
import { answersLocale, type SiteFacts } from "../../lib/site-facts.ts";
import { recordConsent } from "../consent/index.server.ts";
import { privacyPolicyInForce } from "../legal/index.server.ts";
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

/** What happened to the address; never told to the visitor (docs/product.md#newsletter-rules). */
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
): Promise<{ outcome: Exclude<SubscribeOutcome, "pending"> }> {
  const email = normaliseEmail(input.email);
  const [inserted] = await db
    .insert(newsletterSubscribers)
    .values({ email, name: input.name, language: input.language, active: true, confirmedAt: null })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  if (inserted) return { outcome: "subscribed" };

  const [reactivated] = await db
    .update(newsletterSubscribers)
    .set({
      active: true,
      unsubscribedAt: null,
      // A pending address (a quick sign-up's link, or double opt-in) active now: its link is void.
      confirmationHash: null,
      confirmationSentAt: null,
      // A name given now replaces the old one; none given keeps what was stored.
      name: input.name ?? sql`${newsletterSubscribers.name}`,
      // The language of the page it came back on: its mails speak it from now on.
      language: input.language,
    })
    .where(and(sameEmail(email), eq(newsletterSubscribers.active, false)))
    .returning({ id: newsletterSubscribers.id });
  return { outcome: reactivated ? "reactivated" : "already-subscribed" };
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
 * The visitor's answer: always 201, and its message says only which path the sign-up took,
 * never what the address was before (new, active, pending, unsubscribed). Anyone can type anyone's
 * address, so a different answer for a repeat would tell who subscribes (docs/product.md#newsletter-rules).
 */
const subscribeAnswers = {
  /** Active at once. */
  subscribed: { status: 201, message: newsletterMessages.subscribed },
  /** Waiting for the link mailed to the address. */
  confirm: { status: 201, message: newsletterMessages.pending },
} as const;

export type SubscribeAnswer = (typeof subscribeAnswers)[keyof typeof subscribeAnswers];

/**
 * A visitor's subscription (docs/product.md#spam, #newsletter-rules, #newsletter-double-opt-in,
 * #consent; docs/decisions/0034-newsletter-quick-sign-ups-confirmed-by-mail.md):
 * - a filled honeypot or a forged form token is a robot: answered like a sign-up, stored nowhere;
 * - with double opt-in, or when the form came back sooner than FORM_MIN_FILL_SECONDS after it was
 *   handed out (a person with autofill can be that quick), the address waits for the link mailed
 *   to it: a quick sign-up is never dropped, and a robot's costs at most the confirmation mails
 *   one address may get in a day;
 * - otherwise it is active at once and the consent it rests on is recorded (the policy version
 *   shown and the client address), in the same transaction.
 * Without mail (production without SMTP_URL) no link could arrive, so a quick sign-up is taken
 * like any other rather than lost. The sign-up's language must be one this server answers
 * (SITE_LOCALES): its mails link that language's pages.
 */
export async function subscribeUnlessSpam(
  db: Db,
  settings: DoubleOptInSettings & {
    formMinFillMs: number;
    newsletterDoubleOptIn: boolean;
    mail: { mode: string };
    site: SiteFacts;
  },
  input: NewsletterSubscription,
  { ip }: { ip: string | null },
): Promise<{ answer: SubscribeAnswer; outcome: SubscribeOutcome; spam: boolean }> {
  if (!answersLocale(settings.site, input.language)) {
    throw new HttpError(400, newsletterMessages.badLanguage);
  }
  const doubleOptIn = settings.newsletterDoubleOptIn;
  const secret = await appSecret(db, settings.appSecret);
  const verdict = spamVerdict(secret, input, Date.now(), settings.formMinFillMs);
  if (verdict === "honeypot" || verdict === "forged") {
    return doubleOptIn
      ? { answer: subscribeAnswers.confirm, outcome: "pending", spam: true }
      : { answer: subscribeAnswers.subscribed, outcome: "subscribed", spam: true };
  }
  const confirmByMail = doubleOptIn || (verdict === "too-soon" && settings.mail.mode !== "off");
  if (confirmByMail) {
    // docs/product.md#newsletter-rules: nothing is active before the link is followed.
    const outcome = await subscribePending(db, settings, input);
    return { answer: subscribeAnswers.confirm, outcome, spam: false };
  }
  // The policy the sign-up's page linked: its language's version.
  const policyVersion = await privacyPolicyInForce(db, settings, input.language);
  const { outcome } = await transaction(db, async (tx) => {
    const subscribed = await subscribe(tx, input);
    if (subscribed.outcome !== "already-subscribed") {
      await recordConsent(tx, {
        source: "newsletter",
        choice: "subscribed",
        policyVersion,
        email: normaliseEmail(input.email),
        ip,
      });
    }
    return subscribed;
  });
  return { answer: subscribeAnswers.subscribed, outcome, spam: false };
}
