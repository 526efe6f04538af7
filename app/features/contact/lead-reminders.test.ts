import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, leadReminders, mailOutbox, users } from "../../../db/schema.ts";
import { loadConfig } from "../../../server/config.server.ts";
import { startScheduler } from "../../../server/jobs/scheduler.ts";
import { openSharedTestDatabase } from "../../../tests/support/test-database.ts";
import { createUser } from "../users/users.server.ts";
import { followUpReminderJob } from "./lead-reminders.server.ts";

const silent = pino({ level: "silent" });
let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: "memory://",
  SMTP_URL: "smtp://127.0.0.1:2525",
  SITE_URL: "https://www.nexo.test",
});

beforeAll(async () => {
  shared = await openSharedTestDatabase();
});
afterEach(async () => {
  await shared.first.db.delete(mailOutbox);
  await shared.first.db.delete(leadReminders);
  await shared.first.db.delete(contactMessages);
  await shared.first.db.execute(sql`delete from scheduled_jobs where name = 'lead-reminders'`);
});
afterAll(() => shared.close());

async function owner(
  name: string,
  email: string | null,
): Promise<{ id: number; email: string | null }> {
  const user = await createUser(shared.first.db, {
    username: `${name}-${Math.random().toString(36).slice(2, 8)}`,
    password: "senha-segura-123",
    fullName: name,
    role: "editor",
  });
  if (email) await shared.first.db.update(users).set({ email }).where(eq(users.id, user.id));
  return { id: user.id, email };
}

async function lead(values: Partial<typeof contactMessages.$inferInsert>) {
  const [row] = await shared.first.db
    .insert(contactMessages)
    .values({
      name: "Paula Reis",
      email: "paula@example.com",
      phone: "+5511987654321",
      projectType: "Site Institucional",
      subject: "Orçamento de site",
      message: "Gostaria de um orçamento para o site.",
      ...values,
    })
    .returning();
  return row!;
}

const queued = () =>
  shared.first.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "reminder"));

// 5 March 2026 in São Paulo (UTC-3): 7:30 is before the reminders' hour, 8:15 after it.
const at = (time: string) => new Date(`2026-03-05T${time}-03:00`);

describe("the daily follow-up reminders, on a fake clock", () => {
  it("mails each owner their open leads whose day has come, once a day, from 8:00", async () => {
    const ana = await owner("Ana", `ana-${Date.now()}@nexo.test`);
    const bruno = await owner("Bruno", `bruno-${Date.now()}@nexo.test`);
    const semEmail = await owner("Carla", null);
    const due = await lead({ ownerId: ana.id, followUpAt: at("09:00:00"), subject: "Site novo" });
    const overdue = await lead({
      ownerId: ana.id,
      followUpAt: new Date("2026-03-01T12:00:00Z"),
      status: "proposal",
      subject: "Loja virtual",
    });
    await lead({ ownerId: ana.id, followUpAt: new Date("2026-03-06T12:00:00Z") }); // tomorrow
    await lead({ ownerId: ana.id, followUpAt: at("09:00:00"), status: "won" });
    await lead({ ownerId: ana.id, followUpAt: at("09:00:00"), spam: true });
    await lead({ ownerId: bruno.id, followUpAt: at("23:59:00") });
    await lead({ ownerId: semEmail.id, followUpAt: at("09:00:00") });
    await lead({ followUpAt: at("09:00:00") }); // nobody's

    let now = at("07:30:00");
    const job = followUpReminderJob(config, () => now);
    expect(await job.run(shared.first.db)).toBe("antes das 8h: nenhum lembrete");
    expect(await queued()).toEqual([]);

    now = at("08:15:00");
    expect(await job.run(shared.first.db)).toBe("2 lembrete(s) de retorno enviados");
    const mails = await queued();
    expect(mails.map((m) => m.recipient).sort()).toEqual([ana.email, bruno.email]);
    const toAna = mails.find((m) => m.recipient === ana.email)!;
    expect(toAna.subject).toBe("Lembrete: 2 contatos para retornar hoje");
    expect(toAna.content.text).toContain(`https://www.nexo.test/admin/mensagens?id=${due.id}`);
    expect(toAna.content.text).toContain(`https://www.nexo.test/admin/mensagens?id=${overdue.id}`);
    expect(toAna.content.text).toContain("Loja virtual (retorno em 01/03/2026)");
    const toBruno = mails.find((m) => m.recipient === bruno.email)!;
    expect(toBruno.subject).toBe("Lembrete: 1 contato para retornar hoje");

    // Later the same day: nothing again.
    now = at("15:00:00");
    expect(await job.run(shared.first.db)).toBe("0 lembrete(s) de retorno enviados");
    expect(await queued()).toHaveLength(2);

    // The next day, the leads still open are due again.
    now = new Date("2026-03-06T08:30:00-03:00");
    await job.run(shared.first.db);
    expect(await queued()).toHaveLength(4);
  });

  it("sends once across two instances running the job together", async () => {
    const ana = await owner("Ana", `ana2-${Date.now()}@nexo.test`);
    await lead({ ownerId: ana.id, followUpAt: at("09:00:00") });
    const clock = () => at("10:00:00");
    const schedulers = [shared.first, shared.second].map((database) =>
      startScheduler(database.db, [followUpReminderJob(config, clock)], silent, { ticking: false }),
    );
    try {
      await Promise.all(schedulers.map((scheduler) => scheduler.runDue()));
      // Asked again, each instance finds the job ran within the hour, and the day's row.
      await Promise.all(schedulers.map((scheduler) => scheduler.runNow("lead-reminders")));
      const mails = await queued();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.recipient).toBe(ana.email);
      // Even run by hand on both at once, past the scheduler, the day's row lets one mail through.
      await shared.first.db.delete(leadReminders);
      await shared.first.db.delete(mailOutbox);
      const jobs = [shared.first, shared.second].map((database) => ({
        database,
        job: followUpReminderJob(config, clock),
      }));
      await Promise.all(jobs.map(({ database, job }) => job.run(database.db)));
      expect(await queued()).toHaveLength(1);
    } finally {
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    }
  });
});
