import { expect, type Page, test } from "@playwright/test";
import type { Project } from "../../app/features/portfolio/types.ts";
import { e2eAdmin } from "../support/e2e-admin.ts";

// Public pages are served from the server's memory; a staff edit must show at the next reload.
test.describe.configure({ timeout: 60_000 });

async function signIn(page: Page) {
  const response = await page.request.post("/api/login", {
    data: { username: e2eAdmin.username, password: e2eAdmin.password },
  });
  expect(response.ok()).toBe(true);
}

async function createProject(page: Page, title: string): Promise<Project> {
  // The cover of a demo project: a picture the server really has.
  const demo = (await (await page.request.get("/api/portfolio")).json()) as { data: Project[] };
  const response = await page.request.post("/api/admin/portfolio", {
    data: {
      title,
      slug: `vitrine-${Date.now()}`,
      description: "Projeto criado para conferir o site público depois de uma edição.",
      category: "website",
      imageUrl: demo.data[0]?.imageUrl,
      projectDate: "2024-06-10",
      // Featured and newest: the home's grid shows it first.
      featured: true,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Project }).data;
}

/** Visits a page twice and checks that the second answer came from the cache. */
async function visitCached(page: Page, path: string) {
  await page.goto(path);
  const again = await page.reload();
  expect(again?.headers()["x-cache"], path).toBe("HIT");
}

test("a title edited in the admin shows on the portfolio, the project page and the home", async ({
  page,
}) => {
  await signIn(page);
  const project = await createProject(page, `Vitrine Antiga ${Date.now()}`);
  const renamed = `Vitrine Nova ${Date.now()}`;
  for (const path of ["/", "/portfolio", `/portfolio/${project.slug}`]) {
    await visitCached(page, path);
  }
  await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();

  await page.goto(`/admin/portfolio/${project.id}`);
  await expect(page.getByLabel("Título")).toHaveValue(project.title);
  await page.getByLabel("Título").fill(renamed);
  const saved = page.waitForResponse((r) => r.request().method() === "PATCH");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  expect((await saved).ok()).toBe(true);

  await page.goto(`/portfolio/${project.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await page.goto("/portfolio");
  await expect(page.getByText(renamed).first()).toBeVisible();
  await expect(page.getByText(project.title)).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByText(renamed).first()).toBeAttached();
  await expect(page.getByText(project.title)).toHaveCount(0);
});

test("a project turned off in the admin leaves the public site at once", async ({ page }) => {
  await signIn(page);
  const project = await createProject(page, `Vitrine Temporária ${Date.now()}`);
  await visitCached(page, `/portfolio/${project.slug}`);

  const off = await page.request.patch(`/api/admin/portfolio/${project.id}/active`, {
    data: { active: false },
  });
  expect(off.ok()).toBe(true);

  const gone = await page.goto(`/portfolio/${project.slug}`);
  expect(gone?.status()).toBe(404);
  await page.goto("/portfolio");
  await expect(page.getByText(project.title)).toHaveCount(0);
});
