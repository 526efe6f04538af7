import type { Page } from "@playwright/test";
import type { Project } from "../../app/features/portfolio/types.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { gotoHydrated } from "../support/hydration.ts";

// docs/product.md#portfolio-english: a project's English version is written in the form's 'Versão em
// inglês' section; English pages show it, at the English slug, and fall back to pt-BR without it.

test.describe.configure({ timeout: 60_000 });
// The demo covers are real files; a test project's cover is an address that answers nothing.
test.use({ failedLoadsExpected: true });

async function createProject(page: Page, stamp: string): Promise<Project> {
  const response = await page.request.post("/api/admin/portfolio", {
    data: {
      title: `Loja Aurora ${stamp}`,
      slug: `loja-aurora-${stamp}`,
      description: "Loja virtual completa para uma marca de cosméticos.",
      category: "e-commerce",
      imageUrl: "/media/sem-capa.png",
      projectDate: "2024-03-15",
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Project }).data;
}

test("the English version is written in the form and shown at the English slug", async ({
  page,
}) => {
  await signIn(page.request);
  const stamp = Date.now().toString(36);
  const project = await createProject(page, stamp);
  const slugEn = `aurora-store-${stamp}`;

  await gotoHydrated(page, "/admin/portfolio");
  const row = page.getByRole("row", { name: new RegExp(project.title) });
  await expect(row.getByText("Sem versão em inglês")).toBeVisible();

  await gotoHydrated(page, `/admin/portfolio/${project.id}`);
  await expect(page.getByRole("heading", { level: 2, name: "Versão em inglês" })).toBeVisible();
  await page.getByLabel("Slug em Inglês").fill("Not A Slug");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(
    page.getByText("O slug em inglês deve conter apenas letras minúsculas, números e hífens"),
  ).toBeVisible();
  await page.getByLabel("Título em Inglês").fill(`Aurora Store ${stamp}`);
  await page.getByLabel("Slug em Inglês").fill(slugEn);
  await page
    .getByLabel("Descrição Curta em Inglês")
    .fill("A complete online store for a cosmetics brand.");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByText("As alterações foram salvas com sucesso.").first()).toBeVisible();

  await gotoHydrated(page, "/admin/portfolio");
  await expect(
    page.getByRole("row", { name: new RegExp(project.title) }).getByText("Sem versão em inglês"),
  ).toHaveCount(0);

  // The English page at the English slug, in English; the pt-BR slug sends there.
  const english = await page.goto(`/en/portfolio/${project.slug}`);
  expect(english?.status()).toBe(200);
  expect(english?.request().redirectedFrom()?.url()).toMatch(`/en/portfolio/${project.slug}`);
  await expect(page).toHaveURL(new RegExp(`/en/portfolio/${slugEn}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: `Aurora Store ${stamp}` }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "About the project" })).toContainText(
    "A complete online store for a cosmetics brand.",
  );
  await expect(page.getByRole("banner").getByRole("link", { name: "Português" })).toHaveAttribute(
    "href",
    `/portfolio/${project.slug}`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute(
    "href",
    new RegExp(`/portfolio/${project.slug}$`),
  );

  // The English slug on a pt-BR address sends to the pt-BR slug, in pt-BR.
  const portuguese = await page.request.get(`/portfolio/${slugEn}`, { maxRedirects: 0 });
  expect(portuguese.status()).toBe(301);
  expect(portuguese.headers().location).toBe(`/portfolio/${project.slug}`);
  await page.goto(`/portfolio/${project.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute(
    "href",
    `/en/portfolio/${slugEn}`,
  );

  // The English list's card shows the English title and links to the English slug.
  await page.goto("/en/portfolio");
  await expect(page.getByRole("link", { name: `Aurora Store ${stamp}` })).toHaveAttribute(
    "href",
    `/en/portfolio/${slugEn}`,
  );
});

test("without an English version, English pages show the pt-BR texts at the pt-BR slug", async ({
  page,
}) => {
  await signIn(page.request);
  const project = await createProject(page, `pt-${Date.now().toString(36)}`);
  const response = await page.goto(`/en/portfolio/${project.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
  await expect(page.getByRole("region", { name: "About the project" })).toContainText(
    project.description,
  );
});
