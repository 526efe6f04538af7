import { inArray, sql } from "drizzle-orm";
import { type Db, transaction } from "../../../db/client.server.ts";
import { leadReminders, users } from "../../../db/schema.ts";
import type { Config } from "../../../server/config.server.ts";
import type { ScheduledJob } from "../../../server/jobs/scheduler.ts";
import { enqueueMail } from "../../../server/mail/outbox.ts";
import { isoDay } from "../../lib/format-date.ts";
import { type DueLeadFacts, leadReminderMail } from "../mail/index.server.ts";
import { dueLeadRows } from "./lead-pipeline.server.ts";

// Reminders wait for the working day: a mail at 00:01 would be read as yesterday's.
const REMINDER_HOUR = 8;

const hourInSaoPaulo = new Intl.DateTimeFormat("en-GB", {
  timeZone: "America/Sao_Paulo",
  hour: "2-digit",
  hourCycle: "h23",
});

/**
 * The daily follow-up reminders (docs/product.md#lead-pipeline, decision 0044): from 8:00 in São
 * Paulo, each owner with an e-mail gets one mail listing their open leads whose follow-up day has
 * come. The owner's row in `lead_reminders` for the day is inserted in the transaction that
 * queues the mail, so an owner hears once a day however often the job runs, on however many
 * instances; the scheduler also runs the job on one instance at a time. `now` is the clock.
 */
export async function sendFollowUpReminders(db: Db, config: Config, now: Date): Promise<string> {
  if (config.mail.mode === "off") return "e-mail desligado: nenhum lembrete";
  if (Number(hourInSaoPaulo.format(now)) < REMINDER_HOUR) return "antes das 8h: nenhum lembrete";
  const day = isoDay(now);
  const due = await dueLeadRows(db, day);
  const byOwner = new Map<number, DueLeadFacts[]>();
  for (const lead of due) {
    const list = byOwner.get(lead.ownerId!) ?? [];
    list.push({ ...lead, followUpAt: lead.followUpAt! });
    byOwner.set(lead.ownerId!, list);
  }
  if (byOwner.size === 0) return "nenhum contato para hoje";
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...byOwner.keys()]));
  let sent = 0;
  for (const owner of owners) {
    if (!owner.email) continue;
    const leads = byOwner.get(owner.id)!;
    const queued = await transaction(db, async (tx) => {
      const claimed = await tx
        .insert(leadReminders)
        .values({ userId: owner.id, day, leads: leads.length })
        .onConflictDoNothing()
        .returning({ userId: leadReminders.userId });
      if (claimed.length === 0) return false;
      const { subject, ...content } = leadReminderMail(leads, config.site.url);
      await enqueueMail(tx, [{ kind: "reminder", to: owner.email!, subject, content }]);
      return true;
    });
    if (queued) sent += 1;
  }
  return `${sent} lembrete(s) de retorno enviados`;
}

/** Reminder rows older than this say nothing anyone asks about. */
const KEEP_DAYS = 90;

export function followUpReminderJob(config: Config, clock = () => new Date()): ScheduledJob {
  return {
    name: "lead-reminders",
    // Looked at every hour, sent once a day: the first run after 8:00 sends, the rest find the
    // day's rows and send nothing, and a server down at 8:00 still reminds when it is back.
    everyMs: 3_600_000,
    run: async (db) => {
      await db.execute(
        sql`delete from lead_reminders where created_at < now() - make_interval(days => ${KEEP_DAYS})`,
      );
      return sendFollowUpReminders(db, config, clock());
    },
  };
}
