import { expect, test } from "@playwright/test";
import { e2eAdmin } from "../support/e2e-admin.ts";
import { gotoHydrated } from "../support/hydration.ts";

test.describe("sign-in", () => {
  test("an anonymous visitor sent to /admin lands on the sign-in screen", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Acesso administrativo" })).toBeVisible();
    await expect(page.getByText("restrita a administradores autorizados")).toBeVisible();
  });

  test("/auth shows the same screen", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Acesso administrativo" })).toBeVisible();
  });

  test("empty fields show the product reference's validation messages", async ({ page }) => {
    await gotoHydrated(page, "/login");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("Usuário é obrigatório")).toBeVisible();
    await expect(page.getByText("Senha é obrigatória")).toBeVisible();
  });

  test("a wrong password shows the failure toast", async ({ page }) => {
    await gotoHydrated(page, "/login");
    await page.getByLabel("Usuário").fill(e2eAdmin.username);
    await page.getByLabel("Senha").fill("senha-errada");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("Falha no login", { exact: true })).toBeVisible();
    await expect(page.getByText("Usuário ou senha incorretos.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("signing in reaches the dashboard; signing out returns to the sign-in screen", async ({
    page,
    request,
  }) => {
    // A returning admin ('de volta'), whichever journey ran first: a first sign-in is greeted
    // 'Bem-vindo(a),' (docs/product.md#sign-in). `request` keeps its cookie to itself.
    const { username, password } = e2eAdmin;
    expect((await request.post("/api/login", { data: { username, password } })).ok()).toBe(true);
    await gotoHydrated(page, "/login");
    await page.getByLabel("Usuário").fill(e2eAdmin.username);
    await page.getByLabel("Senha").fill(e2eAdmin.password);
    await page.getByRole("button", { name: "Entrar" }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Painel de Administração" })).toBeVisible();
    await expect(page.getByText(`Olá, ${e2eAdmin.fullName}`)).toBeVisible();
    await expect(page.getByText("Login realizado com sucesso!", { exact: true })).toBeVisible();
    await expect(
      page.getByText(`Bem-vindo(a) de volta, ${e2eAdmin.fullName}`, { exact: true }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    // Already signed in: the sign-in screen sends the user back to the panel.
    await gotoHydrated(page, "/login");
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Logout realizado", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Você saiu da sua conta com sucesso", { exact: true }),
    ).toBeVisible();

    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test("an unknown path answers 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/pagina-que-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});
