import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portfolioImages, portfolioProjects } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { getPublicProjectBySlug, listPublicProjects } from "./portfolio.server.ts";
import { createProject, projectKeys } from "./test-fixtures.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;
const slugs = { site: "", app: "", hidden: "", design: "" };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
  editor = await t.signIn("editor");
  const site = await createProject(t, admin.cookie, { category: "websites", featured: true });
  const app = await createProject(t, admin.cookie, { category: "mobile-app" });
  const hidden = await createProject(t, admin.cookie, { category: "website", active: false });
  const design = await createProject(t, admin.cookie, { category: "design" });
  Object.assign(slugs, {
    site: site.slug,
    app: app.slug,
    hidden: hidden.slug,
    design: design.slug,
  });
  // Images added out of order: the answer must follow displayOrder, then id.
  await t.db.insert(portfolioImages).values([
    { projectId: site.id, imageUrl: "/media/b.png", caption: "B", displayOrder: 1 },
    { projectId: site.id, imageUrl: "/media/a.png", caption: "A", displayOrder: 0 },
    { projectId: site.id, imageUrl: "/media/c.png", caption: "", displayOrder: 1 },
  ]);
});
afterAll(() => t.close());

const slugsOf = (list: { slug: string }[]) => list.map((p) => p.slug);

describe("GET /api/portfolio", () => {
  it("lists active projects only, in displayOrder, with ordered images", async () => {
    const res = await t.request("GET", "/api/portfolio");
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(slugsOf(res.body.data)).toEqual([slugs.site, slugs.app, slugs.design]);
    const [site] = res.body.data;
    expect(Object.keys(site).sort()).toEqual(projectKeys);
    expect(site.images.map((i: { imageUrl: string; alt: string }) => [i.imageUrl, i.alt])).toEqual([
      ["/media/a.png", "A"],
      ["/media/b.png", "B"],
      ["/media/c.png", "Imagem do projeto"],
    ]);
  });

  it("answers the same to staff and to visitors (public row of docs/product.md#permissions)", async () => {
    const anonymous = await t.request("GET", "/api/portfolio");
    for (const cookie of [editor.cookie, admin.cookie]) {
      const res = await t.request("GET", "/api/portfolio", { cookie });
      expect(res.body).toEqual(anonymous.body);
    }
  });

  it("orders equal positions newest first", async () => {
    const base = {
      description: "Projeto de exemplo para ordenação.",
      category: "other",
      imageUrl: "https://cdn.example.com/x.png",
      displayOrder: 100,
    };
    await t.db.insert(portfolioProjects).values([
      { ...base, title: "Antigo", slug: "ordem-antigo", createdAt: new Date("2020-01-01") },
      { ...base, title: "Novo", slug: "ordem-novo", createdAt: new Date("2024-01-01") },
      { ...base, title: "Meio", slug: "ordem-meio", createdAt: new Date("2022-01-01") },
    ]);
    // Written behind the API's back: drop the cached lists as an admin write would.
    await t.cache.invalidate(["portfolio"]);
    const res = await t.request("GET", "/api/portfolio?category=outros");
    expect(slugsOf(res.body.data)).toEqual(["ordem-novo", "ordem-meio", "ordem-antigo"]);
  });

  it.each([
    ["websites", "site"],
    ["website", "site"],
    ["aplicativos", "app"],
    ["mobile-app", "app"],
    ["designs", "design"],
    [" Design ", "design"],
  ] as const)("filters ?category=%s in either spelling", async (category, key) => {
    const res = await t.request("GET", `/api/portfolio?category=${encodeURIComponent(category)}`);
    expect(res.status).toBe(200);
    expect(slugsOf(res.body.data)).toEqual([slugs[key]]);
  });

  it("treats an empty filter or 'all' as no filter, and a known empty category as []", async () => {
    const all = await t.request("GET", "/api/portfolio");
    for (const query of ["?category=", "?category=all"]) {
      const res = await t.request("GET", `/api/portfolio${query}`);
      expect(res.body).toEqual(all.body);
    }
    const none = await t.request("GET", "/api/portfolio?category=webapp");
    expect(none.body).toEqual({ success: true, data: [] });
  });

  it("refuses an unknown category with a 400", async () => {
    const res = await t.request("GET", "/api/portfolio?category=blockchain");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "Categoria inválida" });
  });

  it("is what the page loader gets from the service", async () => {
    const res = await t.request("GET", "/api/portfolio");
    const fromService = JSON.parse(JSON.stringify(await listPublicProjects(t.db)));
    expect(fromService).toEqual(res.body.data);
  });
});

describe("GET /api/portfolio/{slug}", () => {
  it("answers an active project with its images", async () => {
    const res = await t.request("GET", `/api/portfolio/${slugs.site}`);
    expect(res.status).toBe(200);
    expect(res.body.data.slug).toBe(slugs.site);
    expect(res.body.data.category).toBe("website");
    expect(res.body.data.images).toHaveLength(3);
  });

  it.each([
    ["inactive", () => slugs.hidden],
    ["unknown", () => "nao-existe"],
    ["oversized", () => "a".repeat(300)],
    ["odd characters", () => encodeURIComponent("'; drop table x; --")],
  ])("is a 404 for an %s slug", async (_kind, slug) => {
    const res = await t.request("GET", `/api/portfolio/${slug()}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: "Projeto não encontrado" });
  });

  it("hides a project as soon as it is deactivated, and the service agrees", async () => {
    const project = await createProject(t, admin.cookie);
    expect((await t.request("GET", `/api/portfolio/${project.slug}`)).status).toBe(200);
    await t.request("PATCH", `/api/admin/portfolio/${project.id}/active`, {
      body: { active: false },
      cookie: admin.cookie,
    });
    expect((await t.request("GET", `/api/portfolio/${project.slug}`)).status).toBe(404);
    await expect(getPublicProjectBySlug(t.db, project.slug)).rejects.toMatchObject({
      status: 404,
      message: "Projeto não encontrado",
    });
  });
});
