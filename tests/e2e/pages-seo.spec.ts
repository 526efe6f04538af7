import { gotoHydrated } from "../support/hydration.ts";
import { expect, publicProjects, siteUrl, test } from "./pages-fixtures.ts";

const legalPages = [
  { paths: ["/politica-de-privacidade", "/privacidade"], title: "Política de Privacidade" },
  { paths: ["/termos-de-servico", "/termos"], title: "Termos de Serviço" },
];

test.describe("legal pages", () => {
  for (const { paths, title } of legalPages) {
    for (const path of paths) {
      test(`${path} shows '${title}', its date, a working table of contents and the long canonical`, async ({
        page,
        baseURL,
      }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expect(page.getByText("Última atualização: 23 de abril de 2023")).toBeVisible();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          `${siteUrl(baseURL)}${paths[0]}`,
        );

        const contents = page.getByRole("navigation", { name: "Nesta página" });
        const entries = contents.getByRole("link");
        expect(await entries.count()).toBeGreaterThanOrEqual(8);
        const last = entries.last();
        const target = (await last.getAttribute("href"))!;
        await last.click();
        await expect(page).toHaveURL(new RegExp(`${target}$`));
        await expect(page.locator(target).getByRole("heading", { level: 2 })).toBeInViewport();
      });
    }
  }

  test("the privacy policy covers the LGPD essentials with the agency's facts", async ({
    page,
  }) => {
    await page.goto("/politica-de-privacidade");
    const main = page.getByRole("main");
    for (const text of [
      "controladora dos dados pessoais",
      "Av. Paulista, 1578",
      "Lei nº 13.709/2018",
      "Consentimento (art. 7º, I)",
      "Registros de acesso:",
      "WhatsApp (Meta Platforms):",
      "Google (Google Ads):",
      "Transferência internacional",
      "art. 18 da LGPD",
      "Autoridade Nacional de Proteção de Dados (ANPD)",
      "Essenciais:",
      "Marketing:",
      // This server has no ADS_ID: the policy promises no marketing cookie it does not set.
      "hoje o site não usa nenhum",
      "art. 48 da LGPD",
    ]) {
      await expect(main.getByText(text).first()).toBeVisible();
    }
    await expect(
      main.getByRole("link", { name: "contato@nexodigital.com.br" }).first(),
    ).toHaveAttribute("href", /^mailto:contato@nexodigital\.com\.br/);
  });

  test("'Rever minha escolha de cookies' forgets the stored choice", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("cookie-consent", "accepted");
      }
    });
    await gotoHydrated(page, "/privacidade");
    await expect(page.getByText("Sua escolha atual: Aceitar Todos")).toBeVisible();
    const reload = page.waitForEvent("load");
    await page.getByRole("button", { name: "Rever minha escolha de cookies" }).click();
    await reload;
    // The fixture stores 'essential-only' on a fresh page; before that the key was gone.
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).not.toBe("accepted");
  });

  test("the terms state the product reference's constants", async ({ page }) => {
    await page.goto("/termos");
    const main = page.getByRole("main");
    await expect(main.getByText("válida por 15 dias")).toBeVisible();
    await expect(main.getByText("garantia de 30 dias para correção de bugs")).toBeVisible();
    await expect(main.getByText("entrega final do projeto")).toBeVisible();
    await expect(main.getByText("foro da comarca de São Paulo")).toBeVisible();
    await expect(main.getByText("legislação brasileira")).toBeVisible();
  });
});

test.describe("SEO", () => {
  test("robots.txt allows the site, keeps crawlers out of /admin and /api and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /api",
        `Sitemap: ${siteUrl(baseURL)}/sitemap.xml`,
      ]),
    );
  });

  test("sitemap.xml lists the public routes and every active project with its lastmod", async ({
    page,
    baseURL,
  }) => {
    const projects = await publicProjects(page);
    const response = await page.request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );

    const origin = siteUrl(baseURL);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      "/",
      "/portfolio",
      "/depoimentos",
      "/depoimentos/novo",
      "/politica-de-privacidade",
      "/termos-de-servico",
    ]) {
      expect(locs).toContain(`${origin}${path}`);
    }
    for (const project of projects) {
      const alternates = [
        `hreflang="pt-BR" href="${origin}/portfolio/${project.slug}"`,
        `hreflang="en" href="${origin}/en/portfolio/${project.slugEn ?? project.slug}"`,
        `hreflang="x-default" href="${origin}/portfolio/${project.slug}"`,
      ].map((link) => `    <xhtml:link rel="alternate" ${link}/>`);
      const entry = [
        `<loc>${origin}/portfolio/${project.slug}</loc>`,
        ...alternates,
        `    <lastmod>${new Date(project.updatedAt).toISOString()}</lastmod>`,
      ].join("\n");
      expect(xml).toContain(entry);
    }
    // Each page in pt-BR and in English (pages-locales.spec.ts checks the English ones).
    expect(locs).toHaveLength(2 * (6 + projects.length));
    expect(xml).not.toContain("/admin");
  });

  test("each page has its title, description, canonical and social cards", async ({
    page,
    baseURL,
  }) => {
    const origin = siteUrl(baseURL);
    for (const [path, title] of [
      ["/portfolio", "Portfólio | Nexo Digital"],
      ["/depoimentos", "Depoimentos de clientes | Nexo Digital"],
      ["/depoimentos/novo", "Deixe seu depoimento | Nexo Digital"],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${origin}${path}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        `${origin}${path}`,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /summary/);
    }
  });

  test("every page names its PNG icons, which load at their sizes", async ({ page }) => {
    for (const path of ["/", "/portfolio", "/login"]) {
      await page.goto(path);
      await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon-48.png");
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("sizes", "48x48");
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
        "href",
        "/apple-touch-icon.png",
      );
    }
    for (const [path, size] of [
      ["/favicon-48.png", 48],
      ["/apple-touch-icon.png", 180],
    ] as const) {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      // The IHDR chunk: width and height as big-endian 32-bit integers.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  test("a project page shares its cover's social crop as an absolute og:image and describes itself in JSON-LD", async ({
    page,
    baseURL,
  }) => {
    const origin = siteUrl(baseURL);
    const project = (await publicProjects(page))[0]!;
    const cover = new URL(project.imageUrl, origin).href;
    // A library cover (the demo's are) is shared as its 1200×630 crop (docs/product.md#media).
    const social = cover.replace(/-\d+\.(jpg|png)$/, "-og.jpg");
    expect(social).not.toBe(cover);
    await page.goto(`/portfolio/${project.slug}`);

    await expect(page).toHaveTitle(new RegExp(`^${project.title}`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${origin}/portfolio/${project.slug}`,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", social);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", social);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CreativeWork",
      name: project.title,
      url: `${origin}/portfolio/${project.slug}`,
      dateCreated: project.projectDate,
    });
    expect(jsonLd.image[0]).toBe(cover);
    expect(jsonLd.image).toHaveLength(1 + project.images.length);
  });
});
