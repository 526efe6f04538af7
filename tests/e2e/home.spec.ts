import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { gotoHydrated, probeHydration, waitForHydrationOf } from "../support/hydration.ts";
import { holdRequests } from "./pages-fixtures.ts";

/*
 * The public home (docs/product.md#site-shell, #home, 9): shell, sections, counters, anchor navigation and the mobile
 * menu. Every journey fails on a console error it did not expect.
 */

// Most journeys keep the cookie notice away (its own journeys are in home-consent.spec.ts).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential-only"));
});

interface ApiProject {
  slug: string;
  category: string;
  featured: boolean;
  createdAt: string;
}

async function publicProjects(page: Page): Promise<ApiProject[]> {
  const response = await page.request.get("/api/portfolio");
  return ((await response.json()) as { data: ApiProject[] }).data;
}

/** Where a section's top sits in the viewport (docs/product.md#site-shell: 100 px under the top after an anchor scroll). */
function sectionTop(page: Page, id: string) {
  return page.evaluate(
    (sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top),
    id,
  );
}

test.describe("home at desktop width", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the server HTML already holds the sections, data, counters and structured data", async ({
    page,
  }) => {
    const html = await (await page.request.get("/")).text();
    // Final counter values are in the HTML for crawlers and visitors without JavaScript.
    for (const figure of [">50+<", ">98%<", ">5+<", ">24<"]) expect(html).toContain(figure);
    const projects = await publicProjects(page);
    const featured = projects.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThan(0);
    expect(html).toContain(`href="/portfolio/${featured[0]!.slug}"`);
    expect(html).toContain('<script type="application/ld+json">');

    await page.goto("/");
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as Record<string, unknown>;
    expect(jsonLd["@type"]).toBe("ProfessionalService");
    expect(JSON.stringify(jsonLd)).toContain("São Paulo");
    expect(JSON.stringify(jsonLd)).toContain("Saturday");
    await expect(page).toHaveTitle(/Nexo Digital/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /summary/);
  });

  test("sections show the product reference's texts", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("soluções digitais");
    await expect(page.getByRole("link", { name: "Solicitar Orçamento" })).toHaveAttribute(
      "href",
      "/#contato",
    );
    await expect(page.getByRole("link", { name: "Conheça nossos serviços" })).toHaveAttribute(
      "href",
      "/#servicos",
    );
    const stats = page.locator("#home li");
    await expect(stats).toHaveCount(4);
    for (const [value, label] of [
      ["50+", "Projetos entregues"],
      ["98%", "Clientes satisfeitos"],
      ["5+", "Anos de experiência"],
      ["24/7", "Suporte técnico"],
    ] as const) {
      await expect(stats.filter({ hasText: label })).toContainText(value);
    }

    const about = page.locator("#quem-somos");
    await expect(about).toContainText("desde 2014");
    await expect(about).toContainText("Brasil");
    await expect(about).toContainText("Suíça");
    for (const value of ["Qualidade", "Agilidade", "Resultados", "Experiência"]) {
      await expect(about.getByRole("heading", { name: value })).toBeVisible();
    }
    const aboutImages = about.locator("img");
    await expect(aboutImages).toHaveCount(4);
    for (const image of await aboutImages.all()) {
      await expect(image).toHaveAttribute("width", /\d+/);
      await expect(image).toHaveAttribute("height", /\d+/);
      await expect(image).toHaveAttribute("loading", "lazy");
    }

    const services = page.locator("#servicos");
    for (const name of [
      "Sites Institucionais",
      "Landing Pages",
      "Plataformas Web",
      "Aplicativos",
      "E-commerces",
      "Soluções Personalizadas",
    ]) {
      await expect(services.getByRole("heading", { name })).toBeVisible();
    }
    const learnMore = services.getByRole("link", { name: /Saiba mais/ });
    await expect(learnMore).toHaveCount(6);
    for (const link of await learnMore.all())
      await expect(link).toHaveAttribute("href", "/#contato");

    await expect(page.getByRole("link", { name: "Fale com um especialista" })).toHaveAttribute(
      "href",
      "/#contato",
    );
    await expect(page.getByRole("link", { name: "Ver nosso portfólio" })).toHaveAttribute(
      "href",
      "/#portfolio",
    );

    const contact = page.locator("#contato");
    await expect(contact).toContainText("São Paulo");
    await expect(contact).toContainText("Segunda a sexta: 9h às 18h");
    await expect(contact).toContainText("Sábado: 9h às 13h");
    for (const network of ["Instagram", "WhatsApp", "Facebook"]) {
      await expect(contact.getByRole("link", { name: `Nexo Digital no ${network}` })).toBeVisible();
    }
    // Through the site's own address, which counts the click and hands over to wa.me.
    await expect(contact.getByRole("link", { name: "Nexo Digital no WhatsApp" })).toHaveAttribute(
      "href",
      "/ir/whatsapp",
    );

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute(
      "href",
      "/privacidade",
    );
    await expect(footer.getByRole("link", { name: "Termos de Serviço" })).toHaveAttribute(
      "href",
      "/termos",
    );
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    // One list of social links for the contact card and the footer.
    for (const network of ["Instagram", "WhatsApp", "Facebook"]) {
      const inFooter = footer.getByRole("link", { name: `Nexo Digital no ${network}` });
      await expect(inFooter).toBeVisible();
      await expect(inFooter).toHaveAttribute(
        "href",
        (await contact
          .getByRole("link", { name: `Nexo Digital no ${network}` })
          .getAttribute("href"))!,
      );
    }
    await expect(footer.getByRole("link", { name: /^Nexo Digital no / })).toHaveCount(3);
    const serviceLinks = footer.getByRole("navigation", { name: "Serviços" }).getByRole("link");
    await expect(serviceLinks).toHaveCount(6);
    for (const link of await serviceLinks.all())
      await expect(link).toHaveAttribute("href", "/#contato");
  });

  test("the counters count up from 0, starting 1 s after load, within 2.5 s", async ({ page }) => {
    await page.goto("/");
    // The count-up is a CSS animation (app/app.css, `.count-up`): each counter's is paused and
    // moved through its time, reading the figure it draws at each moment.
    const counters = await page.locator("#home [data-stat]").evaluateAll((stats) =>
      stats.map((stat) => {
        const counter = stat.querySelector<HTMLElement>(".count-up");
        const label = stat.getAttribute("data-stat");
        if (!counter) return { label, text: stat.textContent };
        const [animation] = counter.getAnimations();
        if (!animation) return { label, text: stat.textContent, animation: null };
        const { delay, duration } = animation.effect!.getComputedTiming();
        animation.pause();
        const at = (ms: number) => {
          animation.currentTime = ms;
          return Number(getComputedStyle(counter).getPropertyValue("--count"));
        };
        const steps = Array.from({ length: 41 }, (_, i) => at(i * 100));
        return { label, text: stat.textContent, delay, duration, steps };
      }),
    );
    expect(counters.map(({ label, text }) => [label, text])).toEqual([
      ["Projetos entregues", "50+"],
      ["Clientes satisfeitos", "98%"],
      ["Anos de experiência", "5+"],
      // A schedule, not a quantity: never counted (it would read '0/7', '16/7').
      ["Suporte técnico", "24/7"],
    ]);
    expect(counters[3]).not.toHaveProperty("steps");
    for (const counter of counters.slice(0, 3)) {
      const final = Number.parseInt(counter.text ?? "", 10);
      expect(counter.delay, counter.label ?? "").toBe(1000);
      expect(Number(counter.duration)).toBeGreaterThanOrEqual(1500);
      expect(Number(counter.duration)).toBeLessThanOrEqual(2500);
      const steps = counter.steps ?? [];
      // 0 until 1 s, then up, never down, and the figure by 3.5 s.
      expect(steps.slice(0, 10).every((figure) => figure === 0)).toBe(true);
      expect(steps.some((figure) => figure > 0 && figure < final)).toBe(true);
      for (let i = 1; i < steps.length; i += 1)
        expect(steps[i]!).toBeGreaterThanOrEqual(steps[i - 1]!);
      expect(steps.slice(35).every((figure) => figure === final)).toBe(true);
    }
  });

  test("header: links, smooth anchor scroll with a 100 px offset, active section, translucency", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    const expected = [
      ["Home", "/#home"],
      ["Quem Somos", "/#quem-somos"],
      ["Serviços", "/#servicos"],
      ["Portfólio", "/#portfolio"],
      ["Depoimentos", "/#depoimentos"],
      ["CONTATO", "/#contato"],
    ];
    await expect(nav.getByRole("link")).toHaveCount(expected.length);
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }

    const header = page.getByRole("banner");
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe("rgba(0, 0, 0, 0)");

    await nav.getByRole("link", { name: "Serviços" }).click();
    await expect.poll(() => sectionTop(page, "servicos")).toBe(100);
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole("link", { name: "Serviços" })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await expect.poll(background).not.toBe("rgba(0, 0, 0, 0)");

    await nav.getByRole("link", { name: "CONTATO" }).click();
    await expect.poll(() => sectionTop(page, "contato")).toBe(100);
    await expect(nav.getByRole("link", { name: "CONTATO" })).toHaveAttribute(
      "aria-current",
      "location",
    );

    // Footer anchor links scroll the same way.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Quem Somos", exact: true })
      .click();
    await expect.poll(() => sectionTop(page, "quem-somos")).toBe(100);

    await nav.getByRole("link", { name: "Home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
  });

  test("from another page, an anchor link goes to / and then scrolls to the section", async ({
    page,
  }) => {
    await gotoHydrated(page, "/portfolio");
    await page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Serviços" })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#servicos")).toBeInViewport();
    await expect.poll(() => sectionTop(page, "servicos")).toBe(100);
  });

  // The project cards replace their skeletons after the scroll has started, so the page above
  // the target grows: while the code that re-aims the scroll is still on its way, or after.
  for (const { when, cardsMs, reAimingCodeMs } of [
    { when: "after the scroll is under way", cardsMs: 800, reAimingCodeMs: 0 },
    { when: "before the re-aiming code has arrived", cardsMs: 700, reAimingCodeMs: 2000 },
  ]) {
    test(`from another page, the scroll lands on a section below the projects when their cards arrive ${when}`, async ({
      page,
    }) => {
      test.slow();
      await gotoHydrated(page, "/portfolio");
      const delay = (pattern: string, ms: number) =>
        page.route(pattern, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, ms));
          await route.continue();
        });
      await delay("**/api/portfolio", cardsMs);
      await delay("**/assets/anchor-follow-*.js", reAimingCodeMs);
      await page
        .getByRole("navigation", { name: "Principal" })
        .getByRole("link", { name: "Contato" })
        .click();
      await expect(page).toHaveURL(/\/$/);
      // Two delayed answers, then the grid's own chunk, on a machine that may be running the
      // other groups' journeys: the cards can take longer than the usual 7 s to show.
      await expect(page.locator("#portfolio nav")).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => sectionTop(page, "contato")).toBe(100);
    });
  }

  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/");
    await page.locator("#portfolio").scrollIntoViewIfNeeded();
    await page.getByRole("link", { name: "Ver todos os projetos" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/**
 * Whether the browser's accessibility tree reports the element as expanded: the menu's toggle
 * leaves aria-expanded to the browser, which derives it from popovertarget (Playwright's own
 * expanded check reads the attribute only).
 */
async function exposedExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", {
      expression: `document.querySelector(${JSON.stringify(selector)})`,
    });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

const menuToggle = "header button[popovertarget]";

test.describe("home on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu toggles, lists the six entries and closes on a link or Escape", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Abrir menu" });
    expect(await exposedExpanded(page, menuToggle)).toBe(false);
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();

    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Menu móvel" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Fechar menu" })).toBeVisible();
    expect(await exposedExpanded(page, menuToggle)).toBe(true);
    await expect(menu.getByRole("link")).toHaveText([
      "Home",
      "Quem Somos",
      "Serviços",
      "Portfólio",
      "Depoimentos",
      "CONTATO",
    ]);

    await menu.getByRole("link", { name: "Portfólio" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeVisible();
    expect(await exposedExpanded(page, menuToggle)).toBe(false);
    await expect.poll(() => sectionTop(page, "portfolio")).toBe(100);

    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeFocused();

    // A tap outside closes it too.
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 700);
    await expect(menu).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the mobile menu still opens, names its toggle and closes on Escape or a tap outside", async ({
      page,
    }) => {
      await page.goto("/");
      const menu = page.getByRole("navigation", { name: "Menu móvel" });
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Abrir menu" }).click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link")).toHaveCount(6);
      await expect(page.getByRole("button", { name: "Fechar menu" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Abrir menu" })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();

      await page.getByRole("button", { name: "Abrir menu" }).click();
      await expect(menu).toBeVisible();
      await page.mouse.click(200, 700);
      await expect(menu).toBeHidden();
      // Its links are plain links to the home's sections.
      await page.getByRole("button", { name: "Abrir menu" }).click();
      await menu.getByRole("link", { name: "Depoimentos" }).click();
      await expect(page).toHaveURL(/\/#depoimentos$/);
    });

    test("the header turns solid past 50 px of scroll, so its menu button stays readable", async ({
      page,
    }) => {
      await page.goto("/");
      const header = page.locator("header");
      await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
      await page.mouse.wheel(0, 1200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
      await expect(header).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
      await page.mouse.wheel(0, -1200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    });
  });

  test("a menu opened before the page's scripts ran stays open once they have, and works", async ({
    page,
  }) => {
    // Every script held back until the menu is open.
    const scripts = await holdRequests(page, "**/assets/*.js");
    await probeHydration(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu móvel" });
    await expect(menu).toBeVisible();
    scripts.release();
    await waitForHydrationOf(page);
    // The menu's own code, once it runs, learns the menu is open and turns the header solid.
    await expect(page.locator("header")).toHaveClass(/bg-ink-950\/85/);
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Fechar menu" })).toBeVisible();
    await menu.getByRole("link", { name: "CONTATO" }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => sectionTop(page, "contato")).toBe(100);
  });

  test("a link in a menu opened before the page's scripts ran closes the menu", async ({
    page,
    consoleErrors,
  }) => {
    // The page's script files never arrive: only what the HTML carries runs.
    consoleErrors.allow(/^Failed to load resource/);
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu móvel" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Portfólio" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/#portfolio$/);
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeVisible();
  });

  test("a menu opened down the page before the scripts ran stays open while its own code is still on its way", async ({
    page,
  }) => {
    // The page's scripts held back until the menu is open, the menu's own code longer still: the
    // header then learns the section under it while the menu is still the server's HTML.
    const scripts = await holdRequests(page, "**/assets/*.js");
    const menuCode = await holdRequests(page, "**/assets/site-mobile-menu-*.js");
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.evaluate(() => document.getElementById("servicos")!.scrollIntoView());
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu móvel" });
    await expect(menu).toBeVisible();
    scripts.release();
    // Hydrated: the header has seen the scroll and turned solid.
    await expect(page.locator("header")).toHaveClass(/bg-ink-950\/85/);
    await expect(menu).toBeVisible();
    menuCode.release();
    await expect(menu.getByRole("link", { name: "Serviços" })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Fechar menu" })).toBeVisible();
  });
});
