import AxeBuilder from "@axe-core/playwright";
import { gotoHydrated } from "../support/hydration.ts";
import { screenshotToLookAt } from "../support/screenshots.ts";
import { expect, failedResourcePattern, publicProjects, test } from "./pages-fixtures.ts";

/** Every page this area owns; "{project}" stands for a real project's address. */
const pages = [
  "/portfolio",
  "/portfolio/{project}",
  "/portfolio/projeto-que-nao-existe",
  "/depoimentos",
  "/depoimentos/novo",
  "/politica-de-privacidade",
  "/privacidade",
  "/termos-de-servico",
  "/termos",
  // English (docs/architecture.md#locales): longer or shorter texts, the same rules.
  "/en",
  "/en/portfolio/{project}",
  "/en/testimonials/new",
  "/en/privacy",
];

for (const width of [390, 1440]) {
  test.describe(`accessibility at ${width} px`, () => {
    // The home's sections fade in as they scroll in (/en here): axe must not measure contrast
    // mid-fade, so motion is reduced and nothing is ever hidden.
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 }, reducedMotion: "reduce" });

    for (const template of pages) {
      test(`${template} has no axe violations`, async ({ page, consoleErrors }) => {
        // The unknown project answers 404 on purpose.
        consoleErrors.allow(failedResourcePattern);
        const path = template.includes("{project}")
          ? template.replace("{project}", (await publicProjects(page))[0]!.slug)
          : template;
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        // Lazy images: bring the whole page in before looking at it.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.evaluate(() => window.scrollTo(0, 0));

        // Touch targets too, as Lighthouse checks them (off in axe's defaults).
        const results = await new AxeBuilder({ page })
          .options({ rules: { "target-size": { enabled: true } } })
          .analyze();
        expect(
          results.violations.map(
            (v) => `${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
          ),
        ).toEqual([]);

        const name = template.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
        await screenshotToLookAt(page, `${name}-${width}`, { fullPage: true });
      });
    }
  });
}

test("the testimonial form with its validation messages has no axe violations", async ({
  page,
}) => {
  await gotoHydrated(page, "/depoimentos/novo");
  await page.getByRole("button", { name: "Enviar Depoimento" }).click();
  await expect(page.getByText("Nome deve ter pelo menos 3 caracteres")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
