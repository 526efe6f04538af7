import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { transaction } from "../../../db/client.server.ts";
import { mailAttempts, mailOutbox, users } from "../../../db/schema.ts";
import { enqueueMail } from "../../../server/mail/outbox.ts";
import { smtpTransport } from "../../../server/mail/transport.ts";
import { type MailWorker, startMailWorker } from "../../../server/mail/worker.ts";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { deleteOldSentMail } from "./cleanup.server.ts";

let sink: SmtpSink;
let t: TestApp;
let worker: MailWorker;
let admin: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: `smtp://usuario:segredo@127.0.0.1:${sink.port}`,
    NOTIFY_EMAILS: "ana@nexo.test",
  });
  const mail = t.config.mail as typeof t.config.mail & { smtpUrl: string };
  worker = await startMailWorker(t.database, smtpTransport(mail), pino({ level: "silent" }), {
    pollMs: 3_600_000,
  });
  admin = (await t.signIn("admin")).cookie;
});
afterEach(async () => {
  sink.answer(() => "accept");
  sink.received.length = 0;
  await t.db.delete(mailOutbox);
});
afterAll(async () => {
  await worker.stop();
  await sink.stop();
  await t.close();
});

const queue = () =>
  transaction(t.db, (tx) =>
    enqueueMail(tx, [
      {
        kind: "contact",
        to: "ana@nexo.test",
        subject: "Novo contato: teste",
        content: { text: "texto", html: "<p>texto</p>" },
      },
    ]),
  );

describe("/api/admin/settings/mail", () => {
  it("is for admins only", async () => {
    const editor = (await t.signIn("editor")).cookie;
    expect((await t.request("GET", "/api/admin/settings/mail")).status).toBe(401);
    expect((await t.request("GET", "/api/admin/settings/mail", { cookie: editor })).status).toBe(
      403,
    );
    const test = await t.request("POST", "/api/admin/settings/mail/test", { cookie: editor });
    expect(test.status).toBe(403);
    expect(
      (await t.request("POST", "/api/admin/settings/outbox/1/resend", { cookie: editor })).status,
    ).toBe(403);
  });

  it("shows the configuration without the SMTP password, the last delivery and the failures", async () => {
    await queue();
    await worker.runPass();
    sink.answer(() => ({ code: 550, message: "Caixa postal inexistente" }));
    const [failedId] = await queue();
    await worker.runPass();

    const status = await t.request("GET", "/api/admin/settings/mail", { cookie: admin });
    expect(status.status).toBe(200);
    expect(JSON.stringify(status.body)).not.toContain("segredo");
    expect(status.body.data).toMatchObject({
      mode: "smtp",
      server: `smtp://127.0.0.1:${sink.port}`,
      notifyEmails: ["ana@nexo.test"],
      lastDelivery: { recipient: "ana@nexo.test", subject: "Novo contato: teste" },
      pending: 0,
      failed: [
        {
          id: failedId,
          recipient: "ana@nexo.test",
          attempts: 1,
          lastReply: expect.stringContaining("550 Caixa postal inexistente"),
        },
      ],
    });

    // 'Reenviar': queued again and sent.
    sink.answer(() => "accept");
    const resend = await t.request("POST", `/api/admin/settings/outbox/${failedId}/resend`, {
      cookie: admin,
    });
    expect(resend.status).toBe(200);
    await worker.runPass();
    expect(sink.received).toHaveLength(2);
    const after = await t.request("GET", "/api/admin/settings/mail", { cookie: admin });
    expect(after.body.data.failed).toEqual([]);
    // Only a failed mail can be sent again.
    const again = await t.request("POST", `/api/admin/settings/outbox/${failedId}/resend`, {
      cookie: admin,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("E-mail não encontrado, ou não está entre os que falharam");
  });

  it("sends a test mail to the admin's own address and reports success, or the SMTP error in pt-BR", async () => {
    const noAddress = await t.request("POST", "/api/admin/settings/mail/test", { cookie: admin });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.message).toBe(
      "Cadastre seu e-mail em Minha conta para receber o e-mail de teste.",
    );
    // Set behind the API: through /admin/conta a new address needs the password and its link.
    const me = await t.request("GET", "/api/user", { cookie: admin });
    await t.db.update(users).set({ email: "eu@nexo.test" }).where(eq(users.id, me.body.data.id));

    // A `to` from the body is not a way of mailing anyone else.
    const sent = await t.request("POST", "/api/admin/settings/mail/test", {
      cookie: admin,
      body: { to: "outra@nexo.test" },
    });
    expect(sent.body.data).toEqual({
      sent: true,
      message: "E-mail de teste enviado para eu@nexo.test.",
    });
    expect(sink.received[0]?.subject).toBe("E-mail de teste do painel");
    expect(sink.received[0]?.to).toMatchObject({ text: "eu@nexo.test" });

    sink.answer(() => ({ code: 554, message: "Relay negado" }));
    const refused = await t.request("POST", "/api/admin/settings/mail/test", { cookie: admin });
    expect(refused.body.data.sent).toBe(false);
    expect(refused.body.data.message).toMatch(
      /^O servidor de e-mail recusou a mensagem: 554 Relay negado/,
    );

    await sink.stop();
    try {
      const down = await t.request("POST", "/api/admin/settings/mail/test", { cookie: admin });
      expect(down.body.data.sent).toBe(false);
      expect(down.body.data.message).toMatch(/^Não foi possível falar com o servidor de e-mail/);
    } finally {
      await sink.start();
    }
  });
});

describe("sent mail retention", () => {
  it("deletes sent mails after 30 days with their attempts, and keeps failed ones", async () => {
    const [recent] = await queue();
    const [old] = await queue();
    await worker.runPass();
    sink.answer(() => ({ code: 550, message: "Não" }));
    const [failed] = await queue();
    await worker.runPass();
    await t.db.execute(
      sql`update mail_outbox set sent_at = now() - interval '31 days', created_at = now() - interval '31 days' where id in (${old!}, ${failed!})`,
    );
    expect(await deleteOldSentMail(t.db)).toBe(1);
    const left = await t.db.select({ id: mailOutbox.id }).from(mailOutbox);
    expect(left.map((row) => row.id).sort()).toEqual([recent, failed].sort());
    const attempts = await t.db.select({ mailId: mailAttempts.mailId }).from(mailAttempts);
    expect(attempts.some((a) => a.mailId === old)).toBe(false);
  });
});
