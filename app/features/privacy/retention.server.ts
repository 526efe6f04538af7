import { and, eq, isNotNull, lt, ne } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import {
  auditLog,
  contactMessages,
  newsletterSubscribers,
  testimonials,
} from "../../../db/schema.ts";
import type { ScheduledJob } from "../../../server/jobs/scheduler.ts";
import { recordAudit } from "../audit/index.server.ts";

/** How long each kind of personal data is kept (docs/product.md#retention). */
export interface RetentionSettings {
  messagesDays: number;
  unsubscribedDays: number;
  spamDays: number;
  pendingSubscriptionDays: number;
  unapprovedTestimonialsDays: number;
  auditDays: number;
}

const DAY_MS = 86_400_000;
const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes what has outlived its retention period and writes what it removed to the activity log.
 * One statement per kind, each its own short transaction: a large first run never holds the
 * database for long.
 */
export async function applyRetention(db: Db, settings: RetentionSettings, now = new Date()) {
  const messages = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before(now, settings.messagesDays)))
    .returning({ id: contactMessages.id });
  const spamMessages = await db
    .delete(contactMessages)
    .where(
      and(
        eq(contactMessages.spam, true),
        lt(contactMessages.createdAt, before(now, settings.spamDays)),
      ),
    )
    .returning({ id: contactMessages.id });
  const spamTestimonials = await db
    .delete(testimonials)
    .where(
      and(eq(testimonials.spam, true), lt(testimonials.createdAt, before(now, settings.spamDays))),
    )
    .returning({ id: testimonials.id });
  const unsubscribed = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.active, false),
        lt(newsletterSubscribers.unsubscribedAt, before(now, settings.unsubscribedDays)),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  // Double opt-in: a subscription whose link was not followed in 7 days is erased.
  const pending = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.active, false),
        isNotNull(newsletterSubscribers.confirmationHash),
        lt(newsletterSubscribers.confirmationSentAt, before(now, settings.pendingSubscriptionDays)),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  const unapproved = await db
    .delete(testimonials)
    .where(
      and(
        ne(testimonials.status, "approved"),
        lt(testimonials.createdAt, before(now, settings.unapprovedTestimonialsDays)),
      ),
    )
    .returning({ id: testimonials.id });
  const audit = await db
    .delete(auditLog)
    .where(lt(auditLog.createdAt, before(now, settings.auditDays)))
    .returning({ id: auditLog.id });
  const removed = {
    messages: messages.length,
    spam: spamMessages.length + spamTestimonials.length,
    unsubscribed: unsubscribed.length,
    pendingSubscriptions: pending.length,
    unapprovedTestimonials: unapproved.length,
    auditEntries: audit.length,
  };
  const summary =
    `${removed.messages} mensagens, ${removed.spam} spam, ` +
    `${removed.unsubscribed} e-mails descadastrados, ` +
    `${removed.pendingSubscriptions} inscrições não confirmadas, ` +
    `${removed.unapprovedTestimonials} depoimentos não aprovados, ` +
    `${removed.auditEntries} registros de atividade`;
  await recordAudit(db, { actor: null, action: "retention.purge", target: summary });
  return { removed, summary };
}

export function retentionJob(settings: RetentionSettings): ScheduledJob {
  return {
    name: "retention",
    everyMs: DAY_MS,
    run: async (db) => (await applyRetention(db, settings)).summary,
  };
}
