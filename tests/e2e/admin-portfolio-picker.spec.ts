import type { Page, Request } from "@playwright/test";
import type { MediaItem } from "../../app/features/media/types.ts";
import type { Project } from "../../app/features/portfolio/types.ts";
import { apiData, toastRegion, uniqueTag } from "../support/admin-e2e.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { gotoHydrated } from "../support/hydration.ts";
import { screenshotToLookAt } from "../support/screenshots.ts";
import { gif } from "../support/test-images.ts";

// docs/product.md#project-form: the library picker is a dialog opened from inside the project
// form. Whatever is pressed in it, saving an alt text by its button or by Enter included, the
// project is created or saved only by its own button.

test.use({ failedLoadsExpected: true });
// An image through the real codec, and two journeys of several steps: a busy machine needs more.
test.slow();

test.beforeEach(({ page }) => signIn(page.request));

/** Every request that would create or save a project, as the page sends them. */
function projectWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== "GET" && /^\/api\/admin\/portfolio(\/\d+)?$/.test(pathname)) {
      writes.push(request);
    }
  });
  return writes;
}

async function uploadImage(page: Page, name: string): Promise<MediaItem> {
  const response = await page.request.post("/api/admin/media", {
    multipart: { file: { name, mimeType: "image/gif", buffer: await gif(320, 240) } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: MediaItem }).data;
}

const projects = (page: Page) => apiData<Project[]>(page.request, "/api/admin/portfolio");

/**
 * Opens the picker with `button`, finds the image by its name, and saves two alt texts in it:
 * one with 'Salvar', one with Enter in the field. The dialog stays open all along.
 */
async function editAltTwiceInPicker(page: Page, button: string, fileName: string) {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: "Biblioteca de mídia" });
  await dialog.getByRole("searchbox").fill(fileName);
  const card = dialog.getByTestId("media-card").filter({ hasText: fileName });
  await expect(dialog.getByTestId("media-card")).toHaveCount(1);
  const alt = card.getByLabel("Texto Alternativo", { exact: true });

  const saved = (text: string) =>
    page.waitForResponse(
      (r) =>
        r.request().method() === "PATCH" &&
        r.url().includes("/api/admin/media/") &&
        r.request().postDataJSON()?.alt === text,
    );
  const byButton = saved("Mesa de trabalho com o site aberto");
  await alt.fill("Mesa de trabalho com o site aberto");
  await card.getByRole("button", { name: "Salvar" }).click();
  expect((await byButton).status()).toBe(200);
  await expect(toastRegion(page)).toContainText("Texto alternativo salvo");
  await expect(dialog).toBeVisible();

  // The card is drawn again with the saved text: the field is found anew.
  await screenshotToLookAt(page, `lib-picker-${page.viewportSize()?.width}`);

  const byEnter = saved("Mesa de trabalho vista de cima");
  await card
    .getByLabel("Texto Alternativo", { exact: true })
    .fill("Mesa de trabalho vista de cima");
  await card.getByLabel("Texto Alternativo", { exact: true }).press("Enter");
  expect((await byEnter).status()).toBe(200);
  await expect(dialog).toBeVisible();
  await expect(card.getByLabel("Texto Alternativo", { exact: true })).toHaveValue(
    "Mesa de trabalho vista de cima",
  );

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
}

test("create mode: saving an alt text in the picker creates no project", async ({ page }) => {
  const tag = uniqueTag("seletor");
  const image = await uploadImage(page, `${tag}.gif`);
  const before = (await projects(page)).length;
  const writes = projectWrites(page);

  await gotoHydrated(page, "/admin/portfolio/novo");
  // A form that would pass validation: a stray submit would create the project.
  const title = `Projeto ${tag}`;
  await page.getByLabel("Título", { exact: true }).fill(title);
  await page
    .getByLabel("Descrição Curta", { exact: true })
    .fill("Projeto montado com a biblioteca aberta.");
  await page.getByLabel("Categoria").click();
  await page.getByRole("option", { name: "Site" }).click();
  await page.getByLabel("URL da Imagem de Capa", { exact: true }).fill(image.url);

  await editAltTwiceInPicker(page, "Adicionar da biblioteca", `${tag}.gif`);

  await expect(page).toHaveURL(/\/admin\/portfolio\/novo$/);
  expect(writes).toHaveLength(0);
  expect(await projects(page)).toHaveLength(before);
  await expect(toastRegion(page)).not.toContainText("Projeto criado");
  // The form kept what was typed.
  await expect(page.getByLabel("Título", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(`projeto-${tag}`);
  await expect(page.getByLabel("URL da Imagem de Capa", { exact: true })).toHaveValue(image.url);

  await page.getByRole("button", { name: "Criar Projeto" }).click();
  await expect(page).toHaveURL(/\/admin\/portfolio$/, { timeout: 30_000 });
  expect(writes.map((request) => request.method())).toEqual(["POST"]);
  const after = await projects(page);
  expect(after).toHaveLength(before + 1);
  expect(after.filter((project) => project.title === title)).toHaveLength(1);
});

test("edit mode, on a phone: saving an alt text in the picker saves nothing of the project", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = uniqueTag("editar");
  const image = await uploadImage(page, `${tag}.gif`);
  const created = await page.request.post("/api/admin/portfolio", {
    data: {
      title: `Projeto ${tag}`,
      slug: tag,
      description: "Projeto para editar com a biblioteca aberta.",
      category: "website",
      imageUrl: image.url,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = ((await created.json()) as { data: Project }).data;
  const writes = projectWrites(page);

  await gotoHydrated(page, `/admin/portfolio/${project.id}`);
  await expect(page.getByLabel("Título", { exact: true })).toHaveValue(project.title);
  // An edit not saved yet: a stray submit would save it.
  const edited = `Projeto ${tag} revisto`;
  await page.getByLabel("Título", { exact: true }).fill(edited);

  await editAltTwiceInPicker(page, "Escolher capa da biblioteca", `${tag}.gif`);

  await expect(page).toHaveURL(new RegExp(`/admin/portfolio/${project.id}$`));
  expect(writes).toHaveLength(0);
  const stored = await apiData<Project>(page.request, `/api/admin/portfolio/${project.id}`);
  expect(stored.title).toBe(project.title);
  expect(stored.updatedAt).toBe(project.updatedAt);
  await expect(toastRegion(page)).not.toContainText("Projeto atualizado");
  await expect(page.getByLabel("Título", { exact: true })).toHaveValue(edited);

  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(toastRegion(page)).toContainText("Projeto atualizado");
  expect(writes.map((request) => request.method())).toEqual(["PATCH"]);
  const saved = await apiData<Project>(page.request, `/api/admin/portfolio/${project.id}`);
  expect(saved.title).toBe(edited);
});
