import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SUBMISSIONS: "1000" });
  admin = await t.signIn("admin");
  editor = await t.signIn("editor");
});
afterAll(() => t.close());

const subscribe = (body: unknown) => t.request("POST", "/api/newsletter/subscribe", { body });

/** Differs on every answer by design: the request's own id (docs/architecture.md). */
const perRequest = new Set(["x-request-id", "date"]);

/** The answer as a client receives it: status, every header that is not per request, raw bytes. */
async function rawAnswer(app: TestApp, body: unknown) {
  const res = await app.app.request("/api/newsletter/subscribe", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: [...res.headers].filter(([name]) => !perRequest.has(name)),
    bytes: Buffer.from(await res.arrayBuffer()).toString("hex"),
  };
}

async function rowsFor(email: string) {
  return t.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
}

describe("permissions", () => {
  it.each([
    ["GET", "/api/admin/newsletter"],
    ["GET", "/api/admin/newsletter/stats"],
  ])("%s %s: 401 anonymous, 200 for editors and admins", async (method, path) => {
    const anonymous = await t.request(method, path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, message: "Não autenticado" });
    for (const who of [editor, admin]) {
      const res = await t.request(method, path, { cookie: who.cookie });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
    }
  });

  it.each(["/api/admin/newsletter/export", "/api/admin/newsletter/emails"])(
    "GET %s: 401 anonymous, 200 for editors and admins",
    async (path) => {
      expect((await t.request("GET", path)).status).toBe(401);
      for (const who of [editor, admin]) {
        expect((await t.request("GET", path, { cookie: who.cookie })).status).toBe(200);
      }
    },
  );

  it("POST /api/newsletter/unsubscribe: 401 anonymous without a token, 200 for staff", async () => {
    await subscribe({ email: "perm@example.com", name: "" });
    for (const body of [{ email: "perm@example.com" }, {}, undefined]) {
      const res = await t.request("POST", "/api/newsletter/unsubscribe", { body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: "Não autenticado" });
    }
    expect((await rowsFor("perm@example.com"))[0]!.active).toBe(true);
    for (const who of [editor, admin]) {
      const res = await t.request("POST", "/api/newsletter/unsubscribe", {
        body: { email: "perm@example.com" },
        cookie: who.cookie,
      });
      expect(res.status).toBe(200);
    }
  });
});

describe("POST /api/newsletter/subscribe", () => {
  it("subscribes a new address: 201, a message, trimmed and lower-cased", async () => {
    const res = await subscribe({ email: "  Nova.Pessoa@Example.COM ", name: "" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: "Inscrição realizada com sucesso!" });
    const rows = await rowsFor("nova.pessoa@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "nova.pessoa@example.com",
      name: null,
      active: true,
      confirmedAt: null,
    });
  });

  it("keeps a given name, trimmed", async () => {
    await subscribe({ email: "nome@example.com", name: "  Bia  " });
    expect((await rowsFor("nome@example.com"))[0]!.name).toBe("Bia");
    await subscribe({ email: "sem-nome@example.com" });
    expect((await rowsFor("sem-nome@example.com"))[0]!.name).toBeNull();
  });

  it("answers a repeat of an active address byte for byte like a new one, without a duplicate", async () => {
    // docs/product.md#newsletter-rules: the answer never says whether an address was on the list.
    const fresh = await rawAnswer(t, { email: "repete@example.com", name: "" });
    const again = await rawAnswer(t, { email: "REPETE@example.com", name: "" });
    const unrelated = await rawAnswer(t, { email: "outra-pessoa@example.com", name: "" });
    expect(fresh.status).toBe(201);
    expect(Buffer.from(fresh.bytes, "hex").toString("utf8")).toBe(
      '{"success":true,"message":"Inscrição realizada com sucesso!"}',
    );
    expect(fresh.headers).toContainEqual(["content-type", "application/json"]);
    expect(fresh.headers).toContainEqual(["cache-control", "no-store"]);
    expect(again).toEqual(fresh);
    expect(unrelated).toEqual(fresh);
    expect(await rowsFor("repete@example.com")).toHaveLength(1);
  });

  it("reactivates an inactive address in place, answered byte for byte like a new one", async () => {
    const fresh = await rawAnswer(t, { email: "volta@example.com", name: "Antigo" });
    const [before] = await rowsFor("volta@example.com");
    await t.request("POST", "/api/newsletter/unsubscribe", {
      body: { email: "volta@example.com" },
      cookie: editor.cookie,
    });
    const back = await rawAnswer(t, { email: "Volta@Example.com", name: "Novo Nome" });
    expect(back).toEqual(fresh);
    const rows = await rowsFor("volta@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before!.id, active: true, name: "Novo Nome" });
  });

  it("stores the sign-up's language: pt-BR unless the page's is given", async () => {
    await subscribe({ email: "idioma-pt@example.com", name: "" });
    await subscribe({ email: "idioma-en@example.com", name: "", language: "en" });
    expect((await rowsFor("idioma-pt@example.com"))[0]!.language).toBe("pt-BR");
    expect((await rowsFor("idioma-en@example.com"))[0]!.language).toBe("en");
    // Back from an English page after leaving: its mails speak English from now on.
    await t.request("POST", "/api/newsletter/unsubscribe", {
      body: { email: "idioma-pt@example.com" },
      cookie: editor.cookie,
    });
    await subscribe({ email: "idioma-pt@example.com", name: "", language: "en" });
    expect((await rowsFor("idioma-pt@example.com"))[0]).toMatchObject({
      active: true,
      language: "en",
    });
  });

  it("refuses a language this site does not answer (SITE_LOCALES) with a pt-BR message", async () => {
    const portugueseOnly = await createTestApp({ SITE_LOCALES: "pt-BR" });
    try {
      const res = await portugueseOnly.request("POST", "/api/newsletter/subscribe", {
        body: { email: "so-pt@example.com", name: "", language: "en" },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: "Idioma inválido" });
      const rows = await portugueseOnly.db
        .select()
        .from(newsletterSubscribers)
        .where(sql`${newsletterSubscribers.email} = 'so-pt@example.com'`);
      expect(rows).toEqual([]);
    } finally {
      await portugueseOnly.close();
    }
  });

  it("ignores server-owned fields sent by the client", async () => {
    const res = await subscribe({
      email: "dono@example.com",
      name: "",
      id: 999_999,
      active: false,
      confirmedAt: "2020-01-01T00:00:00.000Z",
      createdAt: "2001-01-01T00:00:00.000Z",
    });
    expect(res.status).toBe(201);
    const [row] = await rowsFor("dono@example.com");
    expect(row!.id).not.toBe(999_999);
    expect(row!.active).toBe(true);
    expect(row!.confirmedAt).toBeNull();
    expect(row!.createdAt.getFullYear()).not.toBe(2001);
  });

  const cases: [string, unknown, string, string][] = [
    ["a missing e-mail", { name: "" }, "email", "Por favor, informe seu email"],
    ["an empty e-mail", { email: "", name: "" }, "email", "Por favor, informe seu email"],
    ["a blank e-mail", { email: "   ", name: "" }, "email", "Por favor, informe seu email"],
    ["a null e-mail", { email: null }, "email", "Por favor, informe seu email"],
    ["a numeric e-mail", { email: 12 }, "email", "Por favor, informe seu email"],
    ["an invalid e-mail", { email: "nao-e-email" }, "email", "Email inválido"],
    ["an e-mail without domain", { email: "ana@" }, "email", "Email inválido"],
    [
      "a long e-mail",
      { email: `${"a".repeat(243)}@example.com` },
      "email",
      "E-mail deve ter no máximo 254 caracteres",
    ],
    [
      "a long name",
      { email: "ok@example.com", name: "x".repeat(101) },
      "name",
      "Nome deve ter no máximo 100 caracteres",
    ],
    ["a numeric name", { email: "ok@example.com", name: 5 }, "name", "Nome inválido"],
    [
      "an unknown language",
      { email: "ok@example.com", language: "fr" },
      "language",
      "Idioma inválido",
    ],
    ["a numeric language", { email: "ok@example.com", language: 1 }, "language", "Idioma inválido"],
  ];

  it.each(cases)("rejects %s with its pt-BR message", async (_label, body, path, message) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ path, message });
  });

  it("answers 400 for malformed JSON and non-object bodies", async () => {
    const malformed = await t.request("POST", "/api/newsletter/subscribe", {
      rawBody: "{email:",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("JSON inválido");
    for (const body of [["a@example.com"], "a@example.com", 1]) {
      const res = await subscribe(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Dados inválidos");
    }
  });

  it("leaves exactly one row for many simultaneous subscriptions of one address", async () => {
    const variants = ["corrida@example.com", "CORRIDA@example.com", " Corrida@Example.Com "];
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => subscribe({ email: variants[i % 3], name: "" })),
    );
    // One of them created the row; no one can tell which from the answer.
    for (const res of results) {
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, message: "Inscrição realizada com sucesso!" });
    }
    const rows = await rowsFor("corrida@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe("corrida@example.com");
  });
});

describe("admin newsletter list and stats", () => {
  it("list and count active subscribers only, newest first", async () => {
    await t.db.delete(newsletterSubscribers);
    const now = Date.now();
    await t.db.insert(newsletterSubscribers).values([
      { email: "velho@example.com", createdAt: new Date(now - 120_000) },
      { email: "saiu@example.com", active: false, createdAt: new Date(now) },
      { email: "novo@example.com", name: "Novo", createdAt: new Date(now - 1_000) },
    ]);
    const list = await t.request("GET", "/api/admin/newsletter", { cookie: editor.cookie });
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { email: string }) => s.email)).toEqual([
      "novo@example.com",
      "velho@example.com",
    ]);
    expect(Object.keys(list.body.data[0]).sort()).toEqual([
      "active",
      "confirmedAt",
      "createdAt",
      "email",
      "id",
      "name",
      "pending",
    ]);
    expect(list.body.data[0]).toMatchObject({
      name: "Novo",
      active: true,
      confirmedAt: null,
      pending: false,
    });
    const stats = await t.request("GET", "/api/admin/newsletter/stats", { cookie: editor.cookie });
    expect(stats.body).toEqual({ success: true, data: { count: 2 } });
  });
});

describe("POST /api/newsletter/unsubscribe with a session", () => {
  const unsubscribe = (body: unknown) =>
    t.request("POST", "/api/newsletter/unsubscribe", { body, cookie: editor.cookie });

  it("deactivates the address (any case) and is idempotent", async () => {
    await subscribe({ email: "sair@example.com", name: "" });
    const res = await unsubscribe({ email: " SAIR@example.com " });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ email: "sair@example.com", active: false });
    const again = await unsubscribe({ email: "sair@example.com" });
    expect(again.status).toBe(200);
    expect(again.body.data.active).toBe(false);
    const list = await t.request("GET", "/api/admin/newsletter", { cookie: editor.cookie });
    expect(list.body.data.some((s: { email: string }) => s.email === "sair@example.com")).toBe(
      false,
    );
  });

  it("answers 404 for an unknown address and 400 for invalid input", async () => {
    const unknown = await unsubscribe({ email: "ninguem@example.com" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      success: false,
      message: "E-mail não encontrado na newsletter",
    });
    for (const [body, message] of [
      [{}, "Por favor, informe seu email"],
      [{ email: "" }, "Por favor, informe seu email"],
      [{ email: "errado" }, "Email inválido"],
      [{ email: ["a@example.com"] }, "Por favor, informe seu email"],
    ] as const) {
      const res = await unsubscribe(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const malformed = await t.request("POST", "/api/newsletter/unsubscribe", {
      rawBody: "{",
      headers: { "content-type": "application/json" },
      cookie: editor.cookie,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("JSON inválido");
  });
});
