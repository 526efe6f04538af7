import AxeBuilder from "@axe-core/playwright";
import { expectCleanLayout } from "../support/layout-guard.ts";
import { expect, failedResourcePattern, publicProjects, test } from "./pages-fixtures.ts";

/*
 * What a demanding visitor notices off the home (issue 18): the layout guard on the public
 * pages and the sign-in screen, the not-found screen inside the site, and a sign-in screen that
 * carries the brand, passes axe and logs no error.
 */

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    for (const template of ["/portfolio", "/portfolio/{project}", "/login", "/pagina-sumida"]) {
      test(`${template}: nothing overflows or covers text`, async ({ page, consoleErrors }) => {
        test.slow();
        consoleErrors.allow(failedResourcePattern); // the not-found page answers 404 on purpose
        await page.emulateMedia({ reducedMotion: "reduce" });
        const path = template.includes("{project}")
          ? template.replace("{project}", (await publicProjects(page))[0]!.slug)
          : template;
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expectCleanLayout(page, `${path} at ${width} px`);
      });
    }

    test("the sign-in screen shows the site's logo and passes axe", async ({ page }) => {
      const apiUserCalls: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/user") apiUserCalls.push(request.url());
      });
      await page.goto("/login");
      await expect(page.getByRole("heading", { name: "Acesso administrativo" })).toBeVisible();
      // The logo: the mark and the agency's name, linking home, at both widths.
      const logo = page.getByRole("link", { name: /^Nexo Digital.*página inicial$/ });
      await expect(logo.filter({ visible: true })).toHaveCount(1);
      await expect(logo.filter({ visible: true }).locator("svg")).toBeVisible();
      await expect(logo.filter({ visible: true })).toHaveAttribute("href", "/");
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (v) => `${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
        ),
      ).toEqual([]);
      // The session is known from the page's own answer: no probe, so nothing to log.
      expect(apiUserCalls).toEqual([]);
    });
  });
}

test("a visitor without a session opening /admin reaches the sign-in screen with nothing logged", async ({
  page,
}) => {
  // The fixture fails the test on any console error, the browser's own 401 line included.
  const apiUserCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/user") apiUserCalls.push(request.url());
  });
  await page.goto("/admin/mensagens");
  // The sign-in screen is told the page asked for (docs/product.md#sign-in-return).
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fmensagens$/);
  await expect(page.getByRole("heading", { name: "Acesso administrativo" })).toBeVisible();
  expect(apiUserCalls).toEqual([]);
  // API clients still get the 401 they always had.
  const response = await page.request.get("/api/user");
  expect(response.status()).toBe(401);
});

test("the not-found screen keeps the visitor on the site", async ({ page, consoleErrors }) => {
  consoleErrors.allow(failedResourcePattern);
  const response = await page.goto("/servicos/antigo-link");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found", level: 1 })).toBeVisible();
  await expect(page.getByText("Você esqueceu de adicionar a página ao roteador?")).toBeVisible();
  // The site's own header and footer around it.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const onwards = page.getByRole("navigation", { name: "Continuar navegando" });
  await expect(onwards.getByRole("link", { name: "Voltar para o início" })).toHaveAttribute(
    "href",
    "/",
  );
  await onwards.getByRole("link", { name: "Ver o portfólio" }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(
    page.getByRole("navigation", { name: "Filtrar projetos por categoria" }),
  ).toBeVisible();
});
