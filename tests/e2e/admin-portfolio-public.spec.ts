import { expect, type Page, test } from "@playwright/test";
import type { MediaItem } from "../../app/features/media/types.ts";
import type { Project } from "../../app/features/portfolio/types.ts";
import { signIn } from "../support/fixtures.ts";
import { photo } from "../support/test-images.ts";

// Public pages are served from the server's memory; a staff edit must show at the next reload.
test.describe.configure({ timeout: 60_000 });

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
  await signIn(page.request);
  const project = await createProject(page, `Vitrine Antiga ${Date.now()}`);
  const renamed = `Vitrine Nova ${Date.now()}`;
  for (const path of ["/", "/portfolio", `/portfolio/${project.slug}`]) {
    await visitCached(page, path);
  }
  await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();

  await page.goto(`/admin/portfolio/${project.id}`);
  await expect(page.getByLabel("Título", { exact: true })).toHaveValue(project.title);
  await page.getByLabel("Título", { exact: true }).fill(renamed);
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
  await signIn(page.request);
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

test("a library cover shows as <picture> with AVIF and WebP copies; an external cover stays a plain image", async ({
  page,
}) => {
  await signIn(page.request);
  // A demo project (the journeys here name theirs "vitrine-…").
  const demo = (
    (await (await page.request.get("/api/portfolio")).json()) as { data: Project[] }
  ).data.find((project) => !project.slug.startsWith("vitrine"));
  expect(demo?.imageUrl).toMatch(/^\/media\/\d+\/[a-z0-9-]+-capa-1200\.jpg$/);
  const upload = await page.request.post("/api/admin/media", {
    multipart: {
      file: {
        name: "vitrine.jpg",
        mimeType: "image/jpeg",
        buffer: await photo(1600, 1000).jpeg().toBuffer(),
      },
      alt: "Tela inicial da vitrine",
    },
  });
  expect(upload.status()).toBe(201);
  const item = ((await upload.json()) as { data: MediaItem }).data;
  const title = `Vitrine Mídia ${Date.now()}`;
  const created = await page.request.post("/api/admin/portfolio", {
    data: {
      title,
      slug: `vitrine-midia-${Date.now()}`,
      description: "Projeto com a capa vinda da biblioteca de mídia.",
      category: "website",
      imageUrl: item.url,
      projectDate: "2024-06-11",
      featured: true,
    },
  });
  expect(created.status()).toBe(201);
  const project = ((await created.json()) as { data: Project }).data;

  // The project page, rendered by the server: the cover first, high priority, with its social crop.
  await page.goto(`/portfolio/${project.slug}`);
  const cover = page.getByTestId("gallery-frame").locator("picture");
  await expect(cover.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /480\.avif 480w/,
  );
  await expect(cover.locator('source[type="image/webp"]')).toHaveAttribute(
    "srcset",
    /1200\.webp 1200w/,
  );
  const image = cover.locator("img");
  await expect(image).toHaveAttribute("width", "1600");
  await expect(image).toHaveAttribute("height", "1000");
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\.avif$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /-og\.jpg$/);

  // A cover pasted as an external address, on a host that never leaves the test.
  await page.route("https://img.nexo.test/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#6a5ff6"/></svg>',
    }),
  );
  const externalTitle = `Vitrine Externa ${Date.now()}`;
  const external = await page.request.post("/api/admin/portfolio", {
    data: {
      title: externalTitle,
      slug: `vitrine-externa-${Date.now()}`,
      description: "Projeto com a capa num endereço externo, colado no formulário.",
      category: "website",
      imageUrl: "https://img.nexo.test/vitrine-externa.svg",
      projectDate: "2024-06-12",
    },
  });
  expect(external.status()).toBe(201);

  // The cards on /portfolio: the library covers (this one and the demo projects', which the demo
  // stores in the library too) are pictures; the external cover stays a plain <img>.
  await page.goto("/portfolio");
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card.locator('picture source[type="image/avif"]')).toHaveCount(1);
  const demoCard = page.getByRole("article").filter({ hasText: demo!.title });
  await expect(demoCard.locator('picture source[type="image/avif"]')).toHaveCount(1);
  const plain = page.getByRole("article").filter({ hasText: externalTitle });
  await expect(plain.locator("img")).toHaveCount(1);
  await expect(plain.locator("picture")).toHaveCount(0);
});
