import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonials } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { projectTypeOptions } from "../../lib/project-types.ts";

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
  clientName: "Maria Souza",
  clientEmail: "maria@example.com",
  companyName: "Padaria Pão Quente",
  projectType: "Site Institucional",
  content: "Equipe atenciosa e site entregue no prazo.",
  rating: 4,
};

const publicKeys = [
  "approvedAt",
  "clientName",
  "companyName",
  "content",
  "createdAt",
  "featured",
  "id",
  "language",
  "projectType",
  "rating",
  "status",
];

type Seed = Partial<typeof testimonials.$inferInsert> & { minutesAgo?: number };

/** Inserts rows straight into the table, with controlled statuses and creation times. */
async function seed(rows: Seed[]) {
  const now = Date.now();
  return t.db
    .insert(testimonials)
    .values(
      rows.map(({ minutesAgo = 0, ...row }, i) => ({
        clientName: `Cliente ${i}`,
        clientEmail: `cliente${i}@example.com`,
        projectType: "Outros",
        content: "Um depoimento de teste qualquer.",
        rating: 5,
        createdAt: new Date(now - minutesAgo * 60_000),
        ...row,
      })),
    )
    .returning();
}

async function submit(body: unknown) {
  return t.request("POST", "/api/testimonials", { body });
}

describe("permissions on /api/admin/testimonials", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/admin/testimonials"],
    ["PATCH", "/api/admin/testimonials/1", { status: "approved" }],
    ["DELETE", "/api/admin/testimonials/1"],
  ];

  it.each(calls)("%s %s: 401 anonymous", async (method, path, body) => {
    const res = await t.request(method, path, { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: "Não autenticado" });
  });

  it("lets editors and admins moderate", async () => {
    const [row] = await seed([{ clientName: "Permissão" }]);
    for (const who of [editor, admin]) {
      const list = await t.request("GET", "/api/admin/testimonials", { cookie: who.cookie });
      expect(list.status).toBe(200);
      const patch = await t.request("PATCH", `/api/admin/testimonials/${row!.id}`, {
        body: { status: who === editor ? "approved" : "rejected" },
        cookie: who.cookie,
      });
      expect(patch.status).toBe(200);
    }
    const del = await t.request("DELETE", `/api/admin/testimonials/${row!.id}`, {
      cookie: editor.cookie,
    });
    expect(del.status).toBe(200);
  });

  it("leaves the public routes open to anonymous visitors", async () => {
    for (const path of ["", "/top", "/featured"]) {
      const res = await t.request("GET", `/api/testimonials${path}`);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
    }
  });
});

describe("POST /api/testimonials", () => {
  it("creates a pending, unfeatured testimonial and answers 201 without the e-mail", async () => {
    const res = await submit(valid);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(Object.keys(res.body.data).sort()).toEqual(publicKeys);
    expect(res.body.data).toMatchObject({
      clientName: "Maria Souza",
      companyName: "Padaria Pão Quente",
      projectType: "Site Institucional",
      rating: 4,
      status: "pending",
      featured: false,
      approvedAt: null,
      language: "pt-BR",
    });
    expect(Number.isNaN(Date.parse(res.body.data.createdAt))).toBe(false);
    const [stored] = await t.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, res.body.data.id));
    expect(stored!.clientEmail).toBe("maria@example.com");
  });

  it("ignores server-owned fields sent by the client", async () => {
    const res = await submit({
      ...valid,
      id: 999_999,
      status: "approved",
      featured: true,
      approvedAt: "2020-01-01T00:00:00.000Z",
      createdAt: "2001-01-01T00:00:00.000Z",
    });
    expect(res.status).toBe(201);
    expect(res.body.data.id).not.toBe(999_999);
    expect(res.body.data).toMatchObject({ status: "pending", featured: false, approvedAt: null });
    expect(res.body.data.createdAt.startsWith("2001")).toBe(false);
    const publicList = await t.request("GET", "/api/testimonials");
    expect(publicList.body.data.some((x: { id: number }) => x.id === res.body.data.id)).toBe(false);
  });

  it("defaults the rating to 5, trims text and stores a blank company as null", async () => {
    const { rating: _, ...withoutRating } = valid;
    const res = await submit({
      ...withoutRating,
      clientName: "  Ana Lima  ",
      clientEmail: "  ana@example.com ",
      companyName: "   ",
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ rating: 5, clientName: "Ana Lima", companyName: null });
    const noCompany = await submit({ ...valid, companyName: null });
    expect(noCompany.body.data.companyName).toBeNull();
    const missingCompany = await submit({ ...valid, companyName: undefined });
    expect(missingCompany.body.data.companyName).toBeNull();
  });

  it("stores the language the testimonial was written in, pt-BR when not given", async () => {
    const english = await submit({ ...valid, language: "en" });
    expect(english.status).toBe(201);
    expect(english.body.data.language).toBe("en");
    const [stored] = await t.db
      .select({ language: testimonials.language })
      .from(testimonials)
      .where(eq(testimonials.id, english.body.data.id));
    expect(stored!.language).toBe("en");
    const portuguese = await submit({ ...valid, language: undefined });
    expect(portuguese.body.data.language).toBe("pt-BR");
  });

  it("accepts every docs/product.md#data-model project type", async () => {
    for (const projectType of projectTypeOptions) {
      const res = await submit({ ...valid, projectType });
      expect(res.status).toBe(201);
    }
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ["short name", { clientName: "Jo" }, "clientName", "Nome deve ter pelo menos 3 caracteres"],
    ["blank name", { clientName: "     " }, "clientName", "Nome deve ter pelo menos 3 caracteres"],
    [
      "missing name",
      { clientName: undefined },
      "clientName",
      "Nome deve ter pelo menos 3 caracteres",
    ],
    ["numeric name", { clientName: 12345 }, "clientName", "Nome deve ter pelo menos 3 caracteres"],
    [
      "long name",
      { clientName: "x".repeat(101) },
      "clientName",
      "Nome deve ter no máximo 100 caracteres",
    ],
    [
      "missing project type",
      { projectType: undefined },
      "projectType",
      "Selecione o tipo de projeto",
    ],
    ["empty project type", { projectType: "" }, "projectType", "Selecione o tipo de projeto"],
    [
      "unknown project type",
      { projectType: "Foguete" },
      "projectType",
      "Selecione o tipo de projeto",
    ],
    [
      "short content",
      { content: "Curto" },
      "content",
      "Depoimento deve ter pelo menos 10 caracteres",
    ],
    [
      "long content",
      { content: "x".repeat(501) },
      "content",
      "Depoimento deve ter no máximo 500 caracteres",
    ],
    ["rating 0", { rating: 0 }, "rating", "Avaliação deve ser pelo menos 1 estrela"],
    ["rating -3", { rating: -3 }, "rating", "Avaliação deve ser pelo menos 1 estrela"],
    ["rating 6", { rating: 6 }, "rating", "Avaliação deve ser no máximo 5 estrelas"],
    [
      "fractional rating",
      { rating: 2.5 },
      "rating",
      "Avaliação deve ser um número inteiro de 1 a 5",
    ],
    ["text rating", { rating: "5" }, "rating", "Avaliação deve ser um número inteiro de 1 a 5"],
    ["null rating", { rating: null }, "rating", "Avaliação deve ser um número inteiro de 1 a 5"],
    ["bad e-mail", { clientEmail: "maria@" }, "clientEmail", "Email inválido"],
    ["missing e-mail", { clientEmail: undefined }, "clientEmail", "Email inválido"],
    [
      "long e-mail",
      { clientEmail: `${"a".repeat(250)}@example.com` },
      "clientEmail",
      "E-mail deve ter no máximo 254 caracteres",
    ],
    [
      "long company",
      { companyName: "x".repeat(101) },
      "companyName",
      "Nome da empresa deve ter no máximo 100 caracteres",
    ],
    ["numeric company", { companyName: 42 }, "companyName", "Nome da empresa inválido"],
    ["unknown language", { language: "fr" }, "language", "Idioma inválido"],
    ["English language name", { language: "English" }, "language", "Idioma inválido"],
    ["null language", { language: null }, "language", "Idioma inválido"],
  ];

  it.each(cases)("rejects a %s with its pt-BR message", async (_label, change, path, message) => {
    const res = await submit({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ path, message });
  });

  it("answers 400 for malformed JSON and non-object bodies, 415 for other content types", async () => {
    const malformed = await t.request("POST", "/api/testimonials", {
      rawBody: "{clientName:",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: "JSON inválido" });
    for (const body of [[valid], "texto", 42, null]) {
      const res = await submit(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Dados inválidos");
    }
    const empty = await t.request("POST", "/api/testimonials", {
      rawBody: "",
      headers: { "content-type": "application/json" },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.length).toBeGreaterThanOrEqual(4);
    const form = await t.request("POST", "/api/testimonials", {
      rawBody: "clientName=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
  });
});
