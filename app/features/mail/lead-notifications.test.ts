import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { transaction } from "../../../db/client.server.ts";
import { contactMessages, mailOutbox } from "../../../db/schema.ts";
import { loadConfig } from "../../../server/config.server.ts";
import { smtpTransport } from "../../../server/mail/transport.ts";
import { type MailWorker, startMailWorker } from "../../../server/mail/worker.ts";
import { pageActionLoadContext } from "../../../tests/support/load-context.ts";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { issueFormToken } from "../../lib/form-token.server.ts";
import { formatLongDateTime } from "../../lib/format-date.ts";
import { action as homeAction } from "../../routes/site/home.tsx";
import { notifyNewContacts } from "./lead-notifications.server.ts";

let sink: SmtpSink;
let t: TestApp;
let worker: MailWorker;
const staff = ["ana@nexo.test", "bruno@nexo.test"];

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: sink.url,
    MAIL_FROM: "Nexo Digital <site@nexo.test>",
    NOTIFY_EMAILS: staff.join(","),
    SITE_URL: "https://www.nexo.test",
    RATE_LIMIT_SUBMISSIONS: "100",
  });
  const mail = t.config.mail as typeof t.config.mail & { smtpUrl: string };
  worker = await startMailWorker(t.database, smtpTransport(mail), pino({ level: "silent" }));
});
afterEach(async () => {
  sink.received.length = 0;
  await t.db.delete(mailOutbox);
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
  message: "Gostaria de um orçamento\npara o site da imobiliária.",
};

describe("lead notifications, received by a real SMTP server", () => {
  it("shows a subject holding an encoded word as the visitor typed it, never decoded into headers", async () => {
    for (const subject of ["=?utf-8?q?=0D=0ABcc:ataque@exemplo.com?=", "Olá =?UTF-8?B?SGk=?= 😀"]) {
      const answer = await t.request("POST", "/api/contact", { body: { ...contact, subject } });
      expect(answer.status).toBe(201);
      const mails = await sink.waitFor(2);
      sink.received.length = 0;
      for (const mail of mails) {
        expect(mail.subject).toBe(`Novo contato: ${subject}`);
        expect(mail.bcc).toBeUndefined();
        expect(mail.headerLines.some((line) => line.key === "bcc")).toBe(false);
      }
    }
  });

  it("tells every NOTIFY_EMAILS address of a new contact message, answerable to the visitor", async () => {
    const answer = await t.request("POST", "/api/contact", { body: contact });
    expect(answer.status).toBe(201);
    const mails = await sink.waitFor(2);
    expect(mails.map((m) => m.to && "text" in m.to && m.to.text).sort()).toEqual(staff);
    const [mail] = mails;
    expect(mail!.subject).toBe("Novo contato: Orçamento de site");
    expect(mail!.replyTo?.value[0]?.address).toBe("paula@example.com");
    const link = `https://www.nexo.test/admin/mensagens?id=${answer.body.data.id}`;
    const text = mail!.text!;
    for (const expected of [
      "Nome: Paula Reis",
      "E-mail: paula@example.com",
      "Telefone: (11) 98765-4321",
      "Assunto: Orçamento de site",
      "Tipo de projeto: Site de Imobiliária",
      // The language of the page it was sent from: the API's default, pt-BR.
      "Idioma: Português",
      "Gostaria de um orçamento\npara o site da imobiliária.",
      `Abrir no painel: ${link}`,
      // Why it arrives, in the staff's words (no server variable names).
      "lista da equipe que é avisada de novos contatos e depoimentos",
    ]) {
      expect(text).toContain(expected);
    }
    // The received time, in São Paulo's zone whatever the server's.
    const [message] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, answer.body.data.id));
    expect(text).toContain(
      `Recebida em: ${formatLongDateTime(message!.createdAt)} (horário de Brasília)`,
    );
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).toContain("Paula Reis");
    expect(mail!.html).toContain("Você recebe este aviso porque");
  });

  it("names an English message's language, sent by the API or by /en's form without JavaScript", async () => {
    const answer = await t.request("POST", "/api/contact", {
      body: { ...contact, language: "en", subject: "Website quote" },
    });
    expect(answer.status).toBe(201);
    const [mail] = await sink.waitFor(2);
    expect(mail!.subject).toBe("Novo contato: Website quote");
    expect(mail!.text).toContain("Tipo de projeto: Site de Imobiliária\nIdioma: Inglês\n");
    expect(mail!.html).toContain("Inglês");
    sink.received.length = 0;

    const posted = await postHomeWithoutScripts("http://localhost/en?index", {
      ...contact,
      email: "anna@example.ch",
      subject: "A quote from the English page",
    });
    expect(posted).toMatchObject({ status: "success" });
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "anna@example.ch"));
    expect(row).toMatchObject({ language: "en", spam: false });
    const [formMail] = await sink.waitFor(2);
    expect(formMail!.subject).toBe("Novo contato: A quote from the English page");
    expect(formMail!.text).toContain("Idioma: Inglês");
  });

  it("stores pt-BR for the home's form posted without JavaScript at /", async () => {
    await postHomeWithoutScripts("http://localhost/?index", {
      ...contact,
      email: "pt-sem-js@example.com",
    });
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "pt-sem-js@example.com"));
    expect(row!.language).toBe("pt-BR");
    const [mail] = await sink.waitFor(2);
    expect(mail!.text).toContain("Idioma: Português");
  });

  it("tells of a new testimonial waiting for approval, with its rating and text", async () => {
    const answer = await t.request("POST", "/api/testimonials", {
      body: {
        clientName: "Maria Souza",
        clientEmail: "maria@example.com",
        companyName: "Padaria <Pão> Quente",
        projectType: "Site Institucional",
        content: "Equipe atenciosa e site entregue no prazo.",
        rating: 4,
      },
    });
    expect(answer.status).toBe(201);
    const [mail] = await sink.waitFor(2);
    expect(mail!.subject).toBe("Novo depoimento para aprovar: Maria Souza");
    expect(mail!.text).toContain("Nota: ★★★★☆ (4 de 5)");
    expect(mail!.text).toContain("Equipe atenciosa e site entregue no prazo.");
    expect(mail!.text).toContain("Moderar depoimentos: https://www.nexo.test/admin/depoimentos");
    expect(mail!.html).toContain('href="https://www.nexo.test/admin/depoimentos"');
    // What a visitor typed is text, never markup.
    expect(mail!.html).toContain("Padaria &lt;Pão&gt; Quente");
  });

  it("answers the form before delivery: a server that is down does not slow it", async () => {
    await sink.stop();
    try {
      const started = Date.now();
      const answer = await t.request("POST", "/api/contact", { body: contact });
      expect(answer.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(1_000);
      const rows = await t.db.select().from(mailOutbox);
      expect(rows.map((row) => row.recipient).sort()).toEqual(staff);
    } finally {
      await sink.start();
    }
  });

  it("queues nothing for spam, nor when mail is off", async () => {
    const row = { id: 1, ...contact, language: "pt-BR" as const, createdAt: new Date() };
    await transaction(t.db, (tx) => notifyNewContacts(tx, t.config, [{ ...row, spam: true }]));
    const off = loadConfig({ NODE_ENV: "production", DATA_DIR: "memory://" });
    await transaction(t.db, (tx) => notifyNewContacts(tx, off, [row]));
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
    await transaction(t.db, (tx) =>
      notifyNewContacts(tx, t.config, [
        { ...row, spam: false },
        { ...row, id: 2, spam: true },
      ]),
    );
    expect(await t.db.select().from(mailOutbox)).toHaveLength(2);
  });

  it("a burst of messages committed together gets one notification per message and address", async () => {
    const subjects = Array.from({ length: 12 }, (_, index) => `Orçamento ${index + 1}`);
    const answers = await Promise.all(
      subjects.map((subject) =>
        t.request("POST", "/api/contact", { body: { ...contact, subject } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(subjects.map(() => 201));
    const queued = await t.db.select().from(mailOutbox);
    const expected = subjects.flatMap((subject) =>
      staff.map((recipient) => `${recipient} Novo contato: ${subject}`),
    );
    expect(queued.map((mail) => `${mail.recipient} ${mail.subject}`).sort()).toEqual(
      expected.sort(),
    );
    // Each mail links to its own message.
    for (const [index, answer] of answers.entries()) {
      const link = `/admin/mensagens?id=${answer.body.data.id}`;
      const mails = queued.filter((mail) => mail.subject === `Novo contato: ${subjects[index]}`);
      expect(mails.every((mail) => JSON.stringify(mail.content).includes(link))).toBe(true);
    }
    await sink.waitFor(expected.length);
  });
});

/** The home's contact form posted without JavaScript to `page`, after reading it for a while. */
async function postHomeWithoutScripts(page: string, fields: Record<string, string>) {
  const provider = pageActionLoadContext(t, {
    limiters: { contact: { take: async () => {} } },
    analytics: { goal: () => {}, sourceOf: async () => null },
  } as never);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("website", "");
  form.set(
    "formToken",
    issueFormToken(await appSecret(t.db, t.config.appSecret), Date.now() - 30_000),
  );
  return homeAction({
    request: new Request(page, { method: "POST", body: form }),
    context: provider,
  } as unknown as Parameters<typeof homeAction>[0]);
}
