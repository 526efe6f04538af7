import type { Page } from "@playwright/test";
import type { MediaItem } from "../../app/features/media/types.ts";
import { apiData, uniqueTag } from "../support/admin-e2e.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { screenshotToLookAt } from "../support/screenshots.ts";
import { gif } from "../support/test-images.ts";

// docs/product.md#media: the library screen on a phone and on a desktop: a page of cards at a
// time, a search box whose hint fits, a repeated upload found by its bytes, and where each
// image is used.

test.use({ failedLoadsExpected: true });
// Real images go through the real codec on the server: a few seconds each on a busy machine.
test.slow();

const cards = (page: Page) => page.getByTestId("media-card");
const cardOf = (page: Page, name: string) => cards(page).filter({ hasText: name });
const PAGE_SIZE = 24;

/** Types a search and waits for the server's answer to it (the box waits for typing to pause). */
async function search(page: Page, q: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes("/api/admin/media?") && new URL(r.url()).searchParams.get("q") === q,
  );
  await page.getByRole("searchbox").fill(q);
  await answered;
}

async function openLibrary(page: Page) {
  await page.goto("/admin/midia");
  await expect(page.getByRole("heading", { name: "Mídia", level: 1 })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

async function uploadByApi(page: Page, name: string, bytes: Buffer): Promise<MediaItem> {
  const response = await page.request.post("/api/admin/media", {
    multipart: { file: { name, mimeType: "image/gif", buffer: bytes } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: MediaItem }).data;
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    test.beforeEach(({ page }) => signIn(page.request));

    test("shows a page of cards at a time, and 'Carregar mais' the next", async ({ page }) => {
      const { count } = await apiData<{ count: number }>(page.request, "/api/admin/media/stats");
      // The demo's 40 pictures make more than a page.
      expect(count).toBeGreaterThan(PAGE_SIZE);
      await openLibrary(page);
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      await expect(page.getByText(`Mostrando ${PAGE_SIZE} de ${count}`)).toBeVisible();
      await screenshotToLookAt(page, `lib-${width}`, { fullPage: true });
      await page.getByRole("button", { name: "Carregar mais" }).click();
      await expect(cards(page)).toHaveCount(Math.min(2 * PAGE_SIZE, count));
      // No card is wider than the screen, whatever its file name or projects.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test("the search box's hint fits in it", async ({ page }) => {
      await openLibrary(page);
      const box = page.getByRole("searchbox", { name: "Buscar por nome ou texto alternativo" });
      await expect(box).toHaveAttribute("placeholder", "Nome ou texto alternativo...");
      // A placeholder never counts in an input's scrollWidth: its text is measured in the box's
      // own font against the room between the box's paddings.
      const room = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d");
        if (!context) throw new Error("no canvas");
        context.font = style.font;
        return {
          text: context.measureText(input.placeholder).width,
          inside:
            input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        };
      });
      expect(room.text).toBeLessThanOrEqual(room.inside);
    });

    test("a file sent again finds its image instead of making a second one", async ({ page }) => {
      const tag = uniqueTag("repetida");
      const bytes = await gif(300, 200);
      await openLibrary(page);
      const input = page.getByLabel("Enviar imagens", { exact: true }).last();
      const uploads = page.getByRole("list", { name: "Envios" });
      await input.setInputFiles({ name: `${tag}.gif`, mimeType: "image/gif", buffer: bytes });
      await expect(uploads.getByText("Enviada")).toBeVisible({ timeout: 60_000 });
      // The same bytes under another name, as a retried upload or a copy of the file would be.
      await input.setInputFiles({
        name: `${tag}-de-novo.gif`,
        mimeType: "image/gif",
        buffer: bytes,
      });
      await expect(uploads.getByRole("status")).toHaveText("Esta imagem já está na biblioteca", {
        timeout: 60_000,
      });
      await screenshotToLookAt(page, `lib-duplicate-${width}`);
      await search(page, tag);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page)).toContainText(`${tag}.gif`);
      const listed = await apiData<MediaItem[]>(page.request, `/api/admin/media?q=${tag}`);
      expect(listed).toHaveLength(1);
    });

    test("each card names the projects that use its image, or says it is unused", async ({
      page,
    }) => {
      const tag = uniqueTag("onde");
      const used = await uploadByApi(page, `${tag}-usada.gif`, await gif(240, 160));
      await uploadByApi(page, `${tag}-livre.gif`, await gif(240, 160));
      const title = `Projeto ${tag}`;
      const created = await page.request.post("/api/admin/portfolio", {
        data: {
          title,
          slug: tag,
          description: "Projeto que mostra uma imagem da biblioteca.",
          category: "website",
          imageUrl: used.url,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const project = ((await created.json()) as { data: { id: number } }).data;

      await openLibrary(page);
      // The demo's covers ({slug}-capa.png) are each shown by their project.
      await search(page, "-capa.png");
      await expect(cards(page).first().getByTestId("media-usage")).toContainText(/^Usada em: \S/);
      await search(page, tag);
      await expect(cards(page)).toHaveCount(2);
      await expect(cardOf(page, `${tag}-livre.gif`).getByTestId("media-usage")).toHaveText(
        "Não usada",
      );
      const usage = cardOf(page, `${tag}-usada.gif`).getByTestId("media-usage");
      await expect(usage).toHaveText(`Usada em: ${title}`);
      await usage.scrollIntoViewIfNeeded();
      await screenshotToLookAt(page, `lib-usage-${width}`);
      await usage.getByRole("link", { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/portfolio/${project.id}$`));
      await expect(page.getByRole("heading", { name: "Editar Projeto", level: 1 })).toBeVisible();
    });
  });
}
