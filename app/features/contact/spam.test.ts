import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, newsletterSubscribers, testimonials } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { formTokenIssuedAt, isSpam, issueFormToken } from "../../lib/form-token.server.ts";

// docs/product.md#spam: honeypot, form token, the spam folder, 'Não é spam' and the purge.

let t: TestApp;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;
let secret: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SUBMISSIONS: "1000" });
  editor = await t.signIn("editor");
  secret = await appSecret(t.db, t.config.appSecret);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
let unique = 0;
function message(extra: Record<string, unknown> = {}) {
  unique += 1;
  return {
    name: "Paula Reis",
    email: "paula@example.com",
    phone: "(11) 98765-4321",
    projectType: "Site de Imobiliária",
    subject: `Orçamento ${unique}`,
    message: "Gostaria de um orçamento para o site da imobiliária.",
    ...extra,
  };
}

const send = (body: unknown) => t.request("POST", "/api/contact", { body });
const folder = async (name?: string) => {
  const res = await t.request<{ data: { subject: string; spam: boolean; id: number }[] }>(
    "GET",
    `/api/admin/contacts${name ? `?folder=${name}` : ""}`,
    { cookie: editor.cookie },
  );
  expect(res.status).toBe(200);
  return res.body.data;
};
const subjects = async (name?: string) => (await folder(name)).map((m) => m.subject);

describe("form token", () => {
  it("carries the time it was issued and only the server can make one", () => {
    const token = issueFormToken(secret, 1_700_000_000_000);
    expect(formTokenIssuedAt(secret, token)).toBe(1_700_000_000_000);
    expect(formTokenIssuedAt("another-secret-of-32-characters!!", token)).toBeNull();
    const [time, signature] = token.split(".");
    const earlier = (1_600_000_000_000).toString(36);
    expect(formTokenIssuedAt(secret, `${earlier}.${signature}`)).toBeNull();
    expect(formTokenIssuedAt(secret, `${time}`)).toBeNull();
    expect(formTokenIssuedAt(secret, "garbage")).toBeNull();
  });

  it("judges: honeypot, forged, too fast are spam; old or absent tokens are not", () => {
    const now = 1_700_000_100_000;
    expect(isSpam(secret, {}, now)).toBe(false);
    expect(isSpam(secret, { website: "http://spam.example" }, now)).toBe(true);
    expect(isSpam(secret, { formToken: "x.y" }, now)).toBe(true);
    expect(isSpam(secret, { formToken: issueFormToken(secret, now - 2999) }, now)).toBe(true);
    expect(isSpam(secret, { formToken: issueFormToken(secret, now - 3000) }, now)).toBe(false);
    // A page served from the cache days after it was rendered.
    expect(isSpam(secret, { formToken: issueFormToken(secret, now - 5 * DAY_MS) }, now)).toBe(
      false,
    );
  });
});

describe("POST /api/contact", () => {
  it("files a filled honeypot as spam and answers exactly as for a real message", async () => {
    const real = await send(message());
    const bot = await send(message({ website: "http://spam.example" }));
    expect(bot.status).toBe(real.status);
    expect(Object.keys(bot.body.data)).toEqual(Object.keys(real.body.data));
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, bot.body.data.id));
    expect(row!.spam).toBe(true);
  });

  it("files a submission sent under 3 s after its token as spam, an older one as a lead", async () => {
    const fast = message({ formToken: issueFormToken(secret) });
    const slow = message({ formToken: issueFormToken(secret, Date.now() - 10_000) });
    const forged = message({ formToken: `${Date.now().toString(36)}.${"A".repeat(43)}` });
    for (const body of [fast, slow, forged]) expect((await send(body)).status).toBe(201);
    const spam = await subjects("spam");
    const inbox = await subjects();
    expect(spam).toEqual(expect.arrayContaining([fast.subject, forged.subject]));
    expect(inbox).toContain(slow.subject);
    expect(inbox).not.toContain(fast.subject);
  });

  it("judges a call without a token by the honeypot alone", async () => {
    const plain = message();
    expect((await send(plain)).status).toBe(201);
    expect(await subjects()).toContain(plain.subject);
  });

  it("refuses bad spam signals like any other field", async () => {
    const res = await send(message({ website: "a\u0000b" }));
    expect(res.status).toBe(400);
    expect((await send(message({ formToken: "x".repeat(101) }))).status).toBe(400);
  });
});

describe("the spam folder", () => {
  it("keeps spam out of the inbox and its stats; 'Não é spam' moves one back", async () => {
    await t.db.delete(contactMessages);
    const good = message();
    const bad = message({ website: "bot" });
    await send(good);
    await send(bad);
    expect(await subjects()).toEqual([good.subject]);
    const spam = await folder("spam");
    expect(spam.map((m) => m.subject)).toEqual([bad.subject]);
    expect(spam[0]!.spam).toBe(true);

    const stats = await t.request("GET", "/api/admin/contacts/stats", { cookie: editor.cookie });
    expect(stats.body.data).toEqual({ count: 1, unread: 1 });

    const moved = await t.request("POST", `/api/admin/contacts/${spam[0]!.id}/not-spam`, {
      cookie: editor.cookie,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ spam: false, isRead: false });
    expect((await subjects()).sort()).toEqual([bad.subject, good.subject].sort());
    expect(await subjects("spam")).toEqual([]);
  });

  it("answers 400 for an unknown folder, 404 for an unknown message, 401 without a session", async () => {
    const bad = await t.request("GET", "/api/admin/contacts?folder=lixo", {
      cookie: editor.cookie,
    });
    expect(bad.status).toBe(400);
    const missing = await t.request("POST", "/api/admin/contacts/999999/not-spam", {
      cookie: editor.cookie,
    });
    expect(missing.status).toBe(404);
    expect((await t.request("POST", "/api/admin/contacts/1/not-spam")).status).toBe(401);
  });
});

describe("testimonials and newsletter", () => {
  it("a spam testimonial is stored, answered like a real one and never public", async () => {
    const body = {
      clientName: "Robô Spam",
      clientEmail: "bot@example.com",
      projectType: "Outros",
      content: "Compre seguidores agora mesmo no nosso site.",
      rating: 5,
      website: "http://spam.example",
    };
    const res = await t.request("POST", "/api/testimonials", { body });
    expect(res.status).toBe(201);
    expect(res.body.data).not.toHaveProperty("spam");
    const [row] = await t.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, res.body.data.id));
    expect(row!.spam).toBe(true);
    // Even approved by mistake through the database, it stays off every public list.
    await t.db.update(testimonials).set({ status: "approved" }).where(eq(testimonials.id, row!.id));
    for (const path of ["/api/testimonials", "/api/testimonials/top?limit=50"]) {
      const list = await t.request<{ data: { id: number }[] }>("GET", path);
      expect(list.body.data.map((item) => item.id)).not.toContain(row!.id);
    }
    const admin = await t.request<{ data: { id: number; spam: boolean }[] }>(
      "GET",
      "/api/admin/testimonials",
      { cookie: editor.cookie },
    );
    expect(admin.body.data.find((item) => item.id === row!.id)?.spam).toBe(true);
  });

  it("a spam subscription is not stored, and is answered as a new one", async () => {
    const res = await t.request("POST", "/api/newsletter/subscribe", {
      body: { email: "bot-newsletter@example.com", name: "", website: "x" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: "Inscrição realizada com sucesso!" });
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "bot-newsletter@example.com"));
    expect(rows).toEqual([]);
  });
});

describe("GET /api/form-token", () => {
  it("hands out a fresh token, never cached", async () => {
    const before = Date.now();
    const res = await t.request<{ data: { token: string } }>("GET", "/api/form-token");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const issuedAt = formTokenIssuedAt(secret, res.body.data.token);
    expect(issuedAt).toBeGreaterThanOrEqual(before);
  });
});
