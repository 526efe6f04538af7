import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { type MailContent, mailAttempts, mailOutbox } from "../../db/schema.ts";

/** pg_notify channel: every instance's worker hears a commit that queued mail. */
export const MAIL_CHANNEL = "mail_outbox";

export interface OutgoingMail {
  /** Why it is sent: contact, testimonial, test, password-reset. */
  kind: string;
  to: string;
  subject: string;
  content: MailContent;
}

/**
 * Queues mail inside the caller's transaction (docs/product.md#e-mail): the row commits or rolls
 * back with the record that caused it. The notification is delivered at commit, never before, so
 * the workers it wakes find the row.
 */
export async function enqueueMail(tx: Db, mails: OutgoingMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await tx
    .insert(mailOutbox)
    .values(
      mails.map(({ kind, to, subject, content }) => ({ kind, recipient: to, subject, content })),
    )
    .returning({ id: mailOutbox.id });
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
  return rows.map((row) => row.id);
}

/** A claimed mail: `attempt` numbers this try and fences what it records. */
export interface ClaimedMail extends OutgoingMail {
  id: number;
  attempt: number;
}

// Tries, and the wait after each failed one: 3 min doubling, 10 tries over about 25 hours.
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 3 * 60_000;
export const retryDelayMs = (attempt: number) => FIRST_RETRY_MS * 2 ** (attempt - 1);

/**
 * Claims up to `limit` due mails for `leaseMs`, in one statement: `for update skip locked` lets
 * instances claiming together take different rows (decision 0015), and the lease makes a mail
 * whose instance died mid-send due again once it runs out.
 */
export async function claimDueMail(db: Db, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const result = (await db.execute(sql`
    update mail_outbox
       set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = attempts + 1
     where id in (select id from mail_outbox
                   where status = 'pending' and next_attempt_at <= now()
                     and (locked_until is null or locked_until < now())
                   order by next_attempt_at, id
                   limit ${limit}
                   for update skip locked)
     returning id, kind, recipient, subject, content, attempts`)) as unknown as {
    rows: {
      id: number;
      kind: string;
      recipient: string;
      subject: string;
      content: MailContent | string;
      attempts: number;
    }[];
  };
  return result.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    content: typeof row.content === "string" ? JSON.parse(row.content) : row.content,
    attempt: row.attempts,
  }));
}

/** How a try ended: `unavailable` blames the server (down, refusing our login), not the mail. */
export type AttemptResult =
  | { outcome: "sent"; reply: string }
  | { outcome: "rejected" | "deferred" | "unavailable"; reply: string };

/**
 * Records a try and moves the mail on, in one transaction. Only the claim that made this try
 * may record it (`attempts` still equal): a try whose lease ran out and was claimed again
 * elsewhere records nothing. Returns the mail's new status.
 */
export async function recordAttempt(
  db: Db,
  mail: ClaimedMail,
  result: AttemptResult,
): Promise<"sent" | "pending" | "failed" | "stale"> {
  const lastTry = mail.attempt >= MAX_ATTEMPTS;
  const status =
    result.outcome === "sent"
      ? "sent"
      : result.outcome === "rejected" || lastTry
        ? "failed"
        : "pending";
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(mailOutbox)
      .set({
        status,
        lockedUntil: null,
        lastReply: result.reply.slice(0, 2000),
        waitingForServer: status === "pending" && result.outcome === "unavailable",
        nextAttemptAt:
          status === "pending"
            ? sql`now() + make_interval(secs => ${retryDelayMs(mail.attempt) / 1000})`
            : undefined,
        sentAt: status === "sent" ? sql`now()` : undefined,
      })
      .where(
        and(
          eq(mailOutbox.id, mail.id),
          eq(mailOutbox.attempts, mail.attempt),
          eq(mailOutbox.status, "pending"),
        ),
      )
      .returning({ id: mailOutbox.id });
    if (updated.length === 0) return "stale" as const;
    await tx.insert(mailAttempts).values({
      mailId: mail.id,
      outcome: status === "sent" ? "sent" : status === "failed" ? "failed" : "retry",
      reply: result.reply.slice(0, 2000),
    });
    return status;
  });
}

/** Whether some mail waits for the server to come back. */
export async function someMailWaitsForServer(db: Db): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from mail_outbox where status = 'pending' and waiting_for_server limit 1`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** The server answers again: what waited for it is due now, not at its backed-off time. */
export async function releaseMailWaitingForServer(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    update mail_outbox set next_attempt_at = now(), waiting_for_server = false
     where status = 'pending' and waiting_for_server
     returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** 'Reenviar': a failed mail is queued again with a fresh set of tries. */
export async function requeueMail(db: Db, id: number): Promise<boolean> {
  const result = (await db.execute(sql`
    update mail_outbox
       set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null,
           waiting_for_server = false
     where id = ${id} and status = 'failed'
     returning id`)) as unknown as { rows: unknown[] };
  if (result.rows.length === 0) return false;
  await db.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
  return true;
}
