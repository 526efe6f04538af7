import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema.ts";
import { smtpTransport } from "../../../server/mail/transport.ts";
import { type MailWorker, startMailWorker } from "../../../server/mail/worker.ts";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let sink: SmtpSink;
let t: TestApp;
let worker: MailWorker;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: sink.url,
    MAIL_FROM: "Nexo Digital <site@nexo.test>",
    NOTIFY_EMAILS: "equipe@nexo.test",
  });
  const mail = t.config.mail as typeof t.config.mail & { smtpUrl: string };
  worker = await startMailWorker(t.database, smtpTransport(mail), pino({ level: "silent" }));
});
afterAll(async () => {
  await worker.stop();
  await sink.stop();
  await t.close();
});

const contact = {
  name: "Paula Reis",
  email: "paula@example.com",
  phone: "(11) 98765-4321",
  projectType: "Site de Imobiliária",
  subject: "Orçamento de site",
  message: "Gostaria de um orçamento para o site da imobiliária.",
};

describe("'Responder por e-mail', received by a real SMTP server", () => {
  it("mails the visitor Re: {subject} in the notification's thread, from MAIL_FROM, Reply-To the staff member", async () => {
    const staff = await t.signIn("editor");
    await t.db
      .update(users)
      .set({ email: "ana@nexo.test", fullName: "Ana Souza" })
      .where(eq(users.id, staff.user.id));
    const sent = await t.request("POST", "/api/contact", { body: contact });
    expect(sent.status).toBe(201);
    const id = sent.body.data.id;
    const [notification] = await sink.waitFor(1);
    expect(notification!.subject).toBe("Novo contato: Orçamento de site");
    const threadId = notification!.messageId!;
    expect(threadId).toMatch(/^<contato\.[0-9a-f-]{36}@nexo\.test>$/);

    const reply = await t.request("POST", `/api/admin/contacts/${id}/reply`, {
      body: { body: "Olá, Paula!\n\nPodemos conversar amanhã às 10h?\n\nAna" },
      cookie: staff.cookie,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      kind: "reply",
      authorName: "Ana Souza",
      delivery: "pending",
    });

    const [, mail] = await sink.waitFor(2);
    expect(mail!.subject).toBe("Re: Orçamento de site");
    expect(mail!.to && "value" in mail!.to && mail!.to.value[0]?.address).toBe("paula@example.com");
    expect(mail!.from?.value[0]).toMatchObject({ name: "Nexo Digital", address: "site@nexo.test" });
    expect(mail!.replyTo?.value[0]).toMatchObject({ name: "Ana Souza", address: "ana@nexo.test" });
    expect(mail!.inReplyTo).toBe(threadId);
    expect([mail!.references].flat()).toEqual([threadId]);
    expect(mail!.messageId).not.toBe(threadId);
    expect(mail!.text?.trim()).toBe("Olá, Paula!\n\nPodemos conversar amanhã às 10h?\n\nAna");
    expect(mail!.html).toContain("Podemos conversar amanhã às 10h?");

    // The timeline shows the reply with its delivery state once the server took it.
    await expect
      .poll(async () => {
        const timeline = await t.request("GET", `/api/admin/contacts/${id}/notes`, {
          cookie: staff.cookie,
        });
        return timeline.body.data.map((e: { kind: string; delivery: string }) => [
          e.kind,
          e.delivery,
        ]);
      })
      .toEqual([["reply", "sent"]]);
  });

  it("refuses a reply from a staff member without an e-mail: the visitor could not answer", async () => {
    const staff = await t.signIn("admin");
    const sent = await t.request("POST", "/api/contact", { body: contact });
    const res = await t.request("POST", `/api/admin/contacts/${sent.body.data.id}/reply`, {
      body: { body: "Olá!" },
      cookie: staff.cookie,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "Cadastre seu e-mail em Minha conta para responder: é para ele que o cliente responde",
    );
  });
});

describe("replies without mail", () => {
  it("answer 400 when the server sends no e-mail, queueing nothing", async () => {
    // Tests, like production, send no mail without SMTP_URL.
    const off = await createTestApp();
    try {
      const staff = await off.signIn("admin");
      const sent = await off.request("POST", "/api/contact", { body: contact });
      const res = await off.request("POST", `/api/admin/contacts/${sent.body.data.id}/reply`, {
        body: { body: "Olá!" },
        cookie: staff.cookie,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^O envio de e-mails está desligado/);
    } finally {
      await off.close();
    }
  });
});
