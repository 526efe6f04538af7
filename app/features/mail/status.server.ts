import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { mailOutbox } from "../../../db/schema.ts";
import type { MailConfig } from "../../../server/config.server.ts";
import type { FailedMail, MailStatus } from "./types.ts";

const FAILED_SHOWN = 50;

/** host:port of SMTP_URL: the screen may say where mail goes, never with which password. */
function serverOf(smtpUrl: string | undefined): string | null {
  if (!smtpUrl) return null;
  const url = new URL(smtpUrl);
  return `${url.protocol.replace(":", "")}://${url.host}`;
}

export async function mailStatus(db: Db, config: MailConfig): Promise<MailStatus> {
  const [last] = await db
    .select({ at: mailOutbox.sentAt, recipient: mailOutbox.recipient, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "sent"))
    .orderBy(desc(mailOutbox.sentAt))
    .limit(1);
  const [counts] = await db
    .select({ pending: sql<number>`count(*)`.mapWith(Number) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"));
  const failed = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "failed"))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(FAILED_SHOWN);
  return {
    mode: config.mode,
    server: serverOf(config.smtpUrl),
    from: config.from,
    notifyEmails: config.notifyEmails,
    lastDelivery:
      last?.at != null
        ? { at: last.at.toISOString(), recipient: last.recipient, subject: last.subject }
        : null,
    pending: counts?.pending ?? 0,
    failed: failed.map(
      (row): FailedMail => ({
        id: row.id,
        kind: row.kind,
        recipient: row.recipient,
        subject: row.subject,
        attempts: row.attempts,
        lastReply: row.lastReply,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
  };
}
