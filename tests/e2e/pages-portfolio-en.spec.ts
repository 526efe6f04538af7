import { categoryLabel } from "../../app/lib/project-categories.ts";
import { expect, failedResourcePattern, publicProjects, test } from "./pages-fixtures.ts";

/*
 * The portfolio in English (docs/architecture.md#locales): /en/portfolio and its projects speak
 * English, their links stay under /en, dates read the English way and a missing project says so
 * in English. The group's server answers SITE_LOCALES=pt-BR,en.
 */

test("/en/portfolio: the English page, English categories, cards that stay in English", async ({
  page,
}) => {
  const projects = await publicProjects(page);
  const project = projects[0]!;
  const response = await page.goto("/en/portfolio");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Portfolio/);
  await expect(page.getByRole("heading", { level: 1, name: "Our Portfolio" })).toBeVisible();

  const tabs = page.getByRole("navigation", { name: "Filter projects by category" });
  await expect(tabs.getByRole("link", { name: `All ${projects.length}` })).toHaveAttribute(
    "href",
    "/en/portfolio",
  );
  const category = categoryLabel(project.category, "en");
  const tab = tabs.getByRole("link", { name: new RegExp(`^${category} \\d+$`) });
  await expect(tab).toHaveAttribute("href", /^\/en\/portfolio\?category=/);

  const card = page.getByRole("region", { name: "Projects" }).getByRole("article").first();
  await expect(card).toContainText("View project");
  await tab.click();
  await expect(page).toHaveURL(/\/en\/portfolio\?category=/);
  const link = page
    .getByRole("region", { name: "Projects" })
    .getByRole("article")
    .first()
    .getByRole("link");
  await expect(link).toHaveAttribute("href", /^\/en\/portfolio\/[^/]+$/);
  await link.click();
  await expect(page).toHaveURL(/\/en\/portfolio\/[^/?]+$/);
  await expect(page.getByRole("heading", { name: "About the project" })).toBeVisible();
});

test("/en/portfolio/{slug}: English details and date, links back in English", async ({ page }) => {
  const project = (await publicProjects(page))[0]!;
  const response = await page.goto(`/en/portfolio/${project.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // A demo project has its English version: at its English slug, its English title and text.
  expect(project.slugEn).toBeTruthy();
  await expect(page).toHaveURL(new RegExp(`/en/portfolio/${project.slugEn}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.titleEn!);
  const details = page.getByRole("region", { name: "About the project" });
  await expect(details).toContainText(project.descriptionEn!);
  await expect(details).toContainText(`Category${categoryLabel(project.category, "en")}`);
  const date = new Intl.DateTimeFormat("en", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "America/Sao_Paulo",
  }).format(new Date(project.projectDate));
  expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(details).toContainText(`Date${date}`);
  await expect(page.getByRole("link", { name: "Back to the portfolio" })).toHaveAttribute(
    "href",
    "/en/portfolio",
  );
  await expect(page.getByRole("link", { name: "Request a Quote" })).toHaveAttribute(
    "href",
    "/en#contato",
  );
  await expect(page.getByRole("heading", { name: "Like this project?" })).toBeVisible();
});

test("/en/portfolio: every demo project in English, its cover and pictures described in English", async ({
  page,
}) => {
  const projects = await publicProjects(page);
  await page.goto("/en/portfolio");
  const list = page.getByRole("region", { name: "Projects" });
  for (const project of projects) {
    expect(project.titleEn, project.slug).toBeTruthy();
    await expect(list.getByRole("link", { name: project.titleEn! })).toHaveAttribute(
      "href",
      `/en/portfolio/${project.slugEn}`,
    );
  }
  await expect(list.getByText(projects[0]!.title, { exact: true })).toHaveCount(0);

  const detail = (await (await page.request.get(`/api/portfolio/${projects[0]!.slug}`)).json()) as {
    data: { images: { alt: string; altEn: string | null }[] };
  };
  const { images } = detail.data;
  expect(images.every(({ altEn }) => altEn)).toBe(true);
  await page.goto(`/en/portfolio/${projects[0]!.slugEn}`);
  // The cover first, described by the English title; then each picture by its English caption.
  await expect(page.getByTestId("gallery-frame").getByRole("img").first()).toHaveAttribute(
    "alt",
    projects[0]!.titleEn!,
  );
  for (const [index, image] of images.entries()) {
    await expect(
      page.getByRole("button", {
        name: `View image ${index + 2} of ${images.length + 1}: ${image.altEn}`,
      }),
    ).toBeAttached();
  }
});

test("/en/portfolio/{unknown}: 404 with the English not-found page", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(failedResourcePattern);
  const response = await page.goto("/en/portfolio/no-such-project-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Project not found" })).toBeVisible();
  await expect(page).toHaveTitle(/^Project not found/);
  await expect(page.getByRole("link", { name: "Back to the portfolio" })).toHaveAttribute(
    "href",
    "/en/portfolio",
  );
});
