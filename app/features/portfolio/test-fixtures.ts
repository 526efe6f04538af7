import type { TestApp } from "../../../tests/support/test-app.ts";

/** Test-only helpers for the portfolio suites (imported by *.test.ts files only). */

let counter = 0;

/** A valid POST /api/admin/portfolio body with a unique slug. */
export function projectInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const n = `${Date.now().toString(36)}-${counter}`;
  return {
    title: `Projeto ${n}`,
    slug: `projeto-${n}`,
    description: "Um projeto completo de presença digital para o cliente.",
    category: "website",
    imageUrl: "https://cdn.example.com/capa.png",
    projectUrl: "https://cliente.example.com",
    projectDate: "2024-03-10",
    featured: false,
    active: true,
    ...overrides,
  };
}

/** Creates a project through the API and returns its JSON (throws when the API refuses). */
export async function createProject(
  t: TestApp,
  cookie: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await t.request("POST", "/api/admin/portfolio", {
    body: projectInput(overrides),
    cookie,
  });
  if (res.status !== 201)
    throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export const projectKeys = [
  "active",
  "category",
  "createdAt",
  "description",
  "descriptionEn",
  "displayOrder",
  "featured",
  "id",
  "imageUrl",
  "images",
  "projectDate",
  "projectUrl",
  "slug",
  "slugEn",
  "title",
  "titleEn",
  "updatedAt",
];

export const imageKeys = [
  "alt",
  "altEn",
  "createdAt",
  "displayOrder",
  "id",
  "imageUrl",
  "projectId",
];

/** The admin list's ids and positions, as the API sees them. */
export async function adminOrder(t: TestApp, cookie: string) {
  const res = await t.request("GET", "/api/admin/portfolio", { cookie });
  return (res.body.data as { id: number; displayOrder: number }[]).map((p) => ({
    id: p.id,
    displayOrder: p.displayOrder,
  }));
}
