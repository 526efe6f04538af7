import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createProject, projectInput } from "./test-fixtures.ts";

let t: TestApp;
let cookie: string;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.signIn("editor")).cookie;
  projectId = (await createProject(t, cookie)).id;
});
afterAll(() => t.close());

const post = (body: unknown) => t.request("POST", "/api/admin/portfolio", { body, cookie });
const patch = (body: unknown) =>
  t.request("PATCH", `/api/admin/portfolio/${projectId}`, { body, cookie });

const long = (n: number) => "a".repeat(n);

// Each docs/product.md#validation / docs/product.md#api-conventions rule, with the message a person reads.
const rules: [string, Record<string, unknown>, string, string][] = [
  ["title too short", { title: "ab" }, "title", "O título deve ter pelo menos 3 caracteres"],
  ["title missing", { title: undefined }, "title", "O título deve ter pelo menos 3 caracteres"],
  ["title not a string", { title: 42 }, "title", "O título deve ter pelo menos 3 caracteres"],
  ["title too long", { title: long(101) }, "title", "O título não pode exceder 100 caracteres"],
  ["slug too short", { slug: "ab" }, "slug", "O slug deve ter pelo menos 3 caracteres"],
  ["slug too long", { slug: long(101) }, "slug", "O slug não pode exceder 100 caracteres"],
  [
    "slug with capitals",
    { slug: "Meu-Projeto" },
    "slug",
    "O slug deve conter apenas letras minúsculas, números e hífens",
  ],
  [
    "slug with accents",
    { slug: "ação-digital" },
    "slug",
    "O slug deve conter apenas letras minúsculas, números e hífens",
  ],
  [
    "description too short",
    { description: "curta" },
    "description",
    "A descrição deve ter pelo menos 10 caracteres",
  ],
  [
    "description too long",
    { description: long(2001) },
    "description",
    "A descrição não pode exceder 2000 caracteres",
  ],
  ["category missing", { category: undefined }, "category", "Selecione uma categoria"],
  ["category empty", { category: "" }, "category", "Selecione uma categoria"],
  ["category unknown", { category: "blockchain" }, "category", "Selecione uma categoria"],
  ["category not a string", { category: ["website"] }, "category", "Selecione uma categoria"],
  ["imageUrl missing", { imageUrl: undefined }, "imageUrl", "A URL da imagem é obrigatória"],
  ["imageUrl empty", { imageUrl: "   " }, "imageUrl", "A URL da imagem é obrigatória"],
  ["imageUrl not a URL", { imageUrl: "capa.png" }, "imageUrl", "URL da imagem inválida"],
  [
    "imageUrl javascript:",
    { imageUrl: "javascript:alert(1)" },
    "imageUrl",
    "URL da imagem inválida",
  ],
  [
    "imageUrl data:",
    { imageUrl: "data:image/png;base64,AA" },
    "imageUrl",
    "URL da imagem inválida",
  ],
  ["imageUrl a number", { imageUrl: 7 }, "imageUrl", "URL da imagem inválida"],
  [
    "imageUrl over 2048",
    { imageUrl: `https://x.com/${long(2040)}` },
    "imageUrl",
    "A URL não pode exceder 2048 caracteres",
  ],
  [
    "projectUrl javascript:",
    { projectUrl: "javascript:alert(1)" },
    "projectUrl",
    "URL do projeto inválida",
  ],
  [
    "projectUrl data:",
    { projectUrl: "data:text/html,<b>" },
    "projectUrl",
    "URL do projeto inválida",
  ],
  ["projectUrl not a URL", { projectUrl: "www" }, "projectUrl", "URL do projeto inválida"],
  ["projectUrl a number", { projectUrl: 1 }, "projectUrl", "URL do projeto inválida"],
  ["projectDate garbage", { projectDate: "amanhã" }, "projectDate", "Data do projeto inválida"],
  ["projectDate a boolean", { projectDate: true }, "projectDate", "Data do projeto inválida"],
  [
    "featured a string",
    { featured: "true" },
    "featured",
    "O campo destacado deve ser verdadeiro ou falso",
  ],
  ["active a number", { active: 1 }, "active", "O campo ativo deve ser verdadeiro ou falso"],
];

describe("POST /api/admin/portfolio validation", () => {
  it.each(rules)("%s: 400 with its message", async (_name, change, path, message) => {
    const res = await post(projectInput(change));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ path, message });
  });

  it("lists every problem of an empty body", async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      "category",
      "description",
      "imageUrl",
      "slug",
      "title",
    ]);
  });

  it.each([
    ["websites", "website"],
    ["landing-pages", "landing-page"],
    ["ecommerce", "e-commerce"],
    ["aplicativos", "mobile-app"],
    ["designs", "design"],
    ["outros", "other"],
    ["webapp", "webapp"],
    ["e-commerce", "e-commerce"],
  ])("stores category %s as %s", async (given, stored) => {
    const res = await post(projectInput({ category: given }));
    expect(res.status).toBe(201);
    expect(res.body.data.category).toBe(stored);
  });

  it("accepts http(s) and /media/ URLs, and stores an empty project URL as null", async () => {
    const res = await post(
      projectInput({ imageUrl: "/media/capas/loja.webp", projectUrl: "", projectDate: "" }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.imageUrl).toBe("/media/capas/loja.webp");
    expect(res.body.data.projectUrl).toBeNull();
    const http = await post(projectInput({ imageUrl: "http://cdn.example.com/a.png" }));
    expect(http.status).toBe(201);
  });

  it("refuses malformed JSON, non-objects and other content types", async () => {
    const bad = await t.request("POST", "/api/admin/portfolio", {
      rawBody: '{"title": "x",',
      headers: { "content-type": "application/json" },
      cookie,
    });
    expect(bad).toMatchObject({ status: 400, body: { success: false, message: "JSON inválido" } });
    for (const body of [[], "texto", 12, null]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const form = await t.request("POST", "/api/admin/portfolio", {
      rawBody: "title=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      cookie,
    });
    expect(form.status).toBe(415);
  });
});

describe("PATCH /api/admin/portfolio/{id} validation", () => {
  it.each(rules.filter(([name]) => !name.endsWith("missing")))(
    "%s: 400 with its message",
    async (_name, change, path, message) => {
      const res = await patch(change);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message });
    },
  );

  it("wants at least one known field", async () => {
    for (const body of [{}, { displayOrder: 3 }, { id: 9, updatedAt: "2020-01-01" }]) {
      const res = await patch(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Informe ao menos um campo para atualizar");
    }
  });

  it("clears the project URL with null and keeps other fields", async () => {
    const res = await patch({ projectUrl: null, category: "landing-pages" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ projectUrl: null, category: "landing-page" });
  });
});

describe("toggles, images, reorder and ids: bad inputs", () => {
  it("needs booleans on the toggles", async () => {
    for (const [suffix, body, message] of [
      ["featured", {}, "O campo destacado deve ser verdadeiro ou falso"],
      ["featured", { featured: "false" }, "O campo destacado deve ser verdadeiro ou falso"],
      ["active", { active: null }, "O campo ativo deve ser verdadeiro ou falso"],
    ] as const) {
      const res = await t.request("PATCH", `/api/admin/portfolio/${projectId}/${suffix}`, {
        body,
        cookie,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("validates an added image", async () => {
    const path = `/api/admin/portfolio/${projectId}/images`;
    for (const [body, message] of [
      [{ alt: "Foto" }, "URL da imagem inválida"],
      [{ imageUrl: "javascript:alert(1)", alt: "Foto" }, "URL da imagem inválida"],
      [{ imageUrl: "data:image/png;base64,AA", alt: "Foto" }, "URL da imagem inválida"],
      [{ imageUrl: "/media/a.png" }, "Descrição da imagem é obrigatória"],
      [{ imageUrl: "/media/a.png", alt: "  " }, "Descrição da imagem é obrigatória"],
      [
        { imageUrl: "/media/a.png", alt: long(201) },
        "A descrição da imagem não pode exceder 200 caracteres",
      ],
    ] as const) {
      const res = await t.request("POST", path, { body, cookie });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("refuses bad ids with 400 and unknown ids with 404", async () => {
    const routes = (id: string): [string, string, unknown?][] => [
      ["GET", `/api/admin/portfolio/${id}`],
      ["PATCH", `/api/admin/portfolio/${id}`, { title: "Título válido" }],
      ["PATCH", `/api/admin/portfolio/${id}/featured`, { featured: true }],
      ["PATCH", `/api/admin/portfolio/${id}/active`, { active: true }],
      ["DELETE", `/api/admin/portfolio/${id}`],
      ["POST", `/api/admin/portfolio/${id}/images`, { imageUrl: "/media/a.png", alt: "Foto" }],
      ["DELETE", `/api/admin/portfolio/images/${id}`],
    ];
    for (const bad of ["abc", "0", "-1", "1.5", "1e3", "99999999999"]) {
      for (const [method, path, body] of routes(bad)) {
        const res = await t.request(method, path, { body, cookie });
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(res.body.message).toBe("Identificador inválido");
      }
    }
    for (const [method, path, body] of routes("424242")) {
      const res = await t.request(method, path, { body, cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe(
        path.includes("/images/") ? "Imagem não encontrada" : "Projeto não encontrado",
      );
    }
  });
});
