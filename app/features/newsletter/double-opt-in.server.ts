import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { mailOutbox, newsletterSubscribers } from "../../../db/schema.ts";
import { enqueueMail } from "../../../server/mail/outbox.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { asLocale, type Locale } from "../../lib/locale.ts";
import { localePaths, newsletterLinkPath } from "../../lib/locale-paths.ts";
import { retentionPeriods } from "../../lib/retention-periods.ts";
import type { SiteFacts } from "../../lib/site-facts.ts";
import { recordConsent } from "../consent/index.server.ts";
import { privacyPolicyInForce } from "../legal/index.server.ts";
import { newsletterConfirmationMail } from "../mail/index.server.ts";
import type { NewsletterSubscription } from "./schemas.ts";
import { normaliseEmail, sameEmail } from "./subscriber-email.server.ts";
import { unsubscribeToken } from "./unsubscribe-token.server.ts";

// docs/product.md#newsletter: with NEWSLETTER_DOUBLE_OPT_IN a subscription is pending until the
// owner of the address follows the link mailed to it; a link is single-use and lasts 7 days.
// Without it, a sign-up quicker than the form's time rule takes the same path
// (docs/decisions/0034-newsletter-quick-sign-ups-confirmed-by-mail.md).

const CONFIRMATION_MS = retentionPeriods.pendingSubscriptionDays * 86_400_000;

/**
 * Confirmation mails one address gets in a day, however many clients ask for them: anyone can
 * type anyone's address, and each sign-up of a pending address would mail it again.
 */
export const CONFIRMATION_MAILS_PER_DAY = 3;

/** Only the hash is stored: a copy of the database confirms no one. */
const hashOf = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export interface DoubleOptInSettings {
  appSecret: string | undefined;
  site: { url: string; name: string };
}

/**
 * Stores the address as pending (inactive) with a fresh link, and queues its confirmation mail in
 * the same transaction. An active address is left as it is ("already"); a pending or unsubscribed
 * one gets a new link, which replaces the old, unless it already got CONFIRMATION_MAILS_PER_DAY
 * mails in the last 24 hours: then nothing changes (its last link still works). The visitor is
 * answered the same whichever it was; the outcome is for the caller only.
 */
export async function subscribePending(
  db: Db,
  settings: DoubleOptInSettings,
  input: NewsletterSubscription,
): Promise<"pending" | "already-subscribed"> {
  const email = normaliseEmail(input.email);
  const token = randomBytes(32).toString("base64url");
  const secret = await appSecret(db, settings.appSecret);
  return db.transaction(async (tx) => {
    // One sign-up of an address at a time, across instances, so parallel requests cannot each
    // find the allowance unspent; the lock ends with the transaction.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`newsletter:${email}`}))`);
    if ((await confirmationMailsToday(tx, email)) >= CONFIRMATION_MAILS_PER_DAY) {
      const [active] = await tx
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(and(sameEmail(email), eq(newsletterSubscribers.active, true)));
      return active ? "already-subscribed" : "pending";
    }
    const pending = { confirmationHash: hashOf(token), confirmationSentAt: new Date() };
    const [inserted] = await tx
      .insert(newsletterSubscribers)
      .values({
        email,
        name: input.name,
        language: input.language,
        active: false,
        confirmedAt: null,
        ...pending,
      })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    if (!inserted) {
      const [renewed] = await tx
        .update(newsletterSubscribers)
        .set({
          ...pending,
          // Pending now: the 7-day expiry, not the unsubscribed rule, decides when it goes.
          unsubscribedAt: null,
          name: input.name ?? sql`${newsletterSubscribers.name}`,
          // The language of the page it was given on this time: the new link's mail speaks it.
          language: input.language,
        })
        .where(and(sameEmail(email), eq(newsletterSubscribers.active, false)))
        .returning({ id: newsletterSubscribers.id });
      if (!renewed) return "already-subscribed";
    }
    // In the sign-up's language, linking its pages (/newsletter/confirmar, /en/newsletter/confirm).
    const paths = localePaths.find(({ locale }) => locale === input.language) ?? localePaths[0]!;
    const link = (page: "confirm" | "unsubscribe", token: string) =>
      `${settings.site.url}${newsletterLinkPath(page, paths)}?token=${encodeURIComponent(token)}`;
    const mail = newsletterConfirmationMail(
      settings.site.name,
      link("confirm", token),
      link("unsubscribe", unsubscribeToken(secret, email)),
      asLocale(input.language),
    );
    await enqueueMail(tx, [
      { kind: "newsletter-confirmation", to: email, subject: mail.subject, content: mail },
    ]);
    return "pending";
  });
}

async function confirmationMailsToday(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, "newsletter-confirmation"),
        sql`lower(${mailOutbox.recipient}) = ${email.toLowerCase()}`,
        gt(mailOutbox.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return row?.count ?? 0;
}

const unexpired = (hash: string, now: Date) =>
  and(
    eq(newsletterSubscribers.confirmationHash, hash),
    gt(newsletterSubscribers.confirmationSentAt, new Date(now.getTime() - CONFIRMATION_MS)),
  );

/** The address a confirmation link is for, or null when it is unknown, used or expired. */
export async function pendingAddress(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(unexpired(hashOf(token), now));
  return row?.email ?? null;
}

/**
 * Confirms the subscription once: the hash is cleared in the same statement, so a second use (or
 * two at once) finds nothing. The consent is recorded with the policy version in force.
 */
export async function confirmSubscription(
  db: Db,
  token: string,
  settings: { site: SiteFacts },
  ip: string | null,
  { locale = "pt-BR", now = new Date() }: { locale?: Locale; now?: Date } = {},
): Promise<string | null> {
  // The policy the confirming page links: its language's version.
  const policyVersion = await privacyPolicyInForce(db, settings, locale);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({
        active: true,
        confirmedAt: now,
        unsubscribedAt: null,
        confirmationHash: null,
        confirmationSentAt: null,
      })
      .where(unexpired(hashOf(token), now))
      .returning({ email: newsletterSubscribers.email });
    if (!row) return null;
    await recordConsent(tx, {
      source: "newsletter",
      choice: "confirmed",
      policyVersion,
      email: row.email,
      ip,
    });
    return row.email;
  });
}
