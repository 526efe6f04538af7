import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { consentRecords, mailOutbox, newsletterSubscribers } from "../../../db/schema.ts";
import { smtpTransport } from "../../../server/mail/transport.ts";
import { type MailWorker, startMailWorker } from "../../../server/mail/worker.ts";
import { pageActionLoadContext } from "../../../tests/support/load-context.ts";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { action, loader } from "../../routes/site/newsletter-confirm.tsx";
import { loader as unsubscribeLoader } from "../../routes/site/newsletter-unsubscribe.tsx";
import routes from "../../routes.ts";
import { privacyPolicyInForce } from "../legal/index.server.ts";
import { CONFIRMATION_MAILS_PER_DAY } from "./double-opt-in.server.ts";
import { verifyUnsubscribeToken } from "./unsubscribe-token.server.ts";

// docs/product.md#newsletter: NEWSLETTER_DOUBLE_OPT_IN=true, with a real SMTP server receiving.

type Args = Parameters<typeof action>[0];

let sink: SmtpSink;
let t: TestApp;
let worker: MailWorker;
let cookie: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: sink.url,
    MAIL_FROM: "Nexo Digital <site@nexo.test>",
    SITE_URL: "https://www.nexo.test",
    NEWSLETTER_DOUBLE_OPT_IN: "true",
    RATE_LIMIT_SUBMISSIONS: "100",
  });
  const mail = t.config.mail as typeof t.config.mail & { smtpUrl: string };
  worker = await startMailWorker(t.database, smtpTransport(mail), pino({ level: "silent" }));
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

const context = () => pageActionLoadContext(t, { analytics: { goal: () => {} } as never });
const url = (token: string) =>
  `http://localhost/newsletter/confirmar?token=${encodeURIComponent(token)}`;
const load = (token: string, at = url(token)) =>
  loader({ request: new Request(at), context: context() } as unknown as Args);
const confirm = (token: string, at = url(token)) =>
  action({
    request: new Request(at, { method: "POST" }),
    context: context(),
  } as unknown as Args);

const rowOf = async (email: string) =>
  (
    await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
  )[0];
const subscribe = (email: string) =>
  t.request("POST", "/api/newsletter/subscribe", { body: { email, name: "" } });

/** Status, headers but the request's own id, and the raw bytes of a subscription's answer. */
async function rawAnswer(email: string) {
  const res = await t.app.request("/api/newsletter/subscribe", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, name: "" }),
  });
  return {
    status: res.status,
    headers: [...res.headers].filter(([name]) => name !== "x-request-id" && name !== "date"),
    bytes: Buffer.from(await res.arrayBuffer()).toString("hex"),
  };
}

/** Subscribes and returns the confirmation mail as received, and its link's token. */
async function subscribeAndReceive(email: string) {
  const answer = await subscribe(email);
  expect(answer.status).toBe(201);
  expect(answer.body.message).toBe("Quase lá! Enviamos um link de confirmação para o seu e-mail.");
  const [mail] = await sink.waitFor(1);
  sink.received.length = 0;
  const match = /https:\/\/www\.nexo\.test\/newsletter\/confirmar\?token=([\w%-]+)/.exec(
    mail!.text!,
  );
  expect(match).not.toBeNull();
  return { mail: mail!, token: decodeURIComponent(match![1]!) };
}

const stats = async () => (await t.request("GET", "/api/admin/newsletter/stats", { cookie })).body;

describe("newsletter double opt-in", () => {
  it("stores a pending subscriber and mails a link with both List-Unsubscribe headers", async () => {
    const { mail, token } = await subscribeAndReceive("nova@exemplo.com");
    const row = await rowOf("nova@exemplo.com");
    expect(row).toMatchObject({ active: false, confirmedAt: null });
    // Only a hash of the token is kept.
    expect(row!.confirmationHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.confirmationHash).not.toContain(token);

    expect(mail.subject).toBe("Confirme sua inscrição na newsletter da Nexo Digital");
    expect(row!.language).toBe("pt-BR");
    expect(mail.html).toContain('<html lang="pt-BR">');
    expect(mail.html).toContain("Confirmar inscrição");
    expect(mail.text).toBe(
      [
        "Confirme sua inscrição",
        "",
        "Para começar a receber a newsletter da Nexo Digital, confirme sua inscrição. O link vale por 7 dias.",
        `Confirmar inscrição: https://www.nexo.test/newsletter/confirmar?token=${encodeURIComponent(token)}`,
        "",
        "--",
        "Você recebe esta mensagem porque este endereço foi informado para receber a newsletter no nosso site. Se não foi você, ignore-a: sem a confirmação, o endereço é apagado em 7 dias.",
      ].join("\n"),
    );
    const header = (name: string) =>
      mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = /^<https:\/\/www\.nexo\.test\/newsletter\/cancelar\?token=([^>]+)>$/.exec(
      header("list-unsubscribe") ?? "",
    );
    expect(unsubscribe).not.toBeNull();
    const secret = await appSecret(t.db, t.config.appSecret);
    expect(verifyUnsubscribeToken(secret, decodeURIComponent(unsubscribe![1]!))).toBe(
      "nova@exemplo.com",
    );
  });

  it("confirms on the page's POST only, once, and records the consent", async () => {
    const { token } = await subscribeAndReceive("confirma@exemplo.com");
    // A GET (a mail scanner's) names the address and changes nothing.
    await expect(load(token)).resolves.toEqual({ email: "confirma@exemplo.com" });
    expect((await rowOf("confirma@exemplo.com"))!.active).toBe(false);

    await expect(confirm(token)).resolves.toEqual({ done: true });
    const row = await rowOf("confirma@exemplo.com");
    expect(row).toMatchObject({ active: true, confirmationHash: null });
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    const consents = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.email, "confirma@exemplo.com"));
    expect(consents).toMatchObject([{ source: "newsletter", choice: "confirmed" }]);

    // Single use.
    await expect(load(token)).resolves.toEqual({ email: null });
    await expect(confirm(token)).resolves.toEqual({ done: false });
    // An active address is answered byte for byte like a new one, and gets no mail.
    const again = await rawAnswer("confirma@exemplo.com");
    const fresh = await rawAnswer("outra-confirma@exemplo.com");
    expect(again).toEqual(fresh);
    expect(again.status).toBe(201);
    expect(Buffer.from(again.bytes, "hex").toString("utf8")).toBe(
      '{"success":true,"message":"Quase lá! Enviamos um link de confirmação para o seu e-mail."}',
    );
    const queued = await t.db
      .select({ to: mailOutbox.recipient })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "newsletter-confirmation"));
    // The one mail of the sign-up above, and the new address's.
    expect(queued.map((mail) => mail.to).sort()).toEqual([
      "confirma@exemplo.com",
      "outra-confirma@exemplo.com",
    ]);
    await sink.waitFor(1);
  });

  it("a link older than 7 days, or a forged one, confirms no one", async () => {
    const { token } = await subscribeAndReceive("atrasada@exemplo.com");
    await t.db
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 7 * 86_400_000 - 60_000) })
      .where(eq(newsletterSubscribers.email, "atrasada@exemplo.com"));
    await expect(load(token)).resolves.toEqual({ email: null });
    await expect(confirm(token)).resolves.toEqual({ done: false });
    for (const bad of ["", "x", `${token}x`, "a\u0000b", "y".repeat(5000)]) {
      await expect(confirm(bad)).resolves.toEqual({ done: false });
    }
    expect((await rowOf("atrasada@exemplo.com"))!.active).toBe(false);
  });

  it("a new subscription of a pending address sends a fresh link; the old one stops working", async () => {
    const first = await subscribeAndReceive("repete@exemplo.com");
    const second = await subscribeAndReceive("repete@exemplo.com");
    expect(second.token).not.toBe(first.token);
    await expect(confirm(first.token)).resolves.toEqual({ done: false });
    await expect(confirm(second.token)).resolves.toEqual({ done: true });
  });

  it("mails one address at most three confirmations a day, whoever asks, and answers everyone the same", async () => {
    // A second instance on the same database that believes X-Forwarded-For and allows one
    // sign-up per client: ten clients, ten requests at once, one victim.
    const other = await createTestApp(
      {
        SMTP_URL: sink.url,
        SITE_URL: "https://www.nexo.test",
        NEWSLETTER_DOUBLE_OPT_IN: "true",
        TRUST_PROXY: "1",
        RATE_LIMIT_SUBMISSIONS: "1",
      },
      { database: t.database },
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        other.request("POST", "/api/newsletter/subscribe", {
          body: { email: "Vitima@Exemplo.com", name: "" },
          headers: { "x-forwarded-for": `198.51.100.${i + 1}` },
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe(
        "Quase lá! Enviamos um link de confirmação para o seu e-mail.",
      );
    }
    const queued = await t.db
      .select({ to: mailOutbox.recipient })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "newsletter-confirmation"));
    expect(queued).toHaveLength(CONFIRMATION_MAILS_PER_DAY);
    const received = await sink.waitFor(CONFIRMATION_MAILS_PER_DAY);
    // The link of the last mail sent still confirms: a refused sign-up changed nothing.
    const tokens = received.map(
      (mail) => /confirmar\?token=([\w%-]+)/.exec(mail.text ?? "")?.[1] ?? "",
    );
    const confirmed = await Promise.all(tokens.map((token) => confirm(decodeURIComponent(token))));
    expect(confirmed.filter((result) => result.done)).toHaveLength(1);
    expect((await rowOf("vitima@exemplo.com"))!.active).toBe(true);
  });

  it("lists pending ones as pending, but stats, the e-mail list and the CSV count confirmed ones only", async () => {
    await t.db.delete(newsletterSubscribers);
    const { token } = await subscribeAndReceive("ativa@exemplo.com");
    await confirm(token);
    await subscribeAndReceive("pendente@exemplo.com");

    const list = await t.request("GET", "/api/admin/newsletter", { cookie });
    const shown = list.body.data.map((s: { email: string; pending: boolean; active: boolean }) => [
      s.email,
      s.active,
      s.pending,
    ]);
    expect(shown.sort()).toEqual([
      ["ativa@exemplo.com", true, false],
      ["pendente@exemplo.com", false, true],
    ]);
    expect((await stats()).data).toEqual({ count: 1 });
    const emails = await t.request("GET", "/api/admin/newsletter/emails", { cookie });
    expect(emails.body).toBe("ativa@exemplo.com");
    const csv = await t.request("GET", "/api/admin/newsletter/export", { cookie });
    expect(csv.body).toContain("ativa@exemplo.com");
    expect(csv.body).not.toContain("pendente@exemplo.com");
  });

  it("a pending address removed by staff, or by the mail's one-click link, leaves with its link", async () => {
    const { token } = await subscribeAndReceive("sai@exemplo.com");
    const removed = await t.request("POST", "/api/newsletter/unsubscribe", {
      cookie,
      body: { email: "sai@exemplo.com" },
    });
    expect(removed.body.data).toMatchObject({ active: false, pending: false });
    await expect(confirm(token)).resolves.toEqual({ done: false });
    const list = await t.request("GET", "/api/admin/newsletter?q=sai%40", { cookie });
    expect(list.body.data).toEqual([]);
  });

  it("an unsubscribed address that comes back is pending until it confirms again", async () => {
    const { token } = await subscribeAndReceive("volta@exemplo.com");
    await confirm(token);
    await t.request("POST", "/api/newsletter/unsubscribe", {
      cookie,
      body: { email: "volta@exemplo.com" },
    });
    const back = await subscribeAndReceive("volta@exemplo.com");
    expect(await rowOf("volta@exemplo.com")).toMatchObject({ active: false, unsubscribedAt: null });
    await expect(confirm(back.token)).resolves.toEqual({ done: true });
    expect((await rowOf("volta@exemplo.com"))!.active).toBe(true);
  });
});

/** Every path app/routes.ts declares, with the module it shows. */
function declaredRoutes() {
  type Entry = { path?: string; file: string; children?: Entry[] };
  const flat = (entries: Entry[]): Entry[] =>
    entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);
  return flat(routes as Entry[]).map(({ path, file }) => ({ path, file }));
}

describe("a sign-up from an English page", () => {
  it("gets its mail in English, whose links open the English pages and confirm it", async () => {
    const answer = await t.request("POST", "/api/newsletter/subscribe", {
      body: { email: "anna@example.ch", name: "", language: "en" },
    });
    // The API keeps SPEC's pt-BR answer; the English page shows it in English.
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(
      "Quase lá! Enviamos um link de confirmação para o seu e-mail.",
    );
    expect(await rowOf("anna@example.ch")).toMatchObject({ active: false, language: "en" });

    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe("Confirm your subscription to the Nexo Digital newsletter");
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.html).toContain(">Confirm subscription</a>");
    const link = /https:\/\/www\.nexo\.test\/en\/newsletter\/confirm\?token=([\w%-]+)/.exec(
      mail!.text ?? "",
    );
    expect(link).not.toBeNull();
    expect(mail!.text).toBe(
      [
        "Confirm your subscription",
        "",
        "To start receiving the Nexo Digital newsletter, please confirm your subscription. The link is valid for 7 days.",
        `Confirm subscription: ${link![0]}`,
        "",
        "--",
        "You are receiving this message because this address was entered on our website to receive the newsletter. If it was not you, simply ignore it: without confirmation, the address is deleted within 7 days.",
      ].join("\n"),
    );
    const header = mail!.headerLines.find((line) => line.key === "list-unsubscribe")?.line ?? "";
    const unsubscribeLink =
      /<(https:\/\/www\.nexo\.test\/en\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(header);
    expect(unsubscribeLink).not.toBeNull();

    // Both are the English pages the site declares.
    const declared = declaredRoutes();
    expect(declared).toContainEqual({
      path: "en/newsletter/confirm",
      file: "routes/site/newsletter-confirm.tsx",
    });
    expect(declared).toContainEqual({
      path: "en/newsletter/unsubscribe",
      file: "routes/site/newsletter-unsubscribe.tsx",
    });
    const unsubscribePage = await unsubscribeLoader({
      request: new Request(unsubscribeLink![1]!),
      context: context(),
    } as unknown as Parameters<typeof unsubscribeLoader>[0]);
    expect(unsubscribePage).toEqual({ email: "anna@example.ch" });

    // The confirmation page at the mail's English address confirms it.
    const token = decodeURIComponent(link![1]!);
    await expect(load(token, link![0])).resolves.toEqual({ email: "anna@example.ch" });
    await expect(confirm(token, link![0])).resolves.toEqual({ done: true });
    expect(await rowOf("anna@example.ch")).toMatchObject({ active: true, language: "en" });
  });

  it("confirmed on the English page, its consent names the English policy once published", async () => {
    const editor = await t.signIn("editor");
    const english = "/api/admin/content/privacy?locale=en";
    const current = (await t.request("GET", english, { cookie: editor.cookie })).body.data;
    await t.request("PUT", english, {
      cookie: editor.cookie,
      body: { data: { ...current.draft, lastUpdated: "2026-12-07" }, version: current.version },
    });
    await t.request("POST", "/api/admin/content/privacy/publish?locale=en", {
      cookie: editor.cookie,
      body: {},
    });
    await t.request("POST", "/api/newsletter/subscribe", {
      body: { email: "lena@example.ch", name: "", language: "en" },
    });
    const [mail] = await sink.waitFor(1);
    const link = /https:\/\/www\.nexo\.test\/en\/newsletter\/confirm\?token=([\w%-]+)/.exec(
      mail!.text ?? "",
    );
    await expect(confirm(decodeURIComponent(link![1]!), link![0])).resolves.toEqual({ done: true });
    const [consent] = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.email, "lena@example.ch"));
    const inForce = await privacyPolicyInForce(t.db, t.config, "en");
    expect(inForce).toMatch(/^2026-12-07\./);
    expect(consent!.policyVersion).toBe(inForce);
    expect(inForce).not.toBe(await privacyPolicyInForce(t.db, t.config));
  });

  it("a pending address given again on a pt-BR page gets its new link in pt-BR", async () => {
    await t.request("POST", "/api/newsletter/subscribe", {
      body: { email: "troca@example.ch", name: "", language: "en" },
    });
    await sink.waitFor(1);
    sink.received.length = 0;
    const { mail } = await subscribeAndReceive("troca@example.ch");
    expect(mail.subject).toBe("Confirme sua inscrição na newsletter da Nexo Digital");
    expect(await rowOf("troca@example.ch")).toMatchObject({ language: "pt-BR" });
  });
});
