import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { delayScripts, expectNotHydrated, waitForHydration } from "../support/forms-e2e.ts";
import { expectReady } from "../support/hydration.ts";

/*
 * The home on a phone before its scripts arrive, and without them (issue "second look", items 4
 * and 5): the hero's figures, the portfolio's chips and the testimonials work from the server's
 * HTML. Every journey fails on a console error it did not expect.
 */

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential-only"));
});

/** What each counted figure draws now (app/app.css, `.count-up`), by its label. */
function drawnFigures(page: Page) {
  return page.locator("#home [data-stat]").evaluateAll((stats) =>
    Object.fromEntries(
      stats.map((stat) => {
        const counter = stat.querySelector(".count-up");
        const drawn =
          counter && getComputedStyle(counter, "::before").content === "counter(count)"
            ? Number(getComputedStyle(counter).getPropertyValue("--count"))
            : Number.parseInt(stat.textContent ?? "", 10);
        return [stat.getAttribute("data-stat"), drawn];
      }),
    ),
  );
}

const finalFigures = {
  "Projetos entregues": 50,
  "Clientes satisfeitos": 98,
  "Anos de experiência": 5,
  "Suporte técnico": 24,
};

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the hero's figures count up, never go down, and are all there 3.5 s after the page", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "commit" });
    await page.locator("#home [data-stat]").first().waitFor();
    const started = Date.now();
    const seen: Record<string, number>[] = [];
    while (Date.now() - started < 4000) {
      seen.push(await drawnFigures(page));
      await page.waitForTimeout(100);
    }
    for (const label of Object.keys(finalFigures)) {
      const figures = seen.map((figures) => figures[label]!);
      for (let i = 1; i < figures.length; i += 1)
        expect(figures[i]!, label).toBeGreaterThanOrEqual(figures[i - 1]!);
    }
    expect(seen.at(-1)).toEqual(finalFigures);
    await expect(page.locator("#home li").filter({ hasText: "Projetos entregues" })).toHaveText(
      "50+Projetos entregues",
    );
  });

  test("without CSS either, the final figures show at once, each once", async ({ page }) => {
    // The page as a browser that ignores styles sees it: no inline critical CSS, no stylesheet.
    await page.route("/", async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<style>[\s\S]*?<\/style>/g, "")
        .replace(/<link rel="stylesheet"[^>]*>/g, "");
      await route.fulfill({ response, body: html, headers: { "content-type": "text/html" } });
    });
    await page.goto("/");
    const stats = page.locator("#home li");
    for (const [label, figure] of [
      ["Projetos entregues", "50+"],
      ["Clientes satisfeitos", "98%"],
      ["Anos de experiência", "5+"],
      ["Suporte técnico", "24/7"],
    ]) {
      await expect(stats.filter({ hasText: label }).locator("p").first()).toHaveText(figure!);
    }
  });

  test("a portfolio chip shows its projects, and 'Destaques' the featured ones again", async ({
    page,
  }) => {
    const projects = (
      (await (await page.request.get("/api/portfolio")).json()) as {
        data: { category: string; featured: boolean }[];
      }
    ).data;
    const sites = projects.filter((p) => ["website", "websites"].includes(p.category)).length;
    const featured = projects.filter((p) => p.featured).length;
    await page.goto("/");
    const section = page.locator("#portfolio");
    const chips = section
      .getByRole("navigation", { name: "Filtrar projetos por categoria" })
      .getByRole("link");
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(Math.min(6, featured));

    await chips.filter({ hasText: "Site" }).click();
    await expect(page).toHaveURL(/\/\?category=website#portfolio$/);
    await expect(chips.filter({ hasText: "Site" })).toHaveAttribute("aria-current", "true");
    await expect(cards).toHaveCount(Math.min(6, sites));
    for (const card of await cards.all()) await expect(card).toContainText("Site");
    // The page opened at the section, below the fixed header.
    await expect(section.getByRole("heading", { name: "Nosso Portfólio" })).toBeInViewport();

    await chips.filter({ hasText: "Destaques" }).click();
    await expect(page).toHaveURL(/\/#portfolio$/);
    await expect(chips.filter({ hasText: "Destaques" })).toHaveAttribute("aria-current", "true");
    await expect(cards).toHaveCount(Math.min(6, featured));
  });

  test("the testimonials are a list that scrolls sideways, without dots or arrows", async ({
    page,
  }) => {
    const top = (
      (await (await page.request.get("/api/testimonials/top?limit=7&language=pt-BR")).json()) as {
        data: unknown[];
      }
    ).data;
    await page.goto("/#depoimentos");
    const carousel = page.locator('[aria-roledescription="carrossel"]');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(top.length);
    expect(top.length).toBeGreaterThan(1);
    await expect(carousel.getByRole("button")).toHaveCount(0);

    const list = carousel.locator(":scope > div").first();
    await list.scrollIntoViewIfNeeded();
    await expect(slides.first().locator("figure")).toBeInViewport({ ratio: 0.95 });
    await expect(slides.last().locator("figure")).not.toBeInViewport();
    // By keyboard: the list takes focus and the arrow keys scroll it, a card at a time.
    await list.focus();
    const scrolled = () => list.evaluate((element) => element.scrollLeft);
    for (let i = 1; i < top.length; i += 1) {
      const before = await scrolled();
      await page.keyboard.press("ArrowRight");
      await expect.poll(scrolled).toBeGreaterThan(before);
      // Each press glides to the next card; the next press waits for it to get there.
      await expectSnapped(list);
    }
    await expect(slides.last().locator("figure")).toBeInViewport({ ratio: 0.95 });
    await expectSnapped(list);
    await expect(slides.first().locator("figure")).not.toBeInViewport();
    // And by a swipe of the wheel, back to the start.
    await list.hover();
    await page.mouse.wheel(-5000, 0);
    await expect(slides.first().locator("figure")).toBeInViewport({ ratio: 0.95 });
  });
});

/** A card's left edge sits on the list's once it has stopped scrolling (scroll snap). */
async function expectSnapped(list: Locator) {
  await expect
    .poll(() =>
      list.evaluate((element) => {
        const left = element.getBoundingClientRect().left;
        const cards = [...element.querySelectorAll("figure")].map(
          (card) => card.getBoundingClientRect().left - left,
        );
        const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
        return atEnd || cards.some((offset) => Math.abs(offset) < 1);
      }),
    )
    .toBe(true);
}

test.describe("with every script held back 2.5 s", () => {
  test("the page as the server sent it has no axe violations", async ({ page }) => {
    // Scripts on but held back: axe runs, the page's own code does not.
    await delayScripts(page);
    await page.goto("/", { waitUntil: "load" });
    await page.locator("#depoimentos").scrollIntoViewIfNeeded();
    await expectNotHydrated(page.locator('[aria-roledescription="carrossel"]'));
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  });

  test("a chip works before the scripts, and filters in place once they came", async ({ page }) => {
    test.slow();
    const scripts = await delayScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const section = page.locator("#portfolio");
    const chips = section
      .getByRole("navigation", { name: "Filtrar projetos por categoria" })
      .getByRole("link");
    const landing = chips.filter({ hasText: "Landing Page" });
    await expectNotHydrated(landing);
    // Before the scripts: a link, so the page is loaded with the chip chosen.
    await landing.click();
    await expect(page).toHaveURL(/\/\?category=landing-page#portfolio$/);
    await expect(landing).toHaveAttribute("aria-current", "true");
    scripts.release();

    const design = chips.filter({ hasText: "Design" });
    await waitForHydration(design);
    // The server's choice survived hydration.
    await expect(landing).toHaveAttribute("aria-current", "true");
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await design.click();
    await expect(design).toHaveAttribute("aria-current", "true");
    await expect(section.getByRole("article")).toHaveCount(1);
    await expect(section.getByRole("article")).toContainText("Design");
    await expect(page).toHaveURL(/\/\?category=design#portfolio$/);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });

  test("the slider starts on the testimonial the list was scrolled to", async ({ page }) => {
    test.slow();
    const scripts = await delayScripts(page);
    await page.goto("/#depoimentos", { waitUntil: "commit" });
    const carousel = page.locator('[aria-roledescription="carrossel"]');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    const list = carousel.locator(":scope > div").first();
    await list.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole("button")).toHaveCount(0);
    // Two cards along, before the slider's code is here.
    await list.evaluate((element) => {
      const card = element.querySelectorAll("figure")[2]!;
      element.scrollTo({
        left: card.getBoundingClientRect().left - element.getBoundingClientRect().left,
        behavior: "instant",
      });
    });
    await expect(slides.nth(2).locator("figure")).toBeInViewport({ ratio: 0.95 });
    scripts.release();

    await expectReady(carousel);
    const dots = carousel.getByRole("button", { name: /^Ir para o depoimento/ });
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(slides.nth(2).locator("figure")).toBeInViewport({ ratio: 0.95 });
    await expect(slides.nth(3).locator("figure")).not.toBeInViewport();
    // One per view now, and the arrows move it.
    await carousel.getByRole("button", { name: "Próximo depoimento" }).click();
    await expect(dots.nth(3)).toHaveAttribute("aria-current", "true");
  });
});
