import { gotoHydrated } from "../support/hydration.ts";
import { expect, publicProjects, siteUrl, test } from "./pages-fixtures.ts";

/*
 * The site in its second language (docs/architecture.md#locales): English under /en, pt-BR at
 * SPEC's paths, each page naming the other as its alternate, a switcher to the same page, and no
 * redirect by the browser's language. The group's server answers SITE_LOCALES=pt-BR,en.
 */

test("/en is the home in English: lang, the header's and footer's words, and a way back to Portuguese", async ({
  page,
}) => {
  const response = await page.goto("/en");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const header = page.getByRole("banner");
  await expect(header.getByRole("navigation", { name: "Main" })).toBeAttached();
  await expect(header.getByRole("link", { name: "About us" })).toHaveAttribute(
    "href",
    "/en#quem-somos",
  );
  await expect(header.getByRole("link", { name: "Português" })).toHaveAttribute("href", "/");
  await expect(header.getByText("Digital solutions")).toBeAttached();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/en/privacy",
  );
  await expect(footer.getByText(/All rights reserved\.$/)).toBeAttached();

  await expect(footer.getByText("Digital solutions")).toBeAttached();
  await expect(page.getByText("Soluções digitais")).toHaveCount(0);

  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute(
    "href",
    "/en",
  );
  await expect(page.getByRole("banner").getByText("Soluções digitais")).toBeAttached();
});

test("/en/privacy states its purposes, periods, sharing and cookies in English", async ({
  page,
}) => {
  await gotoHydrated(page, "/en/privacy");
  const purposes = page.locator("section#finalidades");
  await expect(
    purposes.getByRole("heading", { name: "What we use it for, and on which legal basis" }),
  ).toBeVisible();
  const table = purposes.getByRole("table", { name: "Purposes and legal bases" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Purpose",
    "Data",
    "Legal basis (LGPD)",
  ]);
  await expect(
    table.getByRole("row", { name: /^Sending the newsletter Email and name Consent/ }),
  ).toBeVisible();
  await expect(page.locator("section#retencao")).toContainText("from when they are sent");
  await expect(page.locator("section#retencao")).toContainText("deleted after 30 days");
  await expect(page.locator("section#compartilhamento")).toContainText(
    "We do not sell or rent out personal data.",
  );
  const cookies = page.locator("section#cookies");
  await expect(cookies).toContainText("Cookies and local storage");
  await expect(cookies.getByRole("button", { name: "Review my cookie choice" })).toBeVisible();
  for (const id of ["finalidades", "retencao", "compartilhamento", "cookies"]) {
    await expect(page.locator(`section#${id}`)).not.toContainText(/ção|ões|\b(dias|anos)\b/);
  }
});

test("each version names itself canonical and every version as its alternate, x-default pt-BR's", async ({
  page,
  baseURL,
}) => {
  const origin = siteUrl(baseURL);
  const portuguese = `${origin}/depoimentos/novo`;
  const english = `${origin}/en/testimonials/new`;
  const cases = [
    { path: "/depoimentos/novo", self: portuguese, ogLocale: "pt_BR", first: "pt-BR", other: "en" },
    { path: "/en/testimonials/new", self: english, ogLocale: "en_US", first: "en", other: "pt-BR" },
  ];
  for (const { path, self, ogLocale, first, other } of cases) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", self);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", ogLocale);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`),
      );
    expect(alternates).toEqual([
      `${first} ${self}`,
      `${other} ${self === portuguese ? english : portuguese}`,
      `x-default ${portuguese}`,
    ]);
  }
});

test("the switcher leads to the same project, and to the same portfolio category", async ({
  page,
}) => {
  const project = (await publicProjects(page))[0]!;
  await gotoHydrated(page, `/portfolio/${project.slug}`);
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  // At its English slug, under its English title (the demo projects have both).
  await expect(page).toHaveURL(new RegExp(`/en/portfolio/${project.slugEn ?? project.slug}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    project.titleEn ?? project.title,
  );

  // The page writes the category as its slug once it runs; the switcher follows what it shows.
  await gotoHydrated(page, "/portfolio?category=Aplicativos&utm_source=x");
  await expect(page).toHaveURL(/category=mobile-app/);
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "English" }),
  ).toHaveAttribute("href", "/en/portfolio?category=mobile-app");
});

test("nothing redirects by the browser's language, and another locale's path is not a page", async ({
  page,
}) => {
  const portuguese = await page.request.get("/", {
    headers: { "Accept-Language": "en-US,en" },
    maxRedirects: 0,
  });
  expect(portuguese.status()).toBe(200);
  expect(await portuguese.text()).toContain('<html lang="pt-BR"');
  const english = await page.request.get("/en", {
    headers: { "Accept-Language": "pt-BR" },
    maxRedirects: 0,
  });
  expect(english.status()).toBe(200);
  expect(await english.text()).toContain('<html lang="en"');
  for (const path of ["/en/depoimentos", "/fr", "/en/portfolio/a/b"]) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
});

test("the sitemap lists every page in both languages, each with its alternates", async ({
  page,
  baseURL,
}) => {
  const origin = siteUrl(baseURL);
  const xml = await (await page.request.get("/sitemap.xml")).text();
  expect(xml).toContain(
    `<url>\n    <loc>${origin}/en/testimonials</loc>\n    <xhtml:link rel="alternate" hreflang="pt-BR" href="${origin}/depoimentos"/>\n    <xhtml:link rel="alternate" hreflang="en" href="${origin}/en/testimonials"/>\n    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}/depoimentos"/>\n  </url>`,
  );
});
