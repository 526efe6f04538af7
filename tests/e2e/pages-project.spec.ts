import type { Project } from "../../app/features/portfolio/types.ts";
import { categoryLabel } from "../../app/lib/project-categories.ts";
import { gotoHydrated } from "../support/hydration.ts";
import { box, overlaps } from "./boxes.ts";
import {
  expect,
  failedResourcePattern,
  fulfillData,
  fulfillFailure,
  publicProjects,
  test,
} from "./pages-fixtures.ts";

/** The demo project with the most images (cover + gallery), for the gallery journeys. */
async function projectWithGallery(page: Parameters<typeof publicProjects>[0]) {
  const projects = await publicProjects(page);
  const project = [...projects].sort((a, b) => b.images.length - a.images.length)[0]!;
  expect(project.images.length).toBeGreaterThanOrEqual(2);
  return { project, total: project.images.length + 1 };
}

test.describe("/portfolio/{slug}", () => {
  test("shows the project: category, pt-BR date, description and its link", async ({ page }) => {
    const projects = await publicProjects(page);
    const project = projects.find((p) => p.projectUrl) ?? projects[0]!;

    const html = await (await page.request.get(`/portfolio/${project.slug}`)).text();
    expect(html).toContain(project.title);

    await page.goto(`/portfolio/${project.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
    const details = page.getByRole("region", { name: "Sobre o projeto" });
    await expect(details).toContainText(project.description.slice(0, 60));
    await expect(details).toContainText(categoryLabel(project.category, "pt-BR"));
    const date = new Intl.DateTimeFormat("pt-BR", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "America/Sao_Paulo",
    }).format(new Date(project.projectDate));
    await expect(details).toContainText(date);
    expect(date).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/);

    const visit = page.getByRole("link", { name: /Visitar projeto/ });
    if (project.projectUrl) {
      await expect(visit).toHaveAttribute("href", project.projectUrl);
      await expect(visit).toHaveAttribute("rel", /noopener/);
      await expect(visit).toHaveAttribute("target", "_blank");
    } else {
      await expect(visit).toHaveCount(0);
    }
    await expect(page.getByRole("link", { name: "Voltar para o portfólio" })).toHaveAttribute(
      "href",
      "/portfolio",
    );
  });

  test("the gallery starts with the cover; next and previous wrap around", async ({ page }) => {
    const { project, total } = await projectWithGallery(page);
    await gotoHydrated(page, `/portfolio/${project.slug}`);

    const frame = page.getByTestId("gallery-frame");
    const main = frame.getByRole("img");
    const counter = page.getByTestId("gallery-counter");
    await expect(main).toHaveAttribute("src", project.imageUrl);
    await expect(counter).toHaveText(`1 / ${total}`);

    await page.getByRole("button", { name: "Próxima imagem" }).click();
    await expect(counter).toHaveText(`2 / ${total}`);
    await expect(main).toHaveAttribute("src", project.images[0]!.imageUrl);
    await expect(main).toHaveAttribute("alt", project.images[0]!.alt);

    await page.getByRole("button", { name: "Imagem anterior" }).click();
    await page.getByRole("button", { name: "Imagem anterior" }).click();
    await expect(counter).toHaveText(`${total} / ${total}`);
    await expect(main).toHaveAttribute("src", project.images.at(-1)!.imageUrl);

    await page.getByRole("button", { name: "Próxima imagem" }).click();
    await expect(counter).toHaveText(`1 / ${total}`);
  });

  test("thumbnails select an image", async ({ page }) => {
    const { project, total } = await projectWithGallery(page);
    await gotoHydrated(page, `/portfolio/${project.slug}`);

    const third = page.getByRole("button", {
      name: `Ver imagem 3 de ${total}: ${project.images[1]!.alt}`,
    });
    await third.click();
    await expect(third).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("gallery-frame").getByRole("img")).toHaveAttribute(
      "src",
      project.images[1]!.imageUrl,
    );
    await expect(page.getByRole("button", { name: /^Ver imagem 1 de/ })).not.toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("the gallery works from the keyboard", async ({ page }) => {
    const { project, total } = await projectWithGallery(page);
    await gotoHydrated(page, `/portfolio/${project.slug}`);

    const frame = page.getByTestId("gallery-frame");
    const counter = page.getByTestId("gallery-counter");
    await frame.focus();
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`2 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.keyboard.press("Home");
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.keyboard.press("End");
    await expect(counter).toHaveText(`${total} / ${total}`);

    // The buttons are reachable with Tab and work with Enter.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Imagem anterior" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(counter).toHaveText(`${total - 1} / ${total}`);
  });

  test("resting the pointer 15 s on the image starts the slow auto-scroll; leaving stops it", async ({
    page,
  }) => {
    await page.clock.install();
    const { project } = await projectWithGallery(page);
    await gotoHydrated(page, `/portfolio/${project.slug}`);

    const frame = page.getByTestId("gallery-frame");
    await frame.hover();
    await page.clock.runFor(14_000);
    await expect(frame).not.toHaveAttribute("data-autoscroll");
    await page.clock.runFor(1_500);
    await expect(frame).toHaveAttribute("data-autoscroll", "true");
    await expect(frame.getByRole("img")).toHaveClass(/object-bottom/);

    await page.getByRole("heading", { level: 1 }).hover();
    await expect(frame).not.toHaveAttribute("data-autoscroll");
    await expect(frame.getByRole("img")).toHaveClass(/object-top/);
  });

  test("a project with no image says 'Nenhuma imagem disponível'", async ({ page }) => {
    const projects = await publicProjects(page);
    const project = projects[0]!;
    const bare: Project = { ...project, imageUrl: "", images: [] };
    await page.route(`**/api/portfolio/${project.slug}`, (route) => fulfillData(route, bare));

    await gotoHydrated(page, "/portfolio");
    await page.getByRole("link", { name: project.title }).click();
    await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
    await expect(page.getByText("Nenhuma imagem disponível")).toBeVisible();
    await expect(page.getByRole("button", { name: "Próxima imagem" })).toHaveCount(0);
  });

  test("an unknown slug answers 404 with 'Projeto não encontrado' and a way back", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedResourcePattern);
    const response = await page.goto("/portfolio/projeto-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Projeto não encontrado" }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    await page.getByRole("link", { name: "Voltar para o portfólio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1, name: "Nosso Portfólio" })).toBeVisible();
  });

  test("a project that fails to load on navigation also reads 'Projeto não encontrado'", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedResourcePattern);
    const project = (await publicProjects(page))[0]!;
    await page.route(`**/api/portfolio/${project.slug}`, (route) => fulfillFailure(route));

    await gotoHydrated(page, "/portfolio");
    await page.getByRole("link", { name: project.title }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Projeto não encontrado" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar para o portfólio" })).toBeVisible();
  });
});

// Where the gallery's arrows sit is the page's CSS: the HTML alone must place them right too.
for (const javaScriptEnabled of [true, false]) {
  const scripts = javaScriptEnabled ? "" : ", without scripts";

  test.describe(`the gallery's controls at 390 px${scripts}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test("sit in a row under the image, never on it, each a full touch target", async ({
      page,
    }) => {
      const { project, total } = await projectWithGallery(page);
      await page.goto(`/portfolio/${project.slug}`);
      const image = await box(page.getByTestId("gallery-frame"));
      const counter = page.getByTestId("gallery-counter");
      await expect(counter).toHaveText(`1 / ${total}`);
      for (const control of [
        page.getByRole("button", { name: "Imagem anterior" }),
        counter,
        page.getByRole("button", { name: "Próxima imagem" }),
      ]) {
        await expect(control).toBeVisible();
        const drawn = await box(control);
        expect(overlaps(drawn, image), `${await control.textContent()} on the image`).toBe(false);
        expect(drawn.y).toBeGreaterThanOrEqual(image.y + image.height);
        expect(drawn.x).toBeGreaterThanOrEqual(0);
        expect(drawn.x + drawn.width).toBeLessThanOrEqual(390);
      }
      for (const name of ["Imagem anterior", "Próxima imagem"]) {
        const arrow = await box(page.getByRole("button", { name }));
        expect(Math.min(arrow.width, arrow.height), name).toBeGreaterThanOrEqual(44);
      }
      if (javaScriptEnabled) {
        await page.getByRole("button", { name: "Próxima imagem" }).click();
        await expect(counter).toHaveText(`2 / ${total}`);
        await page.getByRole("button", { name: "Imagem anterior" }).click();
        await expect(counter).toHaveText(`1 / ${total}`);
      }
    });
  });
}

test.describe("the gallery's controls at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("rest on the image's edges, where a wide image can spare the room", async ({ page }) => {
    const { project } = await projectWithGallery(page);
    await gotoHydrated(page, `/portfolio/${project.slug}`);
    const image = await box(page.getByTestId("gallery-frame"));
    const previous = await box(page.getByRole("button", { name: "Imagem anterior" }));
    const next = await box(page.getByRole("button", { name: "Próxima imagem" }));
    for (const arrow of [previous, next]) {
      expect(arrow.x).toBeGreaterThan(image.x);
      expect(arrow.x + arrow.width).toBeLessThan(image.x + image.width);
      // Halfway down the image.
      const middle = arrow.y + arrow.height / 2;
      expect(Math.abs(middle - (image.y + image.height / 2))).toBeLessThanOrEqual(2);
    }
    expect(previous.x).toBeLessThan(image.x + 32);
    expect(next.x + next.width).toBeGreaterThan(image.x + image.width - 32);
  });
});
