import { expect, test } from "@playwright/test";
import { authTexts } from "../../app/features/auth/texts.ts";
import { e2eAdmin } from "../support/e2e-admin.ts";
import {
  delayScripts,
  expectNotHydrated,
  recordRequests,
  waitForHydration,
} from "../support/forms-e2e.ts";

/*
 * The sign-in form without JavaScript and with every script held back 2.5 s
 * (docs/product.md#forms-without-javascript). Runs in the admin group (`forms-auth` is one of its
 * name prefixes in playwright.config.ts).
 */

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/login", "/auth"]) {
    test(`${path} signs in with a POST and reaches the panel`, async ({ page }) => {
      const log = recordRequests(page);
      await page.goto(path);
      await page.getByLabel("Usuário").fill(e2eAdmin.username);
      await page.getByLabel("Senha").fill(e2eAdmin.password);
      await page.getByRole("button", { name: "Entrar" }).click();

      await expect(page).toHaveURL(/\/admin$/);
      // The panel itself needs scripts, and says so (after 6 s at most) under its spinner.
      await expect(page.getByText(authTexts.needsJavaScript)).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole("link", { name: authTexts.backToSite })).toBeVisible();
      expect(log.posts(path)).toHaveLength(1);
      log.expectNoneCarries(e2eAdmin.password);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === "sid")).toMatchObject({ httpOnly: true });
    });
  }

  test("a wrong password comes back with the message, the username and no password", async ({
    page,
  }) => {
    const log = recordRequests(page);
    await page.goto("/login");
    await page.getByLabel("Usuário").fill(e2eAdmin.username);
    await page.getByLabel("Senha").fill("senha-errada-123");
    await page.getByRole("button", { name: "Entrar" }).click();

    const region = page.locator("[data-form-message='error']");
    await expect(region).toContainText("Falha no login");
    await expect(region).toContainText("Usuário ou senha incorretos.");
    await expect(page.getByLabel("Usuário")).toHaveValue(e2eAdmin.username);
    await expect(page.getByLabel("Senha")).toHaveValue("");
    expect(await page.content()).not.toContain("senha-errada-123");
    expect(page.url()).not.toContain("?");
    log.expectNoneCarries("senha-errada-123");
  });

  test("empty fields come back with the validation messages", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("Usuário é obrigatório")).toBeVisible();
    await expect(page.getByText("Senha é obrigatória")).toBeVisible();
  });
});

test("with scripts 2.5 s late, the typed credentials survive hydration and sign in", async ({
  page,
}) => {
  const scripts = await delayScripts(page);
  await page.goto("/login", { waitUntil: "commit" });
  const form = page.locator("form");
  await page.getByLabel("Usuário").fill(e2eAdmin.username);
  await expectNotHydrated(form);
  scripts.release();
  await page.getByLabel("Senha").fill(e2eAdmin.password);
  await waitForHydration(form);
  await expect(page.getByLabel("Usuário")).toHaveValue(e2eAdmin.username);

  const sent = page.waitForRequest((r) => r.url().endsWith("/api/login"));
  await page.getByRole("button", { name: "Entrar" }).click();
  expect((await sent).postDataJSON()).toEqual({
    username: e2eAdmin.username,
    password: e2eAdmin.password,
  });
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
});
