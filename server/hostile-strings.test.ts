import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject } from "../app/features/portfolio/test-fixtures.ts";
import { contactMessages, newsletterSubscribers, testimonials, users } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../tests/support/test-app.ts";

// Control characters and malformed Unicode are refused as bad input (400) on every text field
// and path parameter, before the database sees them; what the database still refuses is a 400
// too; and no log line repeats what a visitor typed.

const invalidCharacters = "Contém caracteres inválidos";
const limits = { RATE_LIMIT_SUBMISSIONS: "1000", RATE_LIMIT_LOGIN: "1000" };

const contact = {
  name: "Paula Reis",
  email: "paula@example.com",
  phone: "(11) 98765-4321",
  projectType: "Site de Imobiliária",
  subject: "Orçamento de site",
  message: "Gostaria de um orçamento para o site da imobiliária.",
};
const testimonial = {
  clientName: "Paula Reis",
  clientEmail: "paula@example.com",
  companyName: "Imobiliária Reis",
  projectType: "Site de Imobiliária",
  content: "Trabalho excelente, entregue no prazo e com ótimo suporte.",
  rating: 5,
};
const subscription = { email: "paula@example.com", name: "Paula Reis" };
const login = { username: "paula.reis", password: "senha-segura-123" };

const forms = [
  { path: "/api/contact", body: contact, table: contactMessages },
  { path: "/api/testimonials", body: testimonial, table: testimonials },
  { path: "/api/newsletter/subscribe", body: subscription, table: newsletterSubscribers },
  { path: "/api/login", body: login, table: users },
] as const;

const hostile = [
  ["NUL", "\u0000"],
  ["a lone high surrogate", "\ud800"],
  ["a lone low surrogate", "\udc00"],
  ["an escape sequence", "\u001b[2J"],
] as const;

// Every string field of each form, with each hostile value put in the middle of a valid one.
const cases = forms.flatMap((form) =>
  Object.entries(form.body)
    .filter(([field, value]) => typeof value === "string" && field !== "projectType")
    .flatMap(([field, value]) =>
      hostile.map(([kind, bad]) => ({
        ...form,
        field,
        kind,
        body: {
          ...form.body,
          [field]: `${String(value).slice(0, 4)}${bad}${String(value).slice(4)}`,
        },
      })),
    ),
);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(limits);
});
afterAll(() => t.close());

async function count(table: (typeof forms)[number]["table"]) {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

describe("public forms and sign-in", () => {
  it.each(cases.map((c) => [c.path, c.field, c.kind, c] as const))(
    "%s refuses %s with %s (400) and stores nothing",
    async (_path, field, _kind, { path, body, table }) => {
      const before = await count(table);
      const res = await t.request("POST", path, { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: invalidCharacters,
        errors: [{ path: field, message: invalidCharacters }],
      });
      expect(await count(table)).toBe(before);
    },
  );

  it("refuses a raw control character inside a JSON string as malformed JSON", async () => {
    const raw = JSON.stringify(contact).replace("Paula", "Pa\u0000ula");
    const res = await t.request("POST", "/api/contact", {
      rawBody: raw,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "JSON inválido" });
  });

  it("refuses bytes that are not UTF-8 instead of storing them as U+FFFD", async () => {
    const [before, after] = JSON.stringify(contact).split("Paula");
    for (const bad of [[0xff], [0xc3], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80]]) {
      const body = Buffer.concat([
        Buffer.from(`${before}Pa`),
        Buffer.from(bad),
        Buffer.from(`ula${after}`),
      ]);
      const stored = await count(contactMessages);
      const res = await t.app.request("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(res.status, String(bad)).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: invalidCharacters });
      expect(await count(contactMessages)).toBe(stored);
    }
  });

  it("keeps tabs and line breaks in a message, stored with LF endings", async () => {
    const res = await t.request("POST", "/api/contact", {
      body: { ...contact, message: "Olá,\r\n\tpreciso de um site.\rObrigada!" },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select({ message: contactMessages.message })
      .from(contactMessages)
      .where(sql`${contactMessages.id} = ${res.body.data.id}`);
    expect(row!.message).toBe("Olá,\n\tpreciso de um site.\nObrigada!");
  });

  it("refuses a line break or a tab inside a one-line field", async () => {
    for (const name of ["Paula\nReis", "Paula\tReis"]) {
      const res = await t.request("POST", "/api/contact", { body: { ...contact, name } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: "name", message: invalidCharacters }]);
    }
  });

  it("accepts emoji and accents (well-formed surrogate pairs)", async () => {
    const res = await t.request("POST", "/api/testimonials", {
      body: { ...testimonial, clientName: "Zoë Conceição 😀" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.clientName).toBe("Zoë Conceição 😀");
  });
});

describe("path parameters and query strings", () => {
  it("refuses NUL in a public slug (400) and answers a slug no project can have with 404", async () => {
    await createProject(t, (await t.signIn("editor")).cookie, { slug: "loja-aurora" });
    const nul = await t.request("GET", "/api/portfolio/loja%00aurora");
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({ success: false, message: invalidCharacters });

    for (const slug of ["%ED%A0%80", "%FF", "LOJA-AURORA", "loja%20aurora", "a".repeat(101)]) {
      const res = await t.request("GET", `/api/portfolio/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Projeto não encontrado" });
    }
    expect((await t.request("GET", "/api/portfolio/loja-aurora")).status).toBe(200);
  });

  it("refuses control characters in query values", async () => {
    for (const path of [
      "/api/portfolio?category=web%00site",
      "/api/portfolio?category=%1B",
      "/api/testimonials/top?limit=5%00",
    ]) {
      const res = await t.request("GET", path);
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: invalidCharacters });
    }
    expect((await t.request("GET", "/api/portfolio?category=website")).status).toBe(200);
    expect((await t.request("GET", "/api/testimonials/top?limit=3")).status).toBe(200);
  });

  it("refuses NUL in an id as a bad id", async () => {
    const { cookie } = await t.signIn("admin");
    for (const path of ["/api/admin/portfolio/1%00", "/api/admin/users/%00"]) {
      const res = await t.request(path.includes("users") ? "DELETE" : "GET", path, { cookie });
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ success: false, message: "Identificador inválido" });
    }
  });
});

describe("what the database itself refuses", () => {
  // A database whose columns no longer match the schemas (as after a hand-made change):
  // values the validation accepts are then refused by the database itself.
  let broken: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    broken = await createTestApp(limits, { logger });
    await broken.db.execute(sql`alter table contact_messages alter column name type varchar(3)`);
    // A text index cannot hold an integer column: the hand-made change drops it first.
    await broken.db.execute(sql`drop index if exists testimonials_search_idx`);
    await broken.db.execute(
      sql`alter table testimonials alter column client_name type integer using 0`,
    );
    await broken.db.execute(sql`alter table newsletter_subscribers rename to gone`);
  });
  afterAll(() => broken.close());

  function logOf(requestId: string | null) {
    expect(requestId).toBeTruthy();
    return lines.filter((line) => line.includes(`"reqId":"${requestId}"`));
  }

  function expectNoPersonalData(logged: string[], values: Record<string, unknown>) {
    const text = logged.join("\n");
    for (const value of Object.values(values)) {
      if (typeof value === "string") expect(text).not.toContain(value);
    }
  }

  it("a value too long for its column is a 400, logged without the request's data", async () => {
    const res = await broken.request("POST", "/api/contact", { body: contact });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "Dados inválidos" });

    const logged = logOf(res.headers.get("x-request-id"));
    const warning = JSON.parse(logged.find((line) => line.includes('"level":40'))!);
    expect(warning).toMatchObject({
      msg: "input refused by the database",
      method: "POST",
      route: expect.stringMatching(/^\/api\/contact/),
      error: { type: "DrizzleQueryError", cause: { code: "22001" } },
    });
    expectNoPersonalData(logged, contact);
  });

  it("a value the database cannot read is a 400, and its quoted value is not logged", async () => {
    const res = await broken.request("POST", "/api/testimonials", { body: testimonial });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "Dados inválidos" });

    const logged = logOf(res.headers.get("x-request-id"));
    expect(logged.join("\n")).toContain('"code":"22P02"');
    expectNoPersonalData(logged, testimonial);
  });

  it("an unexpected database failure is a 500 without detail, logged without the data", async () => {
    const res = await broken.request("POST", "/api/newsletter/subscribe", { body: subscription });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: "Erro interno do servidor" });

    const logged = logOf(res.headers.get("x-request-id"));
    const failure = JSON.parse(logged.find((line) => line.includes('"level":50'))!);
    expect(failure).toMatchObject({ msg: "unhandled error", error: { cause: { code: "42P01" } } });
    expect(failure.error.stack).toMatch(/\n\s+at /);
    expectNoPersonalData(logged, subscription);
  });
});
