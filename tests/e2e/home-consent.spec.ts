import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test as base, expect } from "../support/fixtures.ts";
import { runClockUntil } from "../support/hydration.ts";

/*
 * The cookie notice (docs/product.md#home, #data-rules, 9; LGPD: no third-party request without 'Aceitar Todos') and
 * the home's accessibility at phone and desktop widths.
 */

const test = base.extend<{ foreignRequests: string[] }>({
  // Every request that leaves the site's own origin.
  foreignRequests: async ({ page, baseURL }, use) => {
    const own = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol === "data:" || url.protocol === "blob:") return;
      if (url.origin !== own) foreign.push(request.url());
    });
    await use(foreign);
  },
});

test.use({ viewport: { width: 1440, height: 900 } });

function notice(page: Page) {
  return page.getByRole("region", { name: "Aviso de cookies" });
}

function storedConsent(page: Page) {
  return page.evaluate(() => window.localStorage.getItem("cookie-consent"));
}

/** Scrolls through the page so every deferred part loads, then waits for the slider and form. */
async function loadWholePage(page: Page) {
  await page.locator("#depoimentos").scrollIntoViewIfNeeded();
  await expect(page.locator('[aria-roledescription="carrossel"]')).toHaveAttribute(
    "data-ready",
    "true",
  );
  await page.locator("#contato form").scrollIntoViewIfNeeded();
  await expect(page.locator("#contato form")).toHaveAttribute("data-ready", "true");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
}

test.describe("cookie notice", () => {
  test("appears 1 s after load when nothing is stored, with the privacy link", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-01-05T12:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T12:00:01Z"));
    // The notice's code comes after the page, and its second starts when the banner's code is
    // asked for (cookie-notice.tsx): the clock runs a frame at a time until then.
    let bannerAskedFor = false;
    page.on("request", (request) => {
      if (/\/assets\/cookie-banner-[\w-]+\.js$/.test(new URL(request.url()).pathname)) {
        bannerAskedFor = true;
      }
    });
    await page.goto("/");
    await expect(page.locator("#contato")).toBeAttached();
    await runClockUntil(page, () => bannerAskedFor);
    await page.clock.runFor(900);
    await expect(notice(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(notice(page)).toBeVisible();
    await expect(
      notice(page).getByRole("link", { name: "Política de Privacidade" }),
    ).toHaveAttribute("href", "/privacidade");
  });

  test("'Apenas Essenciais' stores essential-only, and no request ever leaves the site", async ({
    page,
    foreignRequests,
  }) => {
    await page.addInitScript(() => {
      window.open = (() => null) as typeof window.open;
    });
    await page.goto("/");
    await notice(page).getByRole("button", { name: "Apenas Essenciais" }).click();
    await expect(notice(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe("essential-only");

    // A contact sent afterwards reports no conversion either.
    await loadWholePage(page);
    const form = page.locator("#contato form");
    await form.getByLabel("Nome").fill("Carla Mendes");
    await form.getByLabel("E-mail").fill("carla.mendes@exemplo.com.br");
    await form.getByLabel("Telefone").fill("(21) 99876-5432");
    await form.getByLabel("Tipo de projeto").selectOption("Aplicativos");
    await form.getByLabel("Assunto").fill("Aplicativo de agendamento");
    await form.getByLabel("Mensagem").fill("Queremos um aplicativo para agendar aulas.");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.locator("#contato [data-form-message='success']")).toContainText(
      "Mensagem enviada!",
    );

    await page.reload();
    await loadWholePage(page);
    // Well past the notice's delay, it stays away once a choice is stored.
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(notice(page)).toHaveCount(0);
    expect(foreignRequests).toEqual([]);
  });

  test("'Aceitar Todos' stores accepted; with no ads id configured nothing third-party loads", async ({
    page,
    foreignRequests,
  }) => {
    await page.goto("/");
    await notice(page).getByRole("button", { name: "Aceitar Todos" }).click();
    await expect(notice(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe("accepted");
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(foreignRequests).toEqual([]);
  });

  test("the close button stores nothing, so the notice returns on the next visit", async ({
    page,
  }) => {
    await page.goto("/");
    await notice(page).getByRole("button", { name: "Fechar aviso de cookies" }).click();
    await expect(notice(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBeNull();
    await page.reload();
    await expect(notice(page)).toBeVisible();
  });
});

test.describe("accessibility", () => {
  for (const width of [390, 1440]) {
    test(`the home has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      // Reveal animations are skipped, so nothing is mid-fade while axe measures contrast.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      await expect(notice(page)).toBeVisible();
      await loadWholePage(page);
      if (width < 1024) {
        await page.getByRole("button", { name: "Abrir menu" }).click();
        await expect(page.getByRole("navigation", { name: "Menu móvel" })).toBeVisible();
      }
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
      ).toEqual([]);
    });
  }
});
