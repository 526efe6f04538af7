import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers } from "../../../db/schema.ts";
import { smtpTransport } from "../../../server/mail/transport.ts";
import { type MailWorker, startMailWorker } from "../../../server/mail/worker.ts";
import { pageActionLoadContext } from "../../../tests/support/load-context.ts";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { issueFormToken } from "../../lib/form-token.server.ts";
import { action as pageAction } from "../../routes/site/newsletter.tsx";
import { action as confirmAction } from "../../routes/site/newsletter-confirm.tsx";

// docs/product.md#spam, #newsletter-rules; docs/decisions/0034-newsletter-quick-sign-ups-confirmed-by-mail.md:
// without double opt-in, a sign-up sent sooner than FORM_MIN_FILL_SECONDS (3) after its form was
// handed out is kept as pending and confirmed by mail, never answered with success and dropped.

let sink: SmtpSink;
let t: TestApp;
let worker: MailWorker;
let secret: string;
let cookie: string;

const PENDING = "Quase lá! Enviamos um link de confirmação para o seu e-mail.";
const SUBSCRIBED = "Inscrição realizada com sucesso!";

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: sink.url,
    MAIL_FROM: "Nexo Digital <site@nexo.test>",
    SITE_URL: "https://www.nexo.test",
    RATE_LIMIT_SUBMISSIONS: "1000",
  });
  expect(t.config.newsletterDoubleOptIn).toBe(false);
  expect(t.config.formMinFillMs).toBe(3000);
  const mail = t.config.mail as typeof t.config.mail & { smtpUrl: string };
  worker = await startMailWorker(t.database, smtpTransport(mail), pino({ level: "silent" }));
  secret = await appSecret(t.db, t.config.appSecret);
  cookie = (await t.signIn("editor")).cookie;
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

/** The token of a form handed out `msAgo` ago, as the footer form would send it. */
const tokenFrom = (msAgo: number) => issueFormToken(secret, Date.now() - msAgo);
/** Focused, autofilled and sent within a second. */
const quick = () => tokenFrom(800);
/** The page was read for a while first. */
const unhurried = () => tokenFrom(30_000);

const subscribe = (body: Record<string, unknown>, app = t) =>
  app.request("POST", "/api/newsletter/subscribe", { body: { name: "", ...body } });

/** Status, headers but the request's own id, and the raw bytes of a subscription's answer. */
async function rawAnswer(body: Record<string, unknown>) {
  const res = await t.app.request("/api/newsletter/subscribe", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "", ...body }),
  });
  return {
    status: res.status,
    headers: [...res.headers].filter(([name]) => name !== "x-request-id" && name !== "date"),
    bytes: Buffer.from(await res.arrayBuffer()).toString("hex"),
  };
}

const rowOf = async (email: string) =>
  (
    await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
  )[0];
const confirmationsTo = async (email: string) =>
  (
    await t.db
      .select({ to: mailOutbox.recipient })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "newsletter-confirmation"))
  ).filter((mail) => mail.to === email);

function confirm(token: string) {
  const provider = pageActionLoadContext(t, { analytics: { goal: () => {} } as never });
  const url = `http://localhost/newsletter/confirmar?token=${encodeURIComponent(token)}`;
  return confirmAction({
    request: new Request(url, { method: "POST" }),
    context: provider,
  } as unknown as Parameters<typeof confirmAction>[0]);
}

describe("a quick sign-up without double opt-in", () => {
  it("is kept as pending, shown to staff, mailed a link, and active once the link is followed", async () => {
    const answer = await subscribe({ email: "rapida@exemplo.com", formToken: quick() });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, message: PENDING });
    expect(await rowOf("rapida@exemplo.com")).toMatchObject({ active: false, confirmedAt: null });

    // Staff see it in the list as pending; it is not counted until confirmed.
    const list = await t.request("GET", "/api/admin/newsletter?q=rapida", { cookie });
    expect(list.body.data).toMatchObject([
      { email: "rapida@exemplo.com", active: false, pending: true },
    ]);

    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe("Confirme sua inscrição na newsletter da Nexo Digital");
    const link = /https:\/\/www\.nexo\.test\/newsletter\/confirmar\?token=([\w%-]+)/.exec(
      mail!.text ?? "",
    );
    expect(link).not.toBeNull();
    await expect(confirm(decodeURIComponent(link![1]!))).resolves.toEqual({ done: true });
    expect(await rowOf("rapida@exemplo.com")).toMatchObject({
      active: true,
      confirmationHash: null,
    });
  });

  it("after the page was read, is active at once and mails nothing", async () => {
    const answer = await subscribe({ email: "leu@exemplo.com", formToken: unhurried() });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, message: SUBSCRIBED });
    expect(await rowOf("leu@exemplo.com")).toMatchObject({ active: true });
    expect(await confirmationsTo("leu@exemplo.com")).toEqual([]);
  });

  it("of an address already on the list is answered byte for byte like a new one, and mails nothing", async () => {
    await subscribe({ email: "ja-ativa@exemplo.com", formToken: unhurried() });
    const repeat = await rawAnswer({ email: "ja-ativa@exemplo.com", formToken: quick() });
    const fresh = await rawAnswer({ email: "ninguem-ainda@exemplo.com", formToken: quick() });
    expect(repeat).toEqual(fresh);
    expect(Buffer.from(repeat.bytes, "hex").toString("utf8")).toBe(
      JSON.stringify({ success: true, message: PENDING }),
    );
    expect(await rowOf("ja-ativa@exemplo.com")).toMatchObject({ active: true });
    expect(await confirmationsTo("ja-ativa@exemplo.com")).toEqual([]);
    expect(await confirmationsTo("ninguem-ainda@exemplo.com")).toHaveLength(1);
    await sink.waitFor(1);
  });

  it("costs a robot at most three confirmation mails per address a day", async () => {
    for (let i = 0; i < 6; i++) {
      const answer = await subscribe({ email: "alvo@exemplo.com", formToken: quick() });
      expect(answer.body).toEqual({ success: true, message: PENDING });
    }
    expect(await confirmationsTo("alvo@exemplo.com")).toHaveLength(3);
    await sink.waitFor(3);
  });

  it("of a pending address, followed by an unhurried one, is active and its link void", async () => {
    await subscribe({ email: "depois@exemplo.com", formToken: quick() });
    const [mail] = await sink.waitFor(1);
    const token = decodeURIComponent(/confirmar\?token=([\w%-]+)/.exec(mail!.text ?? "")![1]!);
    const answer = await subscribe({ email: "depois@exemplo.com", formToken: unhurried() });
    expect(answer.body).toEqual({ success: true, message: SUBSCRIBED });
    expect(await rowOf("depois@exemplo.com")).toMatchObject({
      active: true,
      confirmationHash: null,
      confirmationSentAt: null,
    });
    await expect(confirm(token)).resolves.toEqual({ done: false });
  });

  it("posted without JavaScript gets the same answer and path", async () => {
    const result = await postWithoutScripts("http://localhost/newsletter", "sem-js@exemplo.com");
    expect(result).toEqual({ status: "success", message: PENDING });
    expect(await rowOf("sem-js@exemplo.com")).toMatchObject({ active: false, language: "pt-BR" });
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe("Confirme sua inscrição na newsletter da Nexo Digital");
  });

  it("posted without JavaScript on /en/newsletter, is mailed in English with the English link", async () => {
    const result = await postWithoutScripts("http://localhost/en/newsletter", "anna-sem-js@ex.ch");
    expect(result).toEqual({ status: "success", message: PENDING });
    expect(await rowOf("anna-sem-js@ex.ch")).toMatchObject({ active: false, language: "en" });
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe("Confirm your subscription to the Nexo Digital newsletter");
    expect(mail!.text).toMatch(
      /^Confirm subscription: https:\/\/www\.nexo\.test\/en\/newsletter\/confirm\?token=[\w%-]+$/m,
    );
  });
});

/** The footer form posted without JavaScript to a newsletter page, quickly. */
async function postWithoutScripts(page: string, email: string) {
  const provider = pageActionLoadContext(t, {
    limiters: { newsletter: { take: async () => {} } },
    analytics: { goal: () => {} },
  } as never);
  const form = new FormData();
  form.set("email", email);
  form.set("website", "");
  form.set("formToken", quick());
  return pageAction({
    request: new Request(page, { method: "POST", body: form }),
    context: provider,
  } as unknown as Parameters<typeof pageAction>[0]);
}

describe("robots", () => {
  it("a filled honeypot or a forged token is answered like a sign-up, stored nowhere, mailed nothing", async () => {
    const real = await rawAnswer({ email: "pessoa@exemplo.com", formToken: unhurried() });
    const honeypot = await rawAnswer({
      email: "robo1@exemplo.com",
      website: "http://spam.example",
    });
    const [issued, signature] = unhurried().split(".");
    const forged = await rawAnswer({
      email: "robo2@exemplo.com",
      formToken: `${(Number.parseInt(issued!, 36) - 1).toString(36)}.${signature}`,
    });
    expect(honeypot).toEqual(real);
    expect(forged).toEqual(real);
    expect(await rowOf("robo1@exemplo.com")).toBeUndefined();
    expect(await rowOf("robo2@exemplo.com")).toBeUndefined();
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe("without mail (production without SMTP_URL)", () => {
  it("a quick sign-up, which no link could confirm, is active at once rather than lost", async () => {
    const mailless = await createTestApp(
      { RATE_LIMIT_SUBMISSIONS: "1000" },
      { database: t.database },
    );
    expect(mailless.config.mail.mode).toBe("off");
    const answer = await subscribe(
      { email: "sem-correio@exemplo.com", formToken: quick() },
      mailless,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, message: SUBSCRIBED });
    expect(await rowOf("sem-correio@exemplo.com")).toMatchObject({ active: true });
    expect(await confirmationsTo("sem-correio@exemplo.com")).toEqual([]);
    await mailless.close();
  });
});
