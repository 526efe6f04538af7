import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test as base, expect } from "../support/fixtures.ts";
import { expectReady, runClockUntil } from "../support/hydration.ts";
import { box, overlaps } from "./boxes.ts";

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
  await expectReady(page.locator('[aria-roledescription="carrossel"]'));
  await page.locator("#contato form").scrollIntoViewIfNeeded();
  await expectReady(page.locator("#contato form"));
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

// Decision 0038: what the notice says without an ads id, and where it sits. The e2e servers run
// without ADS_ID; home-consent-ads.spec.ts starts one with it.
test.describe("cookie notice without an ads id", () => {
  test("says only essential cookies are used, with SPEC's buttons", async ({ page }) => {
    await page.goto("/");
    await expect(notice(page)).toContainText("Sua privacidade importa");
    await expect(notice(page)).toContainText(
      "Usamos apenas cookies essenciais, necessários para o site funcionar, e nenhum de publicidade.",
    );
    await expect(notice(page)).not.toContainText("com a sua permissão");
    for (const name of ["Apenas Essenciais", "Aceitar Todos", "Fechar aviso de cookies"]) {
      await expect(notice(page).getByRole("button", { name })).toBeVisible();
    }
  });

  test("at 1440 px it leaves the hero's calls to action in view", async ({ page }) => {
    await page.goto("/");
    await expect(notice(page)).toBeVisible();
    const drawn = await box(notice(page));
    for (const name of ["Solicitar Orçamento", "Conheça nossos serviços"]) {
      const action = page.locator("#home").getByRole("link", { name });
      await expect(action).toBeInViewport({ ratio: 1 });
      expect(overlaps(await box(action), drawn), name).toBe(false);
    }
  });

  test("the page keeps room for it: its end scrolls clear, and the room goes with the notice", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(notice(page)).toBeVisible();
    const reserved = () =>
      page.evaluate(() => ({
        body: getComputedStyle(document.body).paddingBottom,
        scroll: getComputedStyle(document.documentElement).scrollPaddingBottom,
      }));
    const height = `${Math.ceil((await box(notice(page))).height)}px`;
    await expect.poll(reserved).toEqual({ body: height, scroll: height });

    await loadWholePage(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByRole("contentinfo").getByRole("link", { name: "Termos de Serviço" });
    const top = (await box(notice(page))).y;
    await expect.poll(async () => (await box(last)).y + (await box(last)).height).toBeLessThan(top);

    await notice(page).getByRole("button", { name: "Fechar aviso de cookies" }).click();
    await expect.poll(reserved).toEqual({ body: "0px", scroll: "0px" });
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("it covers neither the hero's quote button nor /portfolio's category chips", async ({
      page,
    }) => {
      await page.goto("/");
      await expect(notice(page)).toBeVisible();
      const quote = page.locator("#home").getByRole("link", { name: "Solicitar Orçamento" });
      await expect(quote).toBeInViewport({ ratio: 1 });
      expect(overlaps(await box(quote), await box(notice(page)))).toBe(false);

      await page.goto("/portfolio");
      await expect(notice(page)).toBeVisible();
      const drawn = await box(notice(page));
      const chips = page
        .getByRole("navigation", { name: "Filtrar projetos por categoria" })
        .getByRole("link");
      expect(await chips.count()).toBeGreaterThan(3);
      for (const chip of await chips.all()) {
        await expect(chip).toBeInViewport({ ratio: 1 });
        expect(overlaps(await box(chip), drawn), (await chip.textContent()) ?? "").toBe(false);
      }
    });
  });
});

// Without scripts nothing optional can run, so there is nothing to ask: no notice, no room kept.
for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test.describe(`without scripts at ${width} px`, () => {
    test.use({ viewport: { width, height }, javaScriptEnabled: false });

    test("no notice is drawn over the first screen's calls to action", async ({ page }) => {
      await page.goto("/");
      await expect(
        page.locator("#home").getByRole("link", { name: "Solicitar Orçamento" }),
      ).toBeInViewport({
        ratio: 1,
      });
      await page.goto("/portfolio");
      const chips = page
        .getByRole("navigation", { name: "Filtrar projetos por categoria" })
        .getByRole("link");
      await expect(chips.first()).toBeInViewport({ ratio: 1 });
      await expect(notice(page)).toHaveCount(0);
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe("0px");
    });
  });
}

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
