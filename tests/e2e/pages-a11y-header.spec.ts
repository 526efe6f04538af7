import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./pages-fixtures.ts";

/*
 * The header in each of its states passes axe (docs/product.md#site-shell): transparent over the
 * home's hero, translucent once scrolled (over the white sections too, where the brand word
 * 'Digital' once measured 4.36:1), and with the mobile menu open.
 */

async function headerViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include("header").analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
  );
}

/**
 * Scrolls until `card`, a white card, lies under the header's brand word, the word wholly over
 * the card's plain top edge: the lightest thing that passes under the header, where brand-400
 * measured 4.36:1. Waits for the header to have turned translucent.
 */
async function scrollCardUnderHeader(page: Page, card: Locator) {
  // At 390 px the brand word is hidden: the logo's link stands in for where it would be.
  const word = page.locator("header").getByText("Digital", { exact: true });
  const mark = (await word.isVisible()) ? word : page.locator("header a").first();
  const wordTop = (await mark.boundingBox())!.y;
  await card.evaluate((element, top) => {
    window.scrollBy(0, element.getBoundingClientRect().top - (top - 3));
  }, wordTop);
  await expect(page.locator("header")).toHaveClass(/backdrop-blur/);
}

/** The first painted background under the header's brand word, the header itself left out. */
function backgroundUnderBrandWord(page: Page) {
  return page
    .locator("header")
    .getByText("Digital", { exact: true })
    .evaluate((word) => {
      const { left, top, height } = word.getBoundingClientRect();
      const header = word.closest("header")!;
      return document
        .elementsFromPoint(left + 4, top + height / 2)
        .filter((element) => !header.contains(element))
        .map((element) => getComputedStyle(element).backgroundColor)
        .find((color) => color !== "rgba(0, 0, 0, 0)");
    });
}

test.use({ reducedMotion: "reduce" });

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("over the home's hero, the header and its brand word pass axe", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("header").getByText("Digital", { exact: true })).toBeVisible();
    expect(await headerViolations(page)).toEqual([]);
  });

  test("scrolled over /portfolio's white cards, the translucent header passes axe", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const projects = page.getByRole("region", { name: "Projetos", exact: true });
    await scrollCardUnderHeader(page, projects.getByRole("article").first());
    // Light content under the word (the card, or its picture's ink-50 frame), not the dark hero.
    expect(["rgb(255, 255, 255)", "rgb(245, 246, 250)"]).toContain(
      await backgroundUnderBrandWord(page),
    );
    expect(await headerViolations(page)).toEqual([]);
  });
});

// The mobile menu: at 390 px the header shows the compact logo; from 768 px the full one, brand
// word included, still with the menu.
for (const width of [390, 768]) {
  test(`at ${width} px, with the mobile menu open over a white card, the header passes axe`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 1024 });
    await page.goto("/depoimentos");
    const testimonials = page.getByRole("region", { name: "Depoimentos aprovados" });
    await scrollCardUnderHeader(page, testimonials.getByRole("figure").first());
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu móvel" })).toBeVisible();
    await expect(page.locator("header").getByText("Digital", { exact: true })).toBeVisible({
      visible: width >= 768,
    });
    expect(await headerViolations(page)).toEqual([]);
  });
}
