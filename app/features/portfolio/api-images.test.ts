import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portfolioImages } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createProject, imageKeys } from "./test-fixtures.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
  editor = await t.signIn("editor");
});
afterAll(() => t.close());

describe("project images", () => {
  it("adds images last, in order, with alt, and deletes them", async () => {
    const project = await createProject(t, editor.cookie);
    const path = `/api/admin/portfolio/${project.id}/images`;
    const first = await t.request("POST", path, {
      body: { imageUrl: "https://cdn.example.com/1.png", alt: "Página inicial" },
      cookie: editor.cookie,
    });
    expect(first.status).toBe(201);
    expect(Object.keys(first.body.data).sort()).toEqual(imageKeys);
    expect(first.body.data).toMatchObject({
      projectId: project.id,
      imageUrl: "https://cdn.example.com/1.png",
      alt: "Página inicial",
      displayOrder: 0,
    });
    const second = await t.request("POST", path, {
      body: { imageUrl: "/media/2.webp", alt: "Checkout" },
      cookie: editor.cookie,
    });
    expect(second.body.data.displayOrder).toBe(1);
    // A caption left empty by older data reads as the default alt.
    await t.db
      .insert(portfolioImages)
      .values({ projectId: project.id, imageUrl: "/media/3.webp", caption: null, displayOrder: 2 });

    const read = await t.request("GET", `/api/admin/portfolio/${project.id}`, {
      cookie: editor.cookie,
    });
    expect(read.body.data.images.map((i: { alt: string }) => i.alt)).toEqual([
      "Página inicial",
      "Checkout",
      "Imagem do projeto",
    ]);
    expect(Date.parse(read.body.data.updatedAt)).toBeGreaterThan(Date.parse(project.updatedAt));

    const removed = await t.request("DELETE", `/api/admin/portfolio/images/${first.body.data.id}`, {
      cookie: editor.cookie,
    });
    expect(removed.body).toEqual({ success: true, data: null });
    const again = await t.request("DELETE", `/api/admin/portfolio/images/${first.body.data.id}`, {
      cookie: editor.cookie,
    });
    expect(again).toMatchObject({
      status: 404,
      body: { success: false, message: "Imagem não encontrada" },
    });
    const after = await t.request("GET", `/api/admin/portfolio/${project.id}`, {
      cookie: editor.cookie,
    });
    expect(after.body.data.images.map((i: { imageUrl: string }) => i.imageUrl)).toEqual([
      "/media/2.webp",
      "/media/3.webp",
    ]);
  });

  it("gives parallel additions distinct places", async () => {
    const project = await createProject(t, admin.cookie);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.request("POST", `/api/admin/portfolio/${project.id}/images`, {
          body: { imageUrl: `/media/p${i}.png`, alt: `Foto ${i}` },
          cookie: admin.cookie,
        }),
      ),
    );
    const read = await t.request("GET", `/api/admin/portfolio/${project.id}`, {
      cookie: admin.cookie,
    });
    expect(read.body.data.images.map((i: { displayOrder: number }) => i.displayOrder)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it("deletes a project with its images (cascade), then answers 404", async () => {
    const project = await createProject(t, admin.cookie);
    for (const n of [1, 2]) {
      await t.request("POST", `/api/admin/portfolio/${project.id}/images`, {
        body: { imageUrl: `/media/c${n}.png`, alt: `Foto ${n}` },
        cookie: admin.cookie,
      });
    }
    const before = await t.db
      .select()
      .from(portfolioImages)
      .where(eq(portfolioImages.projectId, project.id));
    expect(before).toHaveLength(2);
    const res = await t.request("DELETE", `/api/admin/portfolio/${project.id}`, {
      cookie: admin.cookie,
    });
    expect(res.body).toEqual({ success: true, data: null });
    const after = await t.db
      .select()
      .from(portfolioImages)
      .where(eq(portfolioImages.projectId, project.id));
    expect(after).toHaveLength(0);
    for (const [method, path] of [
      ["DELETE", `/api/admin/portfolio/${project.id}`],
      ["GET", `/api/admin/portfolio/${project.id}`],
      ["POST", `/api/admin/portfolio/${project.id}/images`],
    ] as const) {
      const gone = await t.request(method, path, {
        cookie: admin.cookie,
        body: method === "POST" ? { imageUrl: "/media/x.png", alt: "x" } : undefined,
      });
      expect(gone).toMatchObject({
        status: 404,
        body: { success: false, message: "Projeto não encontrado" },
      });
    }
  });
});
