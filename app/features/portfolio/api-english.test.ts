import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createProject, projectInput } from "./test-fixtures.ts";

// docs/product.md#portfolio-english: a project's English version (title, slug, description, image
// descriptions), optional, validated like its pt-BR twin with pt-BR messages.

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.signIn("admin")).cookie;
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 10);

describe("a project's English version", () => {
  it("is stored and answered by the admin and public API", async () => {
    const slugEn = `aurora-store-${unique()}`;
    const created = await createProject(t, cookie, {
      titleEn: "Aurora online store",
      slugEn,
      descriptionEn: "A complete online store for a Brazilian brand.",
    });
    expect(created).toMatchObject({
      titleEn: "Aurora online store",
      slugEn,
      descriptionEn: "A complete online store for a Brazilian brand.",
    });
    const image = await t.request("POST", `/api/admin/portfolio/${created.id}/images`, {
      body: { imageUrl: "/media/a.png", alt: "Página inicial", altEn: "Home page" },
      cookie,
    });
    expect(image.status).toBe(201);
    expect(image.body.data).toMatchObject({ alt: "Página inicial", altEn: "Home page" });

    // The public API finds it by either slug.
    for (const slug of [created.slug, slugEn]) {
      const res = await t.request("GET", `/api/portfolio/${slug}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: created.id, slugEn, titleEn: created.titleEn });
      expect(res.body.data.images[0]).toMatchObject({ altEn: "Home page" });
    }
    const list = await t.request("GET", "/api/portfolio");
    const listed = list.body.data.find((p: { id: number }) => p.id === created.id);
    expect(listed).toMatchObject({ slugEn, descriptionEn: created.descriptionEn });
  });

  it("is optional: absent, empty or blank is stored as none", async () => {
    const bare = await createProject(t, cookie);
    expect(bare).toMatchObject({ titleEn: null, slugEn: null, descriptionEn: null });
    const blank = await createProject(t, cookie, {
      titleEn: "  ",
      slugEn: "",
      descriptionEn: null,
    });
    expect(blank).toMatchObject({ titleEn: null, slugEn: null, descriptionEn: null });
    const image = await t.request("POST", `/api/admin/portfolio/${bare.id}/images`, {
      body: { imageUrl: "/media/a.png", alt: "Foto" },
      cookie,
    });
    expect(image.body.data.altEn).toBeNull();
  });

  it("is changed and cleared by PATCH, leaving the pt-BR texts alone", async () => {
    const project = await createProject(t, cookie, { titleEn: "First title" });
    const path = `/api/admin/portfolio/${project.id}`;
    const changed = await t.request("PATCH", path, {
      body: { titleEn: "Second title", slugEn: `second-${unique()}` },
      cookie,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ titleEn: "Second title", title: project.title });
    const cleared = await t.request("PATCH", path, { body: { titleEn: "", slugEn: null }, cookie });
    expect(cleared.body.data).toMatchObject({ titleEn: null, slugEn: null, slug: project.slug });
  });

  it.each([
    [{ titleEn: "ab" }, "O título em inglês deve ter pelo menos 3 caracteres"],
    [{ titleEn: "x".repeat(101) }, "O título em inglês não pode exceder 100 caracteres"],
    [{ slugEn: "ab" }, "O slug em inglês deve ter pelo menos 3 caracteres"],
    [{ slugEn: "a".repeat(101) }, "O slug em inglês não pode exceder 100 caracteres"],
    [
      { slugEn: "Aurora Store" },
      "O slug em inglês deve conter apenas letras minúsculas, números e hífens",
    ],
    [{ slugEn: 42 }, "O slug em inglês deve conter apenas letras minúsculas, números e hífens"],
    [{ descriptionEn: "short" }, "A descrição em inglês deve ter pelo menos 10 caracteres"],
    [{ descriptionEn: "x".repeat(2001) }, "A descrição em inglês não pode exceder 2000 caracteres"],
    [{ titleEn: "Bad\u0000title" }, "Contém caracteres inválidos"],
  ])("refuses %j with a pt-BR message (400)", async (fields, message) => {
    const res = await t.request("POST", "/api/admin/portfolio", {
      body: projectInput(fields),
      cookie,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it("refuses an English image description over 200 characters", async () => {
    const project = await createProject(t, cookie);
    const res = await t.request("POST", `/api/admin/portfolio/${project.id}/images`, {
      body: { imageUrl: "/media/a.png", alt: "Foto", altEn: "x".repeat(201) },
      cookie,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(
      "A descrição da imagem em inglês não pode exceder 200 caracteres",
    );
  });

  it("keeps English slugs unique (409), on create and on update", async () => {
    const slugEn = `taken-${unique()}`;
    await createProject(t, cookie, { slugEn });
    const again = await t.request("POST", "/api/admin/portfolio", {
      body: projectInput({ slugEn }),
      cookie,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      message: "Já existe um projeto com este slug em inglês",
    });
    const other = await createProject(t, cookie);
    const update = await t.request("PATCH", `/api/admin/portfolio/${other.id}`, {
      body: { slugEn },
      cookie,
    });
    expect(update.status).toBe(409);
    expect(update.body.message).toBe("Já existe um projeto com este slug em inglês");
    // The pt-BR slug keeps its own message.
    const ptTaken = await t.request("POST", "/api/admin/portfolio", {
      body: projectInput({ slug: other.slug }),
      cookie,
    });
    expect(ptTaken.body.message).toBe("Já existe um projeto com este slug");
  });
});
