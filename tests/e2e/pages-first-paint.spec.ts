import type { Page } from "@playwright/test";
import { gotoHydrated, scriptTiming } from "../support/hydration.ts";
import { expect, publicProjects, test } from "./pages-fixtures.ts";

/*
 * The first paint comes from the HTML alone (docs/performance.md#first-paint): the page's CSS is
 * inline, the stylesheet's link waits disabled, and the scripts are asked for only after the
 * load event and a painted frame. Then the scripts hydrate the page and turn the stylesheet on, with no CSP refusal
 * or hydration error on the way (the fixture fails on any console error).
 */

// What server/http/critical-css.ts writes in place of the stylesheet's link, and the link enabled.
const deferredLink = ' disabled="" data-deferred-stylesheet=""';
const enabledLink = ' data-deferred-stylesheet=""';
// What app/app.css's drawn-when-near leaves undrawn until it nears the screen, drawn at once.
const drawEverything = "<style>.drawn-when-near{content-visibility:visible!important}</style>";

for (const template of ["/", "/portfolio", "/portfolio/{project}", "/depoimentos"]) {
  test(`${template}: asks for its scripts once loaded, then hydrates with the whole stylesheet`, async ({
    page,
  }) => {
    const path = template.includes("{project}")
      ? template.replace("{project}", (await publicProjects(page))[0]!.slug)
      : template;

    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    // The web fonts' faces wait in a <noscript> for the scripts' loader (decision 0052).
    expect(head).toMatch(
      /<style>[\s\S]+<\/style><noscript data-web-fonts=""><style data-web-fonts="">@font-face[\s\S]+<\/style><\/noscript><link rel="stylesheet" href="[^"]+" disabled=""/,
    );
    expect(head).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');

    await gotoHydrated(page, path);
    const timing = await scriptTiming(page);
    expect(timing.firstScriptRequested).toBeGreaterThan(timing.loaded);
    expect(timing.firstFontRequested).toBeGreaterThan(timing.loaded);
    expect(timing.firstFontRequested).toBeLessThan(Number.POSITIVE_INFINITY);

    const stylesheet = page.locator("link[data-deferred-stylesheet]");
    await expect(stylesheet).toHaveJSProperty("disabled", false);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/")),
        ),
      )
      .toBe(true);
  });
}

test("a page reached by a link inside the site looks as when opened directly", async ({ page }) => {
  const looks = () =>
    page.getByRole("navigation", { name: /categoria/i }).evaluate((navigation) =>
      [...navigation.querySelectorAll("a")].map((link) => {
        const style = getComputedStyle(link);
        return [style.backgroundColor, style.borderRadius, style.height, style.color].join(" ");
      }),
    );
  await gotoHydrated(page, "/portfolio");
  const direct = await looks();

  // A project page has no category filter: the filter's rules are not in its inline CSS.
  await gotoHydrated(page, `/portfolio/${(await publicProjects(page))[0]!.slug}`);
  await page.locator('main a[href="/portfolio"]').first().click();
  await expect(page).toHaveURL(/\/portfolio$/);
  expect(await looks()).toEqual(direct);
});

/** Every picture loaded and decoded, and the fonts in: what a screenshot shows is then settled. */
async function picturesDrawn(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
  });
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px, scripts off`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });

    for (const template of ["/", "/portfolio", "/portfolio/{project}", "/depoimentos", "/login"]) {
      test(`${template}: its inline CSS draws it exactly as the whole stylesheet does`, async ({
        page,
      }) => {
        test.slow();
        const path = template.includes("{project}")
          ? template.replace("{project}", (await publicProjects(page))[0]!.slug)
          : template;
        // Both as the server sent them, but with every part drawn: a full-page screenshot would
        // otherwise catch the parts content-visibility has not drawn yet.
        let wholeStylesheet = false;
        await page.route(path, async (route) => {
          const response = await route.fetch();
          // Every picture asked for at once, so both screenshots wait for the same ones: a lazy
          // one near the fold came in one of them and not the other on a busy machine.
          let html = (await response.text())
            .replace("</head>", `${drawEverything}</head>`)
            .replaceAll('loading="lazy"', 'loading="eager"');
          expect(html).toContain(deferredLink);
          if (wholeStylesheet) html = html.replace(deferredLink, enabledLink);
          await route.fulfill({ response, body: html });
        });
        await page.goto(path);
        await picturesDrawn(page);
        const inlineOnly = await page.screenshot({ fullPage: true, animations: "disabled" });

        wholeStylesheet = true;
        await page.goto(path);
        await expect(page.locator("link[data-deferred-stylesheet]")).not.toHaveAttribute(
          "disabled",
        );
        await picturesDrawn(page);
        const whole = await page.screenshot({ fullPage: true, animations: "disabled" });
        expect(inlineOnly.equals(whole), `${path} differs with the whole stylesheet`).toBe(true);
      });
    }
  });
}
