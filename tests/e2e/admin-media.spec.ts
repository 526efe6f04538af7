import type { Page } from "@playwright/test";
import type { MediaItem } from "../../app/features/media/types.ts";
import { apiData, toastRegion, uniqueTag } from "../support/admin-e2e.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { gotoHydrated } from "../support/hydration.ts";
import { gif, jpegWithGps, pngWithAlpha, svgWithScript, webp } from "../support/test-images.ts";

test.use({ failedLoadsExpected: true });
// Real images go through the real codec on the server: a few seconds each on a busy machine.
test.slow();

const fileInput = (page: Page) => page.getByLabel("Enviar imagens", { exact: true }).last();
const cards = (page: Page) => page.getByTestId("media-card");
const cardOf = (page: Page, name: string) => cards(page).filter({ hasText: name });

/** Types a search and waits for the server's answer to it (the box waits for typing to pause). */
async function search(page: Page, q: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes("/api/admin/media?") && new URL(r.url()).searchParams.get("q") === q,
  );
  await page.getByRole("searchbox").fill(q);
  await answered;
}

/** Drops files on the zone as a browser does: a real DataTransfer holding real Files. */
async function dropFiles(page: Page, files: { name: string; type: string; bytes: Buffer }[]) {
  const transfer = await page.evaluateHandle(
    (list) => {
      const data = new DataTransfer();
      for (const { name, type, base64 } of list) {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        data.items.add(new File([bytes], name, { type }));
      }
      return data;
    },
    files.map(({ name, type, bytes }) => ({ name, type, base64: bytes.toString("base64") })),
  );
  const zone = page.getByTestId("media-drop-zone");
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await expect(zone).toContainText("Solte para enviar");
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

test("uploads several images by button, each with its progress, then edits an alt text", async ({
  page,
}) => {
  await signIn(page.request);
  await page.goto("/admin/midia");
  await expect(page.getByRole("heading", { name: "Mídia", level: 1 })).toBeVisible();
  const tag = uniqueTag("lote");
  await fileInput(page).setInputFiles([
    { name: `${tag}-a.png`, mimeType: "image/png", buffer: await pngWithAlpha(640, 480) },
    { name: `${tag}-b.webp`, mimeType: "image/webp", buffer: await webp(800, 600) },
    { name: `${tag}-mal.png`, mimeType: "image/png", buffer: svgWithScript() },
  ]);
  const uploads = page.getByRole("list", { name: "Envios" });
  await expect(uploads.getByRole("progressbar")).toHaveCount(3);
  await expect(uploads.getByText("Enviada")).toHaveCount(2, { timeout: 60_000 });
  await expect(uploads.getByRole("alert")).toHaveText("Formato de imagem não suportado");

  await search(page, tag);
  await expect(cards(page)).toHaveCount(2);
  const card = cardOf(page, `${tag}-a.png`);
  await expect(card).toContainText("640×480");
  await expect(card).toContainText("obrigatório antes de usar a imagem no site");
  await expect(card.locator("img")).toHaveAttribute("src", /\/media\/\d+\/.+-480\.(webp|avif)$/);

  await card
    .getByLabel("Texto Alternativo", { exact: true })
    .fill("Logotipo do cliente sobre fundo rosa");
  await card.getByRole("button", { name: "Salvar" }).click();
  await expect(toastRegion(page)).toContainText("Texto alternativo salvo");
  await search(page, "fundo rosa");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).not.toContainText("obrigatório antes de usar");
});

test("takes images dropped on the zone", async ({ page }) => {
  await signIn(page.request);
  await page.goto("/admin/midia");
  const tag = uniqueTag("arrastada");
  await dropFiles(page, [
    { name: `${tag}-1.gif`, type: "image/gif", bytes: await gif(300, 200) },
    { name: `${tag}-2.gif`, type: "image/gif", bytes: await gif(200, 300) },
  ]);
  await expect(page.getByRole("list", { name: "Envios" }).getByText("Enviada")).toHaveCount(2, {
    timeout: 60_000,
  });
  await search(page, tag);
  await expect(cards(page)).toHaveCount(2);
  await expect(cardOf(page, `${tag}-2.gif`)).toContainText("200×300");
});

test("deletes an unused image and names the project of one in use", async ({ page }) => {
  await signIn(page.request);
  const tag = uniqueTag("uso");
  const upload = async (name: string) => {
    const response = await page.request.post("/api/admin/media", {
      multipart: { file: { name, mimeType: "image/gif", buffer: await gif(240, 160) } },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { data: MediaItem }).data;
  };
  const used = await upload(`${tag}-usada.gif`);
  await upload(`${tag}-livre.gif`);
  const title = `Projeto ${tag}`;
  const created = await page.request.post("/api/admin/portfolio", {
    data: {
      title,
      slug: tag,
      description: "Projeto com capa da biblioteca de mídia.",
      category: "website",
      imageUrl: used.url,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto("/admin/midia");
  await search(page, tag);
  await expect(cards(page)).toHaveCount(2);
  await cardOf(page, `${tag}-usada.gif`)
    .getByRole("button", { name: /Excluir imagem/ })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(toastRegion(page)).toContainText(`Imagem em uso: ${title}`);
  await expect(cards(page)).toHaveCount(2);

  await cardOf(page, `${tag}-livre.gif`)
    .getByRole("button", { name: /Excluir imagem/ })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(toastRegion(page)).toContainText("Imagem excluída");
  await expect(cards(page)).toHaveCount(1);
  const left = await apiData<MediaItem[]>(page.request, `/api/admin/media?q=${tag}`);
  expect(left.map((m) => m.fileName)).toEqual([`${tag}-usada.gif`]);
});

test("the project form takes its cover and a gallery image from the library, uploaded on the spot", async ({
  page,
}) => {
  await signIn(page.request);
  const tag = uniqueTag("capa");
  const title = `Projeto ${tag}`;
  await gotoHydrated(page, "/admin/portfolio/novo");
  await page.getByLabel("Título", { exact: true }).fill(title);
  await page
    .getByLabel("Descrição Curta", { exact: true })
    .fill("Um projeto montado só com imagens enviadas.");
  await page.getByLabel("Categoria").click();
  await page.getByRole("option", { name: "E-commerce" }).click();

  await page.getByRole("button", { name: "Escolher capa da biblioteca" }).click();
  const dialog = page.getByRole("dialog", { name: "Biblioteca de mídia" });
  await dialog
    .getByLabel("Enviar imagens", { exact: true })
    .last()
    .setInputFiles({
      name: `${tag}.jpg`,
      mimeType: "image/jpeg",
      buffer: await jpegWithGps(1600, 1200),
    });
  await expect(dialog.getByText("Enviada")).toBeVisible({ timeout: 60_000 });
  await search(dialog.page(), tag);
  const card = dialog.getByTestId("media-card").filter({ hasText: `${tag}.jpg` });
  // No alt text yet: it cannot be used.
  await expect(card.getByRole("button", { name: /Usar esta imagem/ })).toBeDisabled();
  await card.getByLabel("Texto Alternativo", { exact: true }).fill("Vitrine da loja à noite");
  await card.getByRole("button", { name: "Salvar" }).click();
  await expect(card.getByRole("button", { name: /Usar esta imagem/ })).toBeEnabled();
  await card.getByRole("button", { name: /Usar esta imagem/ }).click();
  await expect(dialog).toHaveCount(0);
  const cover = page.getByLabel("URL da Imagem de Capa", { exact: true });
  await expect(cover).toHaveValue(/^\/media\/\d+\/capa[a-z0-9]+-1200\.jpg$/);

  await page.getByRole("button", { name: "Adicionar da biblioteca" }).click();
  const again = page.getByRole("dialog", { name: "Biblioteca de mídia" });
  // The same search was answered a moment ago: the list may come from the query cache.
  await again.getByRole("searchbox").fill(tag);
  const picked = again.getByTestId("media-card").filter({ hasText: `${tag}.jpg` });
  await expect(again.getByTestId("media-card")).toHaveCount(1);
  await picked.getByRole("button", { name: /Usar esta imagem/ }).click();
  await expect(again).toHaveCount(0);
  // The gallery lists it under its alt text.
  await expect(page.getByRole("img", { name: "Vitrine da loja à noite" })).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Remover imagem: Vitrine da loja à noite" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Criar Projeto" }).click();
  await expect(toastRegion(page)).toContainText("Projeto criado");
  // The gallery image is posted after the project, then the form goes back to the list.
  await expect(page).toHaveURL(/\/admin\/portfolio$/, { timeout: 30_000 });
  const projects = await apiData<{ id: number; title: string; imageUrl: string }[]>(
    page.request,
    "/api/admin/portfolio",
  );
  const created = projects.find((p) => p.title === title);
  expect(created?.imageUrl).toMatch(/^\/media\/\d+\//);
  const detail = await apiData<{ images: { imageUrl: string }[] }>(
    page.request,
    `/api/admin/portfolio/${created?.id}`,
  );
  expect(detail.images.map((i) => i.imageUrl)).toEqual([created?.imageUrl]);
});
