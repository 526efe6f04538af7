import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../../db/schema.ts";
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

const valid = {
  name: "Paula Reis",
  email: "paula@example.com",
  phone: "(11) 98765-4321",
  projectType: "Site de Imobiliária",
  subject: "Orçamento de site",
  message: "Gostaria de um orçamento para o site da imobiliária.",
};

const messageKeys = [
  "createdAt",
  "email",
  "followUpAt",
  "id",
  "isRead",
  "language",
  "lostReason",
  "message",
  "name",
  "ownerId",
  "phone",
  "projectType",
  "readAt",
  "source",
  "spam",
  "status",
  "subject",
];

const send = (body: unknown) => t.request("POST", "/api/contact", { body });

async function stored(id: number) {
  const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row!;
}

describe("permissions on /api/admin/contacts", () => {
  it.each([
    ["GET", "/api/admin/contacts"],
    ["GET", "/api/admin/contacts/stats"],
    ["POST", "/api/admin/contacts/{id}/read"],
  ])("%s %s: 401 anonymous, 200 for editors and admins", async (method, template) => {
    const [row] = await t.db.insert(contactMessages).values(valid).returning();
    const path = template.replace("{id}", String(row!.id));
    const anonymous = await t.request(method, path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, message: "Não autenticado" });
    for (const who of [editor, admin]) {
      const res = await t.request(method, path, { cookie: who.cookie });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
    }
  });
});

describe("POST /api/contact", () => {
  it("answers 201 with the new id and stores an unread, trimmed message", async () => {
    const res = await send({ ...valid, name: "  Paula Reis  ", email: " paula@example.com " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { id: expect.any(Number) } });
    const row = await stored(res.body.data.id);
    // The phone in its one stored form, whatever mask it was typed with (docs/product.md#phone-numbers).
    expect(row).toMatchObject({ ...valid, phone: "+5511987654321", isRead: false, readAt: null });
  });

  it("stores the language it was sent in: pt-BR unless its page's is given", async () => {
    const portuguese = await send(valid);
    const english = await send({ ...valid, language: "en" });
    expect(portuguese.status).toBe(201);
    expect(english.status).toBe(201);
    expect((await stored(portuguese.body.data.id)).language).toBe("pt-BR");
    expect((await stored(english.body.data.id)).language).toBe("en");
    const listed = await t.request("GET", "/api/admin/contacts", { cookie: editor.cookie });
    const byId = new Map(
      listed.body.data.map((m: { id: number; language: string }) => [m.id, m.language]),
    );
    expect(byId.get(english.body.data.id)).toBe("en");
    expect(byId.get(portuguese.body.data.id)).toBe("pt-BR");
    const one = await t.request("GET", `/api/admin/contacts/${english.body.data.id}`, {
      cookie: editor.cookie,
    });
    expect(one.body.data.language).toBe("en");
  });

  it("refuses a language this site does not answer (SITE_LOCALES) with a pt-BR message", async () => {
    const portugueseOnly = await createTestApp({ SITE_LOCALES: "pt-BR" });
    try {
      const res = await portugueseOnly.request("POST", "/api/contact", {
        body: { ...valid, email: "so-pt@example.com", language: "en" },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: "Idioma inválido" });
      const rows = await portugueseOnly.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, "so-pt@example.com"));
      expect(rows).toEqual([]);
      const portuguese = await portugueseOnly.request("POST", "/api/contact", { body: valid });
      expect(portuguese.status).toBe(201);
    } finally {
      await portugueseOnly.close();
    }
  });

  it("stores every one of a burst of submissions under the id its sender was given", async () => {
    // Sent at once, they share transactions (group commit): each answer must still name its own row.
    const senders = Array.from({ length: 60 }, (_, index) => ({
      ...valid,
      name: `Visitante ${index}`,
      // Written as one array per field: what an array's text form treats specially stays text.
      message: `Mensagem número ${index}, "ao mesmo tempo" que as {outras}: \\ NULL ${"ç".repeat(index)} fim`,
      language: index % 2 ? "en" : "pt-BR",
    }));
    const answers = await Promise.all(senders.map(send));

    expect(answers.map((res) => res.status)).toEqual(senders.map(() => 201));
    const ids = answers.map((res) => res.body.data.id as number);
    expect(new Set(ids).size).toBe(60);
    for (const [index, id] of ids.entries()) {
      expect(await stored(id)).toMatchObject({
        name: `Visitante ${index}`,
        message: senders[index]!.message,
        language: senders[index]!.language,
        spam: false,
      });
    }
  });

  it("ignores server-owned fields sent by the client", async () => {
    const res = await send({
      ...valid,
      id: 777_777,
      isRead: true,
      readAt: "2020-01-01T00:00:00.000Z",
      createdAt: "2001-01-01T00:00:00.000Z",
    });
    expect(res.status).toBe(201);
    expect(res.body.data.id).not.toBe(777_777);
    const row = await stored(res.body.data.id);
    expect(row.isRead).toBe(false);
    expect(row.readAt).toBeNull();
    expect(row.createdAt.getFullYear()).not.toBe(2001);
  });

  it("accepts the exact bounds", async () => {
    const res = await send({
      ...valid,
      name: "Li",
      phone: "1234567890",
      subject: "Oi!!!",
      message: "x".repeat(5000),
      email: `${"a".repeat(242)}@example.com`,
    });
    expect(res.status).toBe(201);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ["short name", { name: "P" }, "name", "Nome deve ter pelo menos 2 caracteres"],
    ["blank name", { name: "   " }, "name", "Nome deve ter pelo menos 2 caracteres"],
    ["missing name", { name: undefined }, "name", "Nome deve ter pelo menos 2 caracteres"],
    ["long name", { name: "x".repeat(101) }, "name", "Nome deve ter no máximo 100 caracteres"],
    ["bad e-mail", { email: "paula.example.com" }, "email", "Endereço de e-mail inválido"],
    ["missing e-mail", { email: undefined }, "email", "Endereço de e-mail inválido"],
    ["numeric e-mail", { email: 5 }, "email", "Endereço de e-mail inválido"],
    [
      "long e-mail",
      { email: `${"a".repeat(243)}@example.com` },
      "email",
      "E-mail deve ter no máximo 254 caracteres",
    ],
    ["short phone", { phone: "123456789" }, "phone", "Telefone deve ter pelo menos 10 dígitos"],
    ["numeric phone", { phone: 11987654321 }, "phone", "Telefone deve ter pelo menos 10 dígitos"],
    ["long phone", { phone: "1".repeat(31) }, "phone", "Telefone deve ter no máximo 30 caracteres"],
    [
      "missing project type",
      { projectType: undefined },
      "projectType",
      "Selecione o tipo de projeto",
    ],
    ["empty project type", { projectType: "" }, "projectType", "Selecione o tipo de projeto"],
    [
      "unknown project type",
      { projectType: "website" },
      "projectType",
      "Selecione o tipo de projeto",
    ],
    ["short subject", { subject: "Oi" }, "subject", "Assunto deve ter pelo menos 5 caracteres"],
    [
      "long subject",
      { subject: "x".repeat(201) },
      "subject",
      "Assunto deve ter no máximo 200 caracteres",
    ],
    ["short message", { message: "Olá" }, "message", "Mensagem deve ter pelo menos 10 caracteres"],
    [
      "long message",
      { message: "x".repeat(5001) },
      "message",
      "Mensagem deve ter no máximo 5000 caracteres",
    ],
    [
      "object message",
      { message: { text: "oi" } },
      "message",
      "Mensagem deve ter pelo menos 10 caracteres",
    ],
    ["unknown language", { language: "fr" }, "language", "Idioma inválido"],
    ["numeric language", { language: 1 }, "language", "Idioma inválido"],
  ];

  it.each(cases)("rejects a %s with its pt-BR message", async (_label, change, path, message) => {
    const res = await send({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ path, message });
  });

  it("reports every invalid field at once, and 400 for malformed JSON or non-objects", async () => {
    const empty = await send({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      "email",
      "message",
      "name",
      "phone",
      "projectType",
      "subject",
    ]);
    const malformed = await t.request("POST", "/api/contact", {
      rawBody: '{"name": "Paula",',
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("JSON inválido");
    for (const body of [[valid], "oi", true]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Dados inválidos");
    }
  });
});

describe("admin contacts", () => {
  it("lists every message newest first with the full shape", async () => {
    await t.db.delete(contactMessages);
    const now = Date.now();
    await t.db.insert(contactMessages).values([
      { ...valid, subject: "antiga", createdAt: new Date(now - 60_000) },
      { ...valid, subject: "nova", createdAt: new Date(now) },
      { ...valid, subject: "meio", createdAt: new Date(now - 30_000) },
    ]);
    const res = await t.request("GET", "/api/admin/contacts", { cookie: editor.cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: { subject: string }) => m.subject)).toEqual([
      "nova",
      "meio",
      "antiga",
    ]);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(messageKeys);
    expect(res.body.data[0]).toMatchObject({ isRead: false, readAt: null });
  });

  it("counts all and unread messages", async () => {
    await t.db.delete(contactMessages);
    const empty = await t.request("GET", "/api/admin/contacts/stats", { cookie: editor.cookie });
    expect(empty.body).toEqual({ success: true, data: { count: 0, unread: 0 } });
    await t.db
      .insert(contactMessages)
      .values([valid, valid, { ...valid, isRead: true, readAt: new Date() }]);
    const res = await t.request("GET", "/api/admin/contacts/stats", { cookie: editor.cookie });
    expect(res.body).toEqual({ success: true, data: { count: 3, unread: 2 } });
  });

  it("marks a message read once: a second call keeps the first readAt", async () => {
    const { body } = await send(valid);
    const id = body.data.id;
    const first = await t.request("POST", `/api/admin/contacts/${id}/read`, {
      cookie: editor.cookie,
    });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.data).sort()).toEqual(messageKeys);
    expect(first.body.data).toMatchObject({ id, isRead: true });
    expect(Number.isNaN(Date.parse(first.body.data.readAt))).toBe(false);

    const again = await t.request("POST", `/api/admin/contacts/${id}/read`, {
      cookie: admin.cookie,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.readAt).toBe(first.body.data.readAt);

    const parallel = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request("POST", `/api/admin/contacts/${id}/read`, { cookie: editor.cookie }),
      ),
    );
    for (const res of parallel) expect(res.body.data.readAt).toBe(first.body.data.readAt);
  });

  it("keeps readAt from concurrent first reads identical", async () => {
    const { body } = await send(valid);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request("POST", `/api/admin/contacts/${body.data.id}/read`, { cookie: editor.cookie }),
      ),
    );
    const readAts = new Set(results.map((r) => r.body.data.readAt));
    expect(readAts.size).toBe(1);
    expect((await stored(body.data.id)).readAt!.toISOString()).toBe([...readAts][0]);
  });

  it("answers 404 for unknown ids and 400 for bad ones", async () => {
    const missing = await t.request("POST", "/api/admin/contacts/424242/read", {
      cookie: editor.cookie,
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: "Mensagem não encontrada" });
    for (const bad of ["abc", "0", "-2", "2.5", "99999999999", "stats"]) {
      const res = await t.request("POST", `/api/admin/contacts/${bad}/read`, {
        cookie: editor.cookie,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Identificador inválido");
    }
  });
});
