import type { Page } from "@playwright/test";
import { createEditor, editorPassword, expectNoAxeViolations } from "../support/admin-e2e.ts";
import { expect, signIn, test } from "../support/fixtures.ts";

/*
 * The back office's navigation (docs/product.md#admin-navigation): on every screen, the screens
 * the role may open with the current one marked; a sidebar on wide screens, a 'Menu' disclosure
 * on phones that works from the keyboard alone.
 */

test.use({ failedLoadsExpected: true });

const adminEntries = [
  "Painel",
  "Conteúdo",
  "Portfólio",
  "Mídia",
  "Depoimentos",
  "Mensagens",
  "Newsletter",
  "Estatísticas",
  "Usuários",
  "LGPD",
  "Atividade",
  "Configurações",
];
const editorEntries = adminEntries.slice(0, 8);

const menu = (page: Page) => page.getByRole("navigation", { name: "Menu do painel" });
const menuButton = (page: Page) => menu(page).getByRole("button", { name: "Menu" });

/** The menu's entries as a person sees them: on a phone, once 'Menu' is open. */
async function visibleEntries(page: Page, phone: boolean) {
  if (phone) {
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menu(page).getByRole("link")).toHaveCount(0);
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  } else {
    await expect(menuButton(page)).toHaveCount(0);
  }
  return menu(page).getByRole("link");
}

for (const width of [390, 1440]) {
  const phone = width < 500;
  test.describe(`navigation at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 900 } });

    test("an admin sees every screen, the current one marked, on every screen", async ({
      page,
    }) => {
      await signIn(page.request);
      await page.goto("/admin");
      await expect(menu(page)).toHaveCount(1);
      const entries = await visibleEntries(page, phone);
      await expect(entries).toHaveText(adminEntries);
      const current = menu(page).locator("[aria-current]");
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText("Painel");
      await expect(current).toHaveAttribute("aria-current", "page");
      await expect(current).toHaveAttribute("href", "/admin");
      await expectNoAxeViolations(page);

      // A list screen: marked there, and its SPEC back link kept.
      await page.goto("/admin/newsletter");
      await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
      await visibleEntries(page, phone);
      await expect(menu(page).locator('[aria-current="page"]')).toHaveText("Newsletter");
      await expect(page.getByRole("link", { name: "Voltar ao painel" })).toHaveAttribute(
        "href",
        "/admin",
      );

      // A page under a screen (the project form) marks that screen as where the person is.
      await page.goto("/admin/portfolio/novo");
      await expect(page.getByRole("heading", { level: 1, name: "Novo Projeto" })).toBeVisible();
      await visibleEntries(page, phone);
      await expect(menu(page).locator("[aria-current]")).toHaveText("Portfólio");
      await expect(menu(page).locator("[aria-current]")).toHaveAttribute("aria-current", "true");

      // Minha conta lives in every screen's header, not in the menu: nothing is marked there.
      await page.goto("/admin/conta");
      await expect(page.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();
      await visibleEntries(page, phone);
      await expect(menu(page).locator("[aria-current]")).toHaveCount(0);
    });

    test("an editor sees only the screens an editor may open", async ({ page, browser }) => {
      test.slow();
      await signIn(page.request);
      const editor = await createEditor(page.request);
      const context = await browser.newContext({
        viewport: { width, height: phone ? 844 : 900 },
      });
      const editorPage = await context.newPage();
      await signIn(editorPage.request, editor.username, editorPassword);
      await editorPage.goto("/admin/mensagens");
      await expect(editorPage.getByRole("heading", { level: 1, name: "Mensagens" })).toBeVisible();
      const entries = await visibleEntries(editorPage, phone);
      await expect(entries).toHaveText(editorEntries);
      await expect(menu(editorPage).locator('[aria-current="page"]')).toHaveText("Mensagens");
      await expect(menu(editorPage).getByText("Administração")).toHaveCount(0);
      await context.close();
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, navigates and closes from the keyboard alone", async ({ page }) => {
    await signIn(page.request);
    await page.goto("/admin");
    await expect(
      page.getByRole("heading", { level: 1, name: "Painel de Administração" }),
    ).toBeVisible();
    // Only the bar shows until the menu is opened.
    await expect(menu(page).getByRole("link")).toHaveCount(0);

    // Tab from the top: the skip link, then 'Menu'.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Pular para o conteúdo" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menuButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(menu(page).getByRole("link", { name: "Mensagens" })).toBeVisible();

    // Escape closes it and leaves the focus on 'Menu'.
    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("link", { name: "Painel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton(page)).toBeFocused();
    await expect(menu(page).getByRole("link")).toHaveCount(0);

    // Space opens it again; Tab to 'Mensagens' and Enter goes there, and the menu closes.
    await page.keyboard.press("Space");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    for (const entry of ["Painel", "Conteúdo", "Portfólio", "Mídia", "Depoimentos", "Mensagens"]) {
      await page.keyboard.press("Tab");
      await expect(menu(page).getByRole("link", { name: entry })).toBeFocused();
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/mensagens$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mensagens" })).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menu(page).getByRole("link")).toHaveCount(0);

    // A tap works the same, and marks the new screen.
    await menuButton(page).click();
    await expect(menu(page).locator('[aria-current="page"]')).toHaveText("Mensagens");
    await menu(page).getByRole("link", { name: "Configurações" }).click();
    await expect(page).toHaveURL(/\/admin\/configuracoes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Configurações" })).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the sidebar stays beside every screen and moves its mark with the screen", async ({
    page,
  }) => {
    await signIn(page.request);
    await page.goto("/admin");
    const sidebar = menu(page);
    const box = await sidebar.boundingBox();
    // Beside the screen, not above it, and still in view once the screen is scrolled to its end.
    expect(box?.x).toBe(0);
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(heading!.x).toBeGreaterThan(box!.width);
    await expect(page.getByRole("region", { name: "Áreas de gestão" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(sidebar.getByRole("link", { name: "Painel" })).toBeInViewport();
    await expect(sidebar.getByRole("link", { name: "Configurações" })).toBeInViewport();

    await sidebar.getByRole("link", { name: "Depoimentos" }).click();
    await expect(page).toHaveURL(/\/admin\/depoimentos$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Moderação de Depoimentos" }),
    ).toBeVisible();
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText("Depoimentos");

    // On a fresh load the skip link is the first stop, and takes the keyboard past the menu.
    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: "Moderação de Depoimentos" }),
    ).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Voltar ao painel" })).toBeFocused();
  });
});
