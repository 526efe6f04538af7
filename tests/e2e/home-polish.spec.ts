import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { expectReady, gotoHydrated } from "../support/hydration.ts";
import { expectCleanLayout } from "../support/layout-guard.ts";

/*
 * What a demanding visitor notices on the home (issue 18): decorations over text, counters that
 * go down, a cookie notice at the end of the tab order, a mobile menu that lets focus wander,
 * wrapped buttons and split place names. Every journey fails on a console error.
 */

const keepNoticeAway = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential-only"));

test.describe("layout guard on the home", () => {
  // 390 and 1440 are the reference widths; the others sweep the closing band's ring and the
  // hero's headline from the narrowest phone to a wide desktop.
  for (const width of [320, 390, 768, 1024, 1440, 1920]) {
    test(`nothing overflows or covers text at ${width} px`, async ({ page }) => {
      test.slow();
      await keepNoticeAway(page);
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      // Settled: the testimonials have become the slider. Until its code arrives they are a list
      // that scrolls sideways (home-before-scripts.spec.ts), which holds cards out of view.
      const slider = page.locator('[aria-roledescription="carrossel"]');
      await slider.scrollIntoViewIfNeeded();
      await expectReady(slider);
      await expectCleanLayout(page, `/ at ${width} px`);
    });
  }
});

/**
 * Records, from the document's first moment, what the first and the last counters show on each
 * frame: the figure the CSS count-up draws (app/app.css, `.count-up`), whether it is on screen,
 * and whether React has hydrated the page yet. The page's scripts arrive late (routed below), so
 * the samples cover the server's HTML, the count-up and hydration.
 */
async function sampleCounters(page: Page) {
  await page.addInitScript(() => {
    const samples: CounterSample[] = [];
    (window as unknown as { counterSamples: CounterSample[] }).counterSamples = samples;
    const sample = () => {
      const counter = document.querySelector('[data-stat="Projetos entregues"] .count-up');
      const support = document.querySelector('[data-stat="Suporte técnico"]');
      if (counter && support) {
        samples.push({
          at: performance.now(),
          figure: getComputedStyle(counter).getPropertyValue("--count").trim(),
          shown:
            getComputedStyle(counter).visibility === "visible" &&
            getComputedStyle(counter, "::before").content === "counter(count)",
          schedule: support.textContent ?? "",
          hydrated: (window as { __hydrated?: boolean }).__hydrated === true,
        });
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

interface CounterSample {
  /** ms since the navigation started. */
  at: number;
  figure: string;
  shown: boolean;
  schedule: string;
  hydrated: boolean;
}

const recordedCounters = (page: Page) =>
  page.evaluate(() => (window as unknown as { counterSamples: CounterSample[] }).counterSamples);

/** Every script held back this long, as a slow phone gets each file (the 2.5 s). */
async function delayScripts(page: Page, ms: number) {
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

function shownFigures(samples: CounterSample[]) {
  return samples.filter((s) => s.shown).map((s) => Number(s.figure));
}

test.describe("hero counters", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("never show a smaller figure than one already shown, and '24/7' is never counted", async ({
    page,
  }) => {
    await keepNoticeAway(page);
    await sampleCounters(page);
    await delayScripts(page, 2500);
    await page.goto("/", { waitUntil: "commit" });
    await expect
      .poll(async () => (await recordedCounters(page)).some((s) => s.hydrated), {
        timeout: 30_000,
      })
      .toBe(true);
    const samples = await recordedCounters(page);
    const first = samples[0]!;
    // From the first frame the counter is on screen (at the 0 it counts up from, unless this
    // machine drew its first frame late), whatever the scripts are doing.
    expect(first.shown).toBe(true);
    const shown = shownFigures(samples);
    expect(shown).toHaveLength(samples.length);
    for (let i = 1; i < shown.length; i += 1)
      expect(shown[i]!).toBeGreaterThanOrEqual(shown[i - 1]!);
    // The count-up (1 s after the counters are drawn, 2 s for this one) is over by 3.5 s, long
    // before the scripts have come: the figure is there without them, and stays.
    const over = samples.filter((s) => s.at >= first.at + 3500);
    expect(over.length).toBeGreaterThan(0);
    expect(over.every((s) => s.figure === "50")).toBe(true);
    expect(samples.some((s) => s.figure === "50" && !s.hydrated)).toBe(true);
    expect(new Set(samples.map((s) => s.schedule))).toEqual(new Set(["24/7"]));
  });

  test("with reduced motion the final figures show at once and stay", async ({ page }) => {
    await keepNoticeAway(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await sampleCounters(page);
    await delayScripts(page, 1000);
    await page.goto("/");
    await page.waitForTimeout(2500);
    const samples = await recordedCounters(page);
    expect(samples.length).toBeGreaterThan(10);
    expect(samples.every((s) => s.shown && s.figure === "50")).toBe(true);
  });

  test("without JavaScript the final figures are visible, read once by screen readers", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const stat = page.locator('[data-stat="Projetos entregues"]');
    await expect
      .poll(() =>
        stat
          .locator(".count-up")
          .evaluate((el) => getComputedStyle(el).getPropertyValue("--count")),
      )
      .toBe("50");
    await expect(stat).toBeVisible();
    // The drawn counter is hidden from screen readers; the figure beside it is read instead.
    await expect(page.locator("#home li").first()).toMatchAriaSnapshot(`
      - listitem:
        - paragraph: 50+
        - paragraph: Projetos entregues
    `);
    await context.close();
  });
});

test.describe("keyboard on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the cookie notice comes right after the skip link in the tab order", async ({ page }) => {
    await page.goto("/");
    const notice = page.getByRole("region", { name: "Aviso de cookies" });
    await expect(notice).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Pular para o conteúdo" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(notice.getByRole("link", { name: "Política de Privacidade" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(notice.getByRole("button", { name: "Apenas Essenciais" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(notice).toHaveCount(0);
  });

  test("the notice appearing does not take focus from a field being typed in", async ({ page }) => {
    await page.goto("/");
    const email = page.getByRole("contentinfo").getByRole("textbox").first();
    await email.focus();
    await page.keyboard.type("ana@exemplo", { delay: 50 });
    await expect(page.getByRole("region", { name: "Aviso de cookies" })).toBeVisible();
    await page.keyboard.type(".com.br");
    await expect(email).toBeFocused();
    await expect(email).toHaveValue("ana@exemplo.com.br");
  });

  test("'Apenas Essenciais' stays on one line", async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/");
      const button = page.getByRole("button", { name: "Apenas Essenciais" });
      await expect(button).toBeVisible();
      const lines = await button.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
      });
      expect(lines, `at ${width} px`).toBe(1);
    }
  });

  test("the open menu keeps focus inside until it closes; Escape returns it to the toggle", async ({
    page,
  }) => {
    await keepNoticeAway(page);
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Abrir menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Menu móvel" });
    await expect(menu).toBeVisible();
    const close = page.getByRole("button", { name: "Fechar menu" });
    await close.focus();
    const order = ["Home", "Quem Somos", "Serviços", "Portfólio", "Depoimentos", "CONTATO"];
    for (const name of order) {
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name, exact: true })).toBeFocused();
    }
    // Past the last entry: back to the toggle, not on into the page.
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("link", { name: "CONTATO" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeFocused();
  });
});

test.describe("small things", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a place name in the address is never split over two lines", async ({ page }) => {
    await keepNoticeAway(page);
    await page.goto("/");
    for (const where of [page.getByRole("contentinfo"), page.locator("#contato")]) {
      for (const place of ["Bela Vista", "São Paulo - SP"]) {
        const part = where.locator("address span", { hasText: place });
        const lines = await part.evaluate((el) => el.getClientRects().length);
        expect(lines, place).toBe(1);
      }
    }
  });
});

/*
 * Sections below the first screen are drawn only as they near it (app/app.css, drawn-when-near),
 * and their contents fade in as they scroll in (docs/product.md#site-shell). Whether a part is
 * below the screen comes from an IntersectionObserver's first report, which for a section not
 * drawn yet is an empty box.
 */
test.describe("sections drawn as they near the screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const firstReveal = (page: Page, section: string) =>
    page.locator(`#${section} [data-reveal]`).first();

  test("a part below the screen is hidden after hydration and fades in when scrolled to", async ({
    page,
  }) => {
    await keepNoticeAway(page);
    await gotoHydrated(page, "/");
    const contact = firstReveal(page, "contato");
    await expect(contact).toHaveAttribute("data-reveal", "hidden");
    // A jump lands where the part is while the sections above it are still undrawn boxes; as
    // they are drawn at their real heights, the part can move off the screen again. A visitor
    // scrolls on to it, and so does the test.
    await expect(async () => {
      await contact.scrollIntoViewIfNeeded();
      await expect(contact).toHaveAttribute("data-reveal", "shown", { timeout: 1_000 });
    }).toPass();
    await expect(contact).toBeVisible();
  });

  test("a part on screen when the page hydrates is never hidden", async ({ page }) => {
    await keepNoticeAway(page);
    // The browser scrolls to the fragment itself, before the scripts run.
    await gotoHydrated(page, "/#servicos");
    // The contact form's part has had its first report (hidden: below the screen)...
    await expect(firstReveal(page, "contato")).toHaveAttribute("data-reveal", "hidden");
    // ...and the services heading, on screen, kept the server's rendering.
    await expect(firstReveal(page, "servicos")).toHaveAttribute("data-reveal", "static");
    await expect(page.locator("#servicos-titulo")).toBeInViewport();
  });
});
