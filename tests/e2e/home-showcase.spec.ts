import type { Page } from "@playwright/test";
import { inlineScriptText } from "../../scripts/support/first-load-js.ts";
import { expect, test } from "../support/fixtures.ts";
import { waitForHydration } from "../support/forms-e2e.ts";
import { expectReady, gotoHydrated } from "../support/hydration.ts";

/*
 * The home's data-driven sections (docs/product.md#home, #data-rules, 9): the portfolio filter with its fallback,
 * loading, empty and error states, and the testimonials slider. Every journey fails on a console
 * error it did not expect.
 */

// The cookie notice stays away here (its own journeys are in home-consent.spec.ts).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential-only"));
});

interface ApiProject {
  slug: string;
  description: string;
  category: string;
  featured: boolean;
  createdAt: string;
}

async function publicProjects(page: Page): Promise<ApiProject[]> {
  const response = await page.request.get("/api/portfolio");
  return ((await response.json()) as { data: ApiProject[] }).data;
}

function project(overrides: Partial<ApiProject> & { title: string; slug: string }) {
  return {
    id: Math.floor(Math.random() * 100000) + 1000,
    description: "Projeto de teste para a vitrine da página inicial.",
    category: "website",
    imageUrl: "",
    projectDate: "2024-01-01T00:00:00.000Z",
    projectUrl: null,
    featured: false,
    active: true,
    displayOrder: 0,
    createdAt: "2024-01-01T00:00:00.000Z",
    updatedAt: "2024-01-01T00:00:00.000Z",
    images: [],
    ...overrides,
  };
}

test.describe("home at desktop width", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("portfolio: featured first, chips with counts, at most 6 newest cards, link to /portfolio", async ({
    page,
  }) => {
    const projects = await publicProjects(page);
    const featured = projects
      .filter((p) => p.featured)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    await page.goto("/");
    const section = page.locator("#portfolio");
    await expect(section.getByRole("heading", { name: "Nosso Portfólio" })).toBeVisible();
    await expect(section.getByRole("link", { name: "Ver todos os projetos" })).toHaveAttribute(
      "href",
      "/portfolio",
    );

    const chips = section
      .getByRole("navigation", { name: "Filtrar projetos por categoria" })
      .getByRole("link");
    const highlights = chips.filter({ hasText: "Destaques" });
    await expect(highlights).toHaveAttribute("aria-current", "true");
    await expect(highlights).toHaveAttribute("href", "/#portfolio");
    await expect(highlights).toContainText(String(featured.length));
    // Every chip shown has projects: no zero counts.
    for (const chip of await chips.all()) {
      await expect(chip).not.toContainText(/\b0\b/);
    }

    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(Math.min(6, featured.length));
    const firstHref = await cards.first().getByRole("link").getAttribute("href");
    expect(firstHref).toBe(`/portfolio/${featured[0]!.slug}`);

    const sites = projects.filter((p) => ["website", "websites"].includes(p.category));
    expect(sites.length).toBeGreaterThan(0);
    const site = chips.filter({ hasText: "Site" }).first();
    await expect(site).toHaveAttribute("href", "/?category=website#portfolio");
    // Hydrated: filtered in place, and the address follows without loading a page.
    await waitForHydration(site);
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await site.click();
    await expect(site).toHaveAttribute("aria-current", "true");
    await expect(highlights).not.toHaveAttribute("aria-current");
    await expect(cards).toHaveCount(Math.min(6, sites.length));
    for (const card of await cards.all()) await expect(card).toContainText("Site");
    await expect(page).toHaveURL(/\/\?category=website$/);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });

  test("the server renders the cards and slides, and the browser hydrates them from the public API", async ({
    page,
  }) => {
    const projects = await publicProjects(page);
    const slides = (
      (await (await page.request.get("/api/testimonials/top?limit=7&language=pt-BR")).json()) as {
        data: { content: string }[];
      }
    ).data;
    const html = await (await page.request.get("/")).text();
    const scripts = inlineScriptText(html);
    // In the HTML, but not handed over again as loader data (docs/architecture.md#performance-budgets).
    const about = "Estratégia, design e tecnologia no mesmo time";
    for (const text of [projects[0]!.description, slides[0]!.content, about]) {
      expect(html).toContain(text);
      expect(scripts).not.toContain(text);
    }

    const reads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/")) reads.push(url.pathname + url.search);
    });
    await gotoHydrated(page, "/");
    const section = page.locator("#portfolio");
    const chips = section
      .getByRole("navigation", { name: "Filtrar projetos por categoria" })
      .getByRole("link");
    await waitForHydration(chips.first());
    await chips.filter({ hasText: "Site" }).first().click();
    await expect(chips.filter({ hasText: "Site" }).first()).toHaveAttribute("aria-current", "true");
    await page.locator("#depoimentos").scrollIntoViewIfNeeded();
    await expectReady(page.locator("#depoimentos [aria-roledescription='carrossel']"));
    // The sections' texts come with the same reads (the home document), not inside the page.
    expect(reads.sort()).toEqual([
      "/api/content/home?locale=pt-BR",
      "/api/portfolio",
      "/api/testimonials/top?limit=7&language=pt-BR",
    ]);
  });

  test("on /en the slider is rendered and read in the English order: those written in English first", async ({
    page,
  }) => {
    const top = (
      (await (await page.request.get("/api/testimonials/top?limit=7&language=en")).json()) as {
        data: { content: string }[];
      }
    ).data;
    const reads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/testimonials/top") reads.push(url.search);
    });
    await gotoHydrated(page, "/en");
    await page.locator("#depoimentos").scrollIntoViewIfNeeded();
    const carousel = page.locator("#depoimentos [aria-roledescription='carrossel']");
    await expectReady(carousel);
    expect(reads).toEqual(["?limit=7&language=en"]);
    const slides = carousel.locator("[aria-roledescription='slide'] blockquote");
    await expect(slides).toHaveCount(top.length);
    for (const [index, testimonial] of top.entries()) {
      await expect(slides.nth(index)).toContainText(testimonial.content);
    }
  });

  test("a read that fails while the page hydrates is tried again, then shows the section's error text", async ({
    page,
    consoleErrors,
  }) => {
    // React reports (#418) that the error text replaced the cards the server rendered.
    consoleErrors.allow(/status of 500/, /Minified React error #418/);
    let reads = 0;
    await page.route("**/api/portfolio", (route) => {
      reads += 1;
      return route.fulfill({
        status: 500,
        json: { success: false, message: "Erro interno do servidor" },
      });
    });
    await gotoHydrated(page, "/");
    await expect(
      page.getByText("Não foi possível carregar os projetos. Tente novamente mais tarde."),
    ).toBeVisible();
    expect(reads).toBe(2);
    // The slider's read succeeded: it stays as the server rendered it, and works.
    await page.locator("#depoimentos").scrollIntoViewIfNeeded();
    await expectReady(page.locator("#depoimentos [aria-roledescription='carrossel']"));
  });

  test("portfolio: an empty 'Destaques' falls back to the first category with projects; no image shows 'Sem imagem'", async ({
    page,
  }) => {
    await gotoHydrated(page, "/portfolio");
    await page.route("**/api/portfolio", (route) =>
      route.fulfill({
        json: {
          success: true,
          data: [
            project({ title: "Identidade Café", slug: "identidade-cafe", category: "design" }),
            project({
              title: "Lançamento Curso",
              slug: "lancamento-curso",
              category: "landing-pages",
              createdAt: "2024-05-01T00:00:00.000Z",
            }),
          ],
        },
      }),
    );
    await page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Portfólio" })
      .click();
    await expect(page).toHaveURL(/\/$/);
    const section = page.locator("#portfolio");
    const chips = section
      .getByRole("navigation", { name: "Filtrar projetos por categoria" })
      .getByRole("link");
    await expect(chips.filter({ hasText: "Landing Page" })).toHaveAttribute("aria-current", "true");
    await expect(chips.filter({ hasText: "Destaques" })).toHaveCount(0);
    await expect(chips).toHaveCount(2);
    await expect(section.getByRole("article")).toHaveCount(1);
    await expect(section.getByRole("article")).toContainText("Lançamento Curso");
    await expect(section.getByRole("article")).toContainText("Sem imagem");

    await chips.filter({ hasText: "Design" }).click();
    await expect(section.getByRole("article")).toContainText("Identidade Café");
  });

  test("portfolio and slider show their skeletons while loading, then the data", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/portfolio", async (route) => {
      await held;
      await route.continue();
    });
    await page.route("**/api/testimonials/top*", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Home" })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("portfolio-skeleton")).toHaveCount(6);
    await expect(page.getByTestId("testimonial-skeleton")).toHaveCount(3);
    await expect(page.getByTestId("testimonial-skeleton").nth(2)).toBeVisible();
    release();
    await expect(page.getByTestId("portfolio-skeleton")).toHaveCount(0);
    await expect(page.locator("#portfolio").getByRole("article").first()).toBeVisible();
  });

  test("portfolio: empty and failed loads show the product reference's texts", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500/);
    await gotoHydrated(page, "/portfolio");
    await page.route("**/api/portfolio", (route) =>
      route.fulfill({ json: { success: true, data: [] } }),
    );
    const nav = page.getByRole("navigation", { name: "Principal" });
    await nav.getByRole("link", { name: "Portfólio" }).click();
    await expect(
      page.getByText("Estamos trabalhando em novos projetos. Confira em breve!"),
    ).toBeVisible();

    await gotoHydrated(page, "/portfolio");
    await page.unroute("**/api/portfolio");
    await page.route("**/api/portfolio", (route) =>
      route.fulfill({ status: 500, json: { success: false, message: "Erro interno do servidor" } }),
    );
    await nav.getByRole("link", { name: "Portfólio" }).click();
    await expect(
      page.getByText("Não foi possível carregar os projetos. Tente novamente mais tarde."),
    ).toBeVisible();
  });

  test("slider: dots jump to an item, arrows wrap around, badges and stars, links", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("#depoimentos");
    await section.scrollIntoViewIfNeeded();
    const carousel = section.locator('[aria-roledescription="carrossel"]');
    await expectReady(carousel);

    const slides = carousel.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThan(3);
    const dots = carousel.getByRole("button", { name: /^Ir para o depoimento/ });
    await expect(dots).toHaveCount(count);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");

    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(dots.first()).not.toHaveAttribute("aria-current", "true");

    await dots.first().click();
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Depoimento anterior" }).click();
    await expect(dots.last()).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Próximo depoimento" }).click();
    await expect(dots.first()).toHaveAttribute("aria-current", "true");

    await expect(section.getByText("Destaque", { exact: true }).first()).toBeVisible();
    await expect(
      section.getByRole("img", { name: /Avaliação: \d de 5 estrelas/ }).first(),
    ).toBeVisible();
    await expect(section.getByRole("link", { name: "Ver todos os depoimentos" })).toHaveAttribute(
      "href",
      "/depoimentos",
    );
    await expect(section.getByRole("link", { name: "Deixe seu depoimento" })).toHaveAttribute(
      "href",
      "/depoimentos/novo",
    );
  });

  test("slider: no testimonials shows the 4 samples; a failure offers 'Tentar novamente'", async ({
    page,
    consoleErrors,
  }) => {
    // Four page loads, the last a full reload of the home waited to its load event: on a machine
    // running the other groups' journeys they passed 30 s, each step answered but slowly.
    test.slow();
    consoleErrors.allow(/status of 500/);
    await gotoHydrated(page, "/portfolio");
    await page.route("**/api/testimonials/top*", (route) =>
      route.fulfill({ json: { success: true, data: [] } }),
    );
    const nav = page.getByRole("navigation", { name: "Principal" });
    await nav.getByRole("link", { name: "Depoimentos" }).click();
    const section = page.locator("#depoimentos");
    await expect(section.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    await expect(section.getByText("Mariana Albuquerque")).toBeVisible();

    await gotoHydrated(page, "/portfolio");
    await page.unroute("**/api/testimonials/top*");
    await page.route("**/api/testimonials/top*", (route) =>
      route.fulfill({ status: 500, json: { success: false, message: "Erro interno do servidor" } }),
    );
    await nav.getByRole("link", { name: "Depoimentos" }).click();
    await expect(section.getByText("Ocorreu um erro ao carregar os depoimentos.")).toBeVisible();
    // 'Tentar novamente' reloads the page, which the server renders with its testimonials.
    await Promise.all([
      page.waitForEvent("load"),
      section.getByRole("button", { name: "Tentar novamente" }).click(),
    ]);
    await expect(section.locator('[aria-roledescription="slide"]').first()).toBeVisible();
    await expect(section.getByText("Ocorreu um erro ao carregar os depoimentos.")).toHaveCount(0);
  });
});

test.describe("home on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the slider shows one testimonial at a time", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator('[aria-roledescription="carrossel"]');
    await carousel.scrollIntoViewIfNeeded();
    await expectReady(carousel);
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides.first().locator("figure")).toBeInViewport({ ratio: 0.95 });
    await expect(slides.nth(1).locator("figure")).not.toBeInViewport();
  });
});
