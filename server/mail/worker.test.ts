import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { transaction } from "../../db/client.server.ts";
import { mailAttempts, mailOutbox } from "../../db/schema.ts";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp-sink.ts";
import { openSharedTestDatabase } from "../../tests/support/test-database.ts";
import { loadConfig } from "../config.server.ts";
import {
  claimDueMail,
  enqueueMail,
  MAX_ATTEMPTS,
  type OutgoingMail,
  retryDelayMs,
} from "./outbox.ts";
import { smtpTransport } from "./transport.ts";
import { type MailWorker, startMailWorker } from "./worker.ts";

const silent = pino({ level: "silent" });
let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;
let sink: SmtpSink;
const workers: MailWorker[] = [];

beforeAll(async () => {
  shared = await openSharedTestDatabase();
  sink = await startSmtpSink();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  sink.answer(() => "accept");
  sink.received.length = 0;
  await shared.first.db.delete(mailOutbox);
});
afterAll(async () => {
  await sink.stop();
  await shared.close();
});

const mailConfig = (url: string) =>
  loadConfig({ DATA_DIR: "memory://", SMTP_URL: url, MAIL_FROM: "Site <site@nexo.test>" })
    .mail as ReturnType<typeof loadConfig>["mail"] & { smtpUrl: string };

/** A worker that only works when told (its poll is far away), unless the test wakes it. */
async function worker(database = shared.first, probeMs = 60_000) {
  const started = await startMailWorker(database, smtpTransport(mailConfig(sink.url)), silent, {
    pollMs: 3_600_000,
    probeMs,
  });
  workers.push(started);
  return started;
}

const mail = (n = 1): OutgoingMail => ({
  kind: "test",
  to: `equipe${n}@nexo.test`,
  subject: `Assunto ${n}`,
  content: { replyTo: "cliente@exemplo.com", text: `Texto ${n}`, html: `<p>Texto ${n}</p>` },
});

async function queue(...mails: OutgoingMail[]) {
  return transaction(shared.first.db, (tx) => enqueueMail(tx, mails));
}
const rowOf = async (id: number) =>
  (await shared.first.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const attemptsOf = (id: number) =>
  shared.first.db
    .select()
    .from(mailAttempts)
    .where(eq(mailAttempts.mailId, id))
    .orderBy(mailAttempts.id);
/** What waiting out the backoff would do, without the wait. */
const makeDue = () =>
  shared.first.db.execute(
    sql`update mail_outbox set next_attempt_at = now() where status = 'pending'`,
  );

describe("the mail worker, against a real SMTP server", () => {
  it("sends a mail queued in a transaction as soon as it commits, with its Reply-To and text part", async () => {
    await worker();
    const [id] = await queue(mail());
    const [received] = await sink.waitFor(1);
    expect(received!.subject).toBe("Assunto 1");
    expect(received!.from?.value[0]).toMatchObject({ name: "Site", address: "site@nexo.test" });
    expect(received!.replyTo?.text).toBe("cliente@exemplo.com");
    expect(received!.text?.trim()).toBe("Texto 1");
    expect(received!.html).toContain("<p>Texto 1</p>");
    await expect.poll(async () => (await rowOf(id!)).status).toBe("sent");
    const [attempt] = await attemptsOf(id!);
    expect(attempt).toMatchObject({ outcome: "sent", reply: expect.stringContaining("sink-ok") });
  });

  it("queues nothing when the transaction rolls back", async () => {
    await expect(
      transaction(shared.first.db, async (tx) => {
        await enqueueMail(tx, [mail()]);
        throw new Error("the record failed");
      }),
    ).rejects.toThrow("the record failed");
    expect(await shared.first.db.select().from(mailOutbox)).toEqual([]);
  });

  it("retries a temporary 4xx later, recording each reply, then sends", async () => {
    let first = true;
    sink.answer(() => {
      if (!first) return "accept";
      first = false;
      return { code: 451, message: "Greylisted, tente mais tarde" };
    });
    const w = await worker();
    const [id] = await queue(mail());
    await w.runPass();
    const afterFailure = await rowOf(id!);
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1, waitingForServer: false });
    expect(afterFailure.lastReply).toContain("451 Greylisted");
    // Backed off, not retried at once.
    const waitMs = afterFailure.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(retryDelayMs(1) - 30_000);
    await w.runPass();
    expect(sink.received).toHaveLength(0);

    await makeDue();
    await w.runPass();
    expect(sink.received).toHaveLength(1);
    expect(await rowOf(id!)).toMatchObject({ status: "sent", attempts: 2 });
    expect((await attemptsOf(id!)).map((a) => a.outcome)).toEqual(["retry", "sent"]);
  });

  it("gives up at once on a permanent 5xx and keeps the server's reply", async () => {
    sink.answer(() => ({ code: 550, message: "Caixa postal inexistente" }));
    const w = await worker();
    const [id] = await queue(mail());
    await w.runPass();
    const row = await rowOf(id!);
    expect(row).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
    expect(row.lastReply).toContain("550 Caixa postal inexistente");
    await makeDue();
    await w.runPass();
    expect(sink.attempts()).toBeGreaterThan(0);
    expect(await attemptsOf(id!)).toHaveLength(1);
  });

  it("holds mail while the server is down and sends it as soon as the server is back", async () => {
    await sink.stop();
    try {
      const w = await worker(shared.first, 0);
      const [id] = await queue(mail());
      await w.runPass();
      const waiting = await rowOf(id!);
      expect(waiting).toMatchObject({ status: "pending", waitingForServer: true, attempts: 1 });
      expect(waiting.lastReply).toMatch(/ECONNREFUSED|connect/i);
      // Still down: the probe fails, nothing is released.
      await w.runPass();
      expect((await rowOf(id!)).attempts).toBe(1);
    } finally {
      await sink.start();
    }
    await workers[0]!.runPass();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.subject).toBe("Assunto 1");
  });

  it("sends the mail waiting for the server as soon as another one goes through", async () => {
    await sink.stop();
    let w: MailWorker;
    try {
      w = await worker(); // checks the server at most once a minute
      await queue(mail(1));
      await w.runPass();
      await w.runPass(); // the check: still down
    } finally {
      await sink.start();
    }
    await queue(mail(2));
    await w!.runPass();
    expect(sink.received.map((m) => m.subject).sort()).toEqual(["Assunto 1", "Assunto 2"]);
  });

  it("sends again a mail whose sender died mid-send, once its lease runs out", async () => {
    const [id] = await queue(mail());
    // An instance claims it and dies without recording anything.
    const [claimed] = await claimDueMail(shared.second.db, 10, 60_000);
    expect(claimed?.id).toBe(id);
    const w = await worker();
    await w.runPass();
    expect(sink.received).toHaveLength(0);
    await shared.first.db.execute(
      sql`update mail_outbox set locked_until = now() - interval '1 second' where id = ${id!}`,
    );
    await w.runPass();
    expect(sink.received).toHaveLength(1);
    expect(await rowOf(id!)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("sends each mail once with two instances on one database", async () => {
    const one = await worker(shared.first);
    const two = await worker(shared.second);
    const ids = await queue(...Array.from({ length: 30 }, (_, n) => mail(n)));
    await Promise.all([one.runPass(), two.runPass(), one.runPass(), two.runPass()]);
    await sink.waitFor(30);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(30);
    expect(new Set(sink.received.map((m) => m.subject)).size).toBe(30);
    const rows = await shared.first.db.select().from(mailOutbox);
    expect(
      rows
        .filter((row) => ids.includes(row.id))
        .every((row) => row.status === "sent" && row.attempts === 1),
    ).toBe(true);
  });
});

describe("the retry schedule", () => {
  it("tries at least 8 times, spread over about a day", () => {
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(8);
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(retryDelayMs(attempt)).toBe(retryDelayMs(1) * 2 ** (attempt - 1));
      total += retryDelayMs(attempt);
    }
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(30);
  });
});
