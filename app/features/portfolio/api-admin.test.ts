import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portfolioProjects } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createProject, projectInput, projectKeys } from "./test-fixtures.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
  editor = await t.signIn("editor");
});
afterAll(() => t.close());

describe("permissions on /api/admin/portfolio (docs/product.md#permissions)", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/admin/portfolio"],
    ["GET", "/api/admin/portfolio/categories"],
    ["GET", "/api/admin/portfolio/1"],
    ["POST", "/api/admin/portfolio", projectInput()],
    ["PATCH", "/api/admin/portfolio/1", { title: "Outro título" }],
    ["PATCH", "/api/admin/portfolio/1/featured", { featured: true }],
    ["PATCH", "/api/admin/portfolio/1/active", { active: false }],
    ["DELETE", "/api/admin/portfolio/1"],
    ["POST", "/api/admin/portfolio/reorder", { orderedIds: [1] }],
    ["POST", "/api/admin/portfolio/1/images", { imageUrl: "/media/a.png", alt: "Foto" }],
    ["DELETE", "/api/admin/portfolio/images/1"],
  ];

  it.each(calls)("%s %s is a 401 for an anonymous caller", async (method, path, body) => {
    const res = await t.request(method, path, { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: "Não autenticado" });
  });

  it("changes nothing for an anonymous caller", async () => {
    const project = await createProject(t, admin.cookie);
    await t.request("DELETE", `/api/admin/portfolio/${project.id}`);
    await t.request("PATCH", `/api/admin/portfolio/${project.id}`, { body: { title: "Hackeado" } });
    const after = await t.request("GET", `/api/admin/portfolio/${project.id}`, {
      cookie: admin.cookie,
    });
    expect(after.body.data.title).toBe(project.title);
  });

  it.each(["editor", "admin"] as const)("lets an %s run every admin route", async (role) => {
    const cookie = role === "admin" ? admin.cookie : editor.cookie;
    const created = await t.request("POST", "/api/admin/portfolio", {
      body: projectInput(),
      cookie,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const path = `/api/admin/portfolio/${id}`;

    expect((await t.request("GET", "/api/admin/portfolio", { cookie })).status).toBe(200);
    expect((await t.request("GET", "/api/admin/portfolio/categories", { cookie })).status).toBe(
      200,
    );
    expect((await t.request("GET", path, { cookie })).status).toBe(200);
    const patched = await t.request("PATCH", path, { body: { title: "Título novo" }, cookie });
    expect(patched.status).toBe(200);
    const featured = await t.request("PATCH", `${path}/featured`, {
      body: { featured: true },
      cookie,
    });
    expect(featured.body.data.featured).toBe(true);
    const inactive = await t.request("PATCH", `${path}/active`, {
      body: { active: false },
      cookie,
    });
    expect(inactive.body.data.active).toBe(false);
    const image = await t.request("POST", `${path}/images`, {
      body: { imageUrl: "/media/foto.webp", alt: "Foto" },
      cookie,
    });
    expect(image.status).toBe(201);
    const removed = await t.request("DELETE", `/api/admin/portfolio/images/${image.body.data.id}`, {
      cookie,
    });
    expect(removed.status).toBe(200);
    const ids = (await t.request("GET", "/api/admin/portfolio", { cookie })).body.data.map(
      (p: { id: number }) => p.id,
    );
    const reordered = await t.request("POST", "/api/admin/portfolio/reorder", {
      body: { orderedIds: [...ids].reverse() },
      cookie,
    });
    expect(reordered.status).toBe(200);
    const deleted = await t.request("DELETE", path, { cookie });
    expect(deleted).toMatchObject({ status: 200, body: { success: true, data: null } });
  });
});

describe("admin project routes: answers", () => {
  it("creates a project (201) with the full shape and reads it back", async () => {
    const input = projectInput({ category: "aplicativos", projectUrl: null });
    const res = await t.request("POST", "/api/admin/portfolio", {
      body: input,
      cookie: admin.cookie,
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const project = res.body.data;
    expect(Object.keys(project).sort()).toEqual(projectKeys);
    expect(project).toMatchObject({
      title: input.title,
      slug: input.slug,
      category: "mobile-app",
      projectUrl: null,
      projectDate: "2024-03-10T12:00:00.000Z",
      featured: false,
      active: true,
      images: [],
    });
    expect(Number.isInteger(project.id)).toBe(true);
    expect(new Date(project.createdAt).toISOString()).toBe(project.createdAt);
    const read = await t.request("GET", `/api/admin/portfolio/${project.id}`, {
      cookie: admin.cookie,
    });
    expect(read.body).toEqual({ success: true, data: project });
  });

  it("never takes server-owned fields from the client", async () => {
    const res = await t.request("POST", "/api/admin/portfolio", {
      body: projectInput({
        id: 999_999,
        createdAt: "2000-01-01T00:00:00.000Z",
        updatedAt: "2000-01-01T00:00:00.000Z",
        displayOrder: 500,
        images: [{ imageUrl: "javascript:alert(1)", alt: "x" }],
        hacker: true,
      }),
      cookie: admin.cookie,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.id).not.toBe(999_999);
    expect(res.body.data.createdAt.startsWith("2000")).toBe(false);
    expect(res.body.data.updatedAt.startsWith("2000")).toBe(false);
    expect(res.body.data.displayOrder).not.toBe(500);
    expect(res.body.data.images).toEqual([]);
    expect(res.body.data).not.toHaveProperty("hacker");
  });

  it("lists the categories in the form vocabulary", async () => {
    const res = await t.request("GET", "/api/admin/portfolio/categories", {
      cookie: editor.cookie,
    });
    expect(res.body).toEqual({
      success: true,
      data: ["website", "landing-page", "e-commerce", "webapp", "mobile-app", "design", "other"],
    });
  });

  it("updates any subset, stores the form spelling and moves updatedAt", async () => {
    const project = await createProject(t, admin.cookie);
    const res = await t.request("PATCH", `/api/admin/portfolio/${project.id}`, {
      body: { category: "designs", projectUrl: "", id: 1, createdAt: "2000-01-01T00:00:00Z" },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: project.id,
      title: project.title,
      category: "design",
      projectUrl: null,
      createdAt: project.createdAt,
    });
    expect(Date.parse(res.body.data.updatedAt)).toBeGreaterThan(Date.parse(project.updatedAt));
  });

  it("toggles featured and active independently", async () => {
    const project = await createProject(t, admin.cookie);
    const path = `/api/admin/portfolio/${project.id}`;
    const featured = await t.request("PATCH", `${path}/featured`, {
      body: { featured: true, active: false },
      cookie: admin.cookie,
    });
    expect(featured.body.data).toMatchObject({ featured: true, active: true });
    const inactive = await t.request("PATCH", `${path}/active`, {
      body: { active: false },
      cookie: admin.cookie,
    });
    expect(inactive.body.data).toMatchObject({ featured: true, active: false });
    expect(Date.parse(inactive.body.data.updatedAt)).toBeGreaterThan(Date.parse(project.updatedAt));
  });

  it("refuses a taken slug with 409, on create, on update and in a race", async () => {
    const first = await createProject(t, admin.cookie);
    const second = await createProject(t, admin.cookie);
    const conflict = { success: false, message: "Já existe um projeto com este slug" };
    const dup = await t.request("POST", "/api/admin/portfolio", {
      body: projectInput({ slug: first.slug }),
      cookie: admin.cookie,
    });
    expect(dup).toMatchObject({ status: 409, body: conflict });
    const update = await t.request("PATCH", `/api/admin/portfolio/${second.id}`, {
      body: { slug: first.slug },
      cookie: admin.cookie,
    });
    expect(update).toMatchObject({ status: 409, body: conflict });
    const same = await t.request("PATCH", `/api/admin/portfolio/${first.id}`, {
      body: { slug: first.slug },
      cookie: admin.cookie,
    });
    expect(same.status).toBe(200);

    const slug = `corrida-${Date.now()}`;
    const race = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.request("POST", "/api/admin/portfolio", {
          body: projectInput({ slug }),
          cookie: admin.cookie,
        }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.db
      .select()
      .from(portfolioProjects)
      .where(eq(portfolioProjects.slug, slug));
    expect(rows).toHaveLength(1);
  });
});
