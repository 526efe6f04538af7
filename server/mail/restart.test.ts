import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../../tests/support/server-process.ts";
import { startSmtpSink } from "../../tests/support/smtp-sink.ts";
import { createThrowawayDatabase } from "../../tests/support/test-database.ts";

// The real server process, killed with SIGKILL while a notification waits in the outbox.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const until = async (condition: () => boolean, what: string, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((tick) => setTimeout(tick, 20));
  }
};

const contact = {
  name: "Paula Reis",
  email: "paula@example.com",
  phone: "(11) 98765-4321",
  projectType: "Site de Imobiliária",
  subject: "Depois do kill -9",
  message: "Gostaria de um orçamento.",
};

it("delivers after a restart a notification queued before kill -9", async () => {
  const sink = await startSmtpSink();
  cleanups.push(() => sink.stop());
  await sink.stop(); // the mail server is down when the lead arrives
  // One database both processes open in turn: a PGlite folder, or a PostgreSQL database.
  let storage: Record<string, string>;
  if (process.env.TEST_DATABASE_URL) {
    const database = await createThrowawayDatabase();
    cleanups.push(() => database.drop());
    storage = { DATABASE_URL: database.url };
  } else {
    const dir = mkdtempSync(join(tmpdir(), "mail-restart-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    storage = { DATA_DIR: dir };
  }
  const env = { ...storage, SMTP_URL: sink.url, NOTIFY_EMAILS: "ana@nexo.test" };

  const first: ServerProcess = await startServerProcess(env);
  cleanups.push(() => first.cleanup());
  const answer = await fetch(`${first.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(contact),
  });
  expect(answer.status).toBe(201);
  // Killed once its first try has found no server: a try cut in the middle is the lease's case
  // (worker.test.ts), and would wait out the lease here.
  await until(() => first.output().includes("e-mail não enviado"), "the first try");
  first.child.kill("SIGKILL");
  expect((await first.exited).signal).toBe("SIGKILL");

  await sink.start();
  const second = await startServerProcess(env);
  cleanups.push(() => second.cleanup());
  const [mail] = await sink.waitFor(1, 10_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${first.output()}\n---\n${second.output()}`);
  });
  expect(mail!.subject).toBe("Novo contato: Depois do kill -9");
  // Sent once: nothing more arrives.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(sink.received).toHaveLength(1);
}, 120_000);
