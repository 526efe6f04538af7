import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import type { ScheduledJob } from "../../../server/jobs/scheduler.ts";

// A sent notification copies a lead's contact data; once delivered, the message itself in the
// panel is the record, so the copy is kept only long enough to answer "did it go out?".
const SENT_MAIL_KEEP_DAYS = 30;

/** Deletes sent mails (and their attempts) older than SENT_MAIL_KEEP_DAYS. Failed ones stay for 'Reenviar'. */
export async function deleteOldSentMail(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    delete from mail_outbox
     where status = 'sent' and sent_at < now() - make_interval(days => ${SENT_MAIL_KEEP_DAYS})
     returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

export const sentMailCleanupJob: ScheduledJob = {
  name: "mail-cleanup",
  everyMs: 24 * 3_600_000,
  run: async (db) => `${await deleteOldSentMail(db)} e-mails enviados apagados`,
};
