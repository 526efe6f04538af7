import type { Page } from "@playwright/test";
import {
  categoryLabel,
  normalizeCategory,
  projectCategories,
} from "../../app/lib/project-categories.ts";
import { gotoHydrated } from "../support/hydration.ts";
import {
  expect,
  failedResourcePattern,
  fulfillData,
  fulfillFailure,
  holdRequests,
  publicProjects,
  test,
} from "./pages-fixtures.ts";

const portfolioApi = /\/api\/portfolio$/;

/** A project page: its 'Voltar para o portfólio' link is a client-side way into /portfolio. */
async function openAProject(page: Page) {
  const project = (await publicProjects(page))[0]!;
  await gotoHydrated(page, `/portfolio/${project.slug}`);
  return project;
}

test.describe("/portfolio", () => {
  test("the server HTML already holds every active project, with counted category tabs", async ({
    page,
  }) => {
    const projects = await publicProjects(page);
    expect(projects.length).toBeGreaterThan(0);

    const html = await (await page.request.get("/portfolio")).text();
    for (const project of projects) expect(html).toContain(`/portfolio/${project.slug}`);

    await page.goto("/portfolio");
    await expect(page.getByRole("heading", { level: 1, name: "Nosso Portfólio" })).toBeVisible();
    const grid = page.getByRole("region", { name: "Projetos" });
    await expect(grid.getByRole("article")).toHaveCount(projects.length);

    const tabs = page.getByRole("navigation", { name: "Filtrar projetos por categoria" });
    await expect(tabs.getByRole("link", { name: `Todos ${projects.length}` })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const category of projectCategories) {
      const count = projects.filter((p) => normalizeCategory(p.category) === category).length;
      const tab = tabs.getByRole("link", {
        name: new RegExp(`^${categoryLabel(category, "pt-BR")} \\d+$`),
      });
      // Empty categories are not offered (docs/product.md#public-site).
      if (count === 0) await expect(tab).toHaveCount(0);
      else await expect(tab).toHaveAccessibleName(`${categoryLabel(category, "pt-BR")} ${count}`);
    }
  });

  test("the home and /portfolio carry what the cards show, not each project's gallery", async ({
    page,
  }) => {
    const projects = await publicProjects(page);
    const gallery = projects.flatMap((project) => project.images.map((image) => image.imageUrl));
    expect(gallery.length).toBeGreaterThan(0);

    for (const path of ["/", "/portfolio"]) {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(projects[0]!.imageUrl);
      for (const url of gallery) expect(html, `${path} holds ${url}`).not.toContain(url);
    }
    // The project page still shows its own gallery.
    const withGallery = projects.find((project) => project.images.length > 0)!;
    const projectPage = await (await page.request.get(`/portfolio/${withGallery.slug}`)).text();
    expect(projectPage).toContain(withGallery.images[0]!.imageUrl);
  });

  test("a tab filters the grid and keeps the choice in ?category=; 'Todos' removes it", async ({
    page,
  }) => {
    const projects = await publicProjects(page);
    const category = normalizeCategory(projects[0]!.category)!;
    const inCategory = projects.filter((p) => normalizeCategory(p.category) === category);

    await gotoHydrated(page, "/portfolio");
    const tabs = page.getByRole("navigation", { name: "Filtrar projetos por categoria" });
    await tabs
      .getByRole("link", { name: `${categoryLabel(category, "pt-BR")} ${inCategory.length}` })
      .click();
    await expect(page).toHaveURL(`/portfolio?category=${category}`);
    const grid = page.getByRole("region", { name: "Projetos" });
    await expect(grid.getByRole("article")).toHaveCount(inCategory.length);
    for (const project of inCategory) {
      await expect(grid.getByRole("link", { name: project.title })).toBeVisible();
    }

    await tabs.getByRole("link", { name: /^Todos/ }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(grid.getByRole("article")).toHaveCount(projects.length);
  });

  test("?category= accepts known values in either spelling and drops unknown ones and 'all'", async ({
    page,
  }) => {
    const projects = await publicProjects(page);
    const grid = page.getByRole("region", { name: "Projetos" });
    const countOf = (category: string) =>
      projects.filter((p) => normalizeCategory(p.category) === category).length;

    // A known value stays as it is.
    const website = countOf("website");
    expect(website).toBeGreaterThan(0);
    await page.goto("/portfolio?category=website");
    await expect(grid.getByRole("article")).toHaveCount(website);
    await expect(page).toHaveURL(/\?category=website$/);
    await expect(page.getByRole("link", { name: `Site ${website}` })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // The data-schema spelling means the same category and becomes the form spelling.
    await page.goto("/portfolio?category=websites");
    await expect(page).toHaveURL(/\?category=website$/);
    await expect(grid.getByRole("article")).toHaveCount(website);

    const ecommerce = countOf("e-commerce");
    await page.goto("/portfolio?category=ecommerce");
    await expect(page).toHaveURL(/\?category=e-commerce$/);
    await expect(grid.getByRole("article")).toHaveCount(ecommerce);

    // Unknown: everything is shown and the parameter goes away.
    await page.goto("/portfolio?category=naves-espaciais");
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(grid.getByRole("article")).toHaveCount(projects.length);

    // 'all' removes the parameter.
    await page.goto("/portfolio?category=all");
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(grid.getByRole("article")).toHaveCount(projects.length);
  });

  test("client navigation shows 8 skeleton cards until the projects arrive", async ({ page }) => {
    const projects = await publicProjects(page);
    await openAProject(page);
    const held = await holdRequests(page, portfolioApi);

    await page.getByRole("link", { name: "Voltar para o portfólio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByTestId("portfolio-skeleton-card")).toHaveCount(8);
    await expect(page.getByRole("status")).toContainText("Carregando projetos...");

    held.release();
    await expect(page.getByTestId("portfolio-skeleton-card")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Projetos" }).getByRole("article")).toHaveCount(
      projects.length,
    );
  });

  test("a failed load shows the product reference's error text", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedResourcePattern);
    await openAProject(page);
    await page.route(portfolioApi, (route) => fulfillFailure(route));

    await page.getByRole("link", { name: "Voltar para o portfólio" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Ops! Algo deu errado.");
    await expect(alert).toContainText("Não foi possível carregar os projetos.");
  });

  test("no published project: 'Nenhum projeto encontrado' and 'Ainda não temos projetos publicados'", async ({
    page,
  }) => {
    await openAProject(page);
    await page.route(portfolioApi, (route) => fulfillData(route, []));

    await page.getByRole("link", { name: "Voltar para o portfólio" }).click();
    await expect(page.getByRole("heading", { name: "Nenhum projeto encontrado" })).toBeVisible();
    await expect(
      page.getByText("Ainda não temos projetos publicados", { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Filtrar projetos por categoria" }),
    ).toHaveCount(0);
  });

  test("a category without projects says so and offers every project", async ({ page }) => {
    const projects = await publicProjects(page);
    const first = projects[0]!;
    const category = normalizeCategory(first.category)!;

    await gotoHydrated(page, `/portfolio?category=${category}`);
    await page.getByRole("link", { name: first.title }).click();
    await expect(page).toHaveURL(`/portfolio/${first.slug}`);

    // Coming back, the list no longer holds that category.
    const others = projects.filter((p) => normalizeCategory(p.category) !== category);
    await page.route(portfolioApi, (route) => fulfillData(route, others));
    await page.goBack();
    await expect(page).toHaveURL(`/portfolio?category=${category}`);
    await expect(page.getByRole("heading", { name: "Nenhum projeto encontrado" })).toBeVisible();
    await expect(
      page.getByText(
        `Ainda não temos projetos publicados na categoria ${categoryLabel(category, "pt-BR")}.`,
      ),
    ).toBeVisible();

    await page.getByRole("link", { name: "Ver todos os projetos" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("region", { name: "Projetos" }).getByRole("article")).toHaveCount(
      others.length,
    );
  });
});
