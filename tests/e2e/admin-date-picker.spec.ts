import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, toastRegion, uniqueTag } from "../support/admin-e2e.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { screenshotToLookAt } from "../support/screenshots.ts";

/*
 * The back office's one date field (docs/product.md#date-fields, decision 0039) on every screen
 * that has one: dd/MM/yyyy typed or picked from a pt-BR calendar, by mouse or keyboard, a clear
 * message for a day that does not exist, at 390 and 1440 px.
 */

test.use({ failedLoadsExpected: true });

const saoPauloToday = () =>
  new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(new Date());

/** The calendar popover of the field labelled `label`. */
const calendarOf = (page: Page, label: string) =>
  page.getByRole("dialog", { name: `Calendário: ${label}` });

/** A day of a calendar, by its pt-BR name ('5 de janeiro de 2026'; not the 15th nor the 25th). */
const dayButton = (calendar: Locator, day: string) =>
  calendar.getByRole("button", { name: new RegExp(`, ${day}`) });

async function openCalendar(page: Page, label: string) {
  await page.getByRole("button", { name: `Abrir calendário: ${label}` }).click();
  const calendar = calendarOf(page, label);
  await expect(calendar.getByRole("grid")).toBeVisible();
  return calendar;
}

/** Nothing wider than the screen, and the calendar wholly on it. */
async function expectOnScreen(page: Page, calendar: Locator, width: number) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const box = (await calendar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });
    test.beforeEach(({ page }) => signIn(page.request));

    test("the activity log filters by days typed, picked and chosen by keyboard", async ({
      page,
    }) => {
      test.slow();
      await page.goto("/admin/atividade");
      const table = page.getByRole("table", { name: /Registro de atividades/ });
      await expect(table).toBeVisible();
      const from = page.getByLabel("De", { exact: true });

      // Typed: digits alone become dd/MM/yyyy, and the list asks the server for that day.
      const typed = page.waitForRequest((r) => r.url().includes("from=2000-01-02"));
      await from.pressSequentially("02012000");
      await expect(from).toHaveValue("02/01/2000");
      await typed;

      // A day that does not exist says so, and filters nothing.
      await from.fill("");
      await from.pressSequentially("31022024");
      await from.press("Tab");
      await expect(page.getByText("A data 31/02/2024 não existe.")).toBeVisible();
      await expect(from).toHaveAttribute("aria-invalid", "true");
      await expect(table).toBeVisible();

      // Picked: 'Até' from its calendar, in pt-BR.
      await page.getByRole("button", { name: "Limpar data: De" }).click();
      await expect(from).toHaveValue("");
      await expect(page.getByText("A data 31/02/2024 não existe.")).toHaveCount(0);
      const until = await openCalendar(page, "Até");
      // Weekdays and months in Portuguese.
      await expect(until.locator("thead")).toHaveText("domsegterquaquisexsáb");
      await expect(until.getByRole("combobox", { name: "Escolha o mês" })).toContainText("março");
      await until.getByRole("combobox", { name: "Escolha o ano" }).selectOption("2001");
      await until.getByRole("combobox", { name: "Escolha o mês" }).selectOption("0");
      await expectOnScreen(page, until, width);
      await screenshotToLookAt(page, `adm-date-picker-activity-${width}`);
      const picked = page.waitForRequest((r) => r.url().includes("to=2001-01-15"));
      await dayButton(until, "15 de janeiro de 2001").click();
      await expect(until).toBeHidden();
      await expect(page.getByLabel("Até", { exact: true })).toHaveValue("15/01/2001");
      await picked;
      await expect(page.getByText("Nenhuma atividade encontrada")).toBeVisible();

      // Keyboard: Alt+↓ opens the calendar on the chosen day, arrows move, Enter picks and the
      // focus comes back to the field; Escape closes without a change.
      const to = page.getByLabel("Até", { exact: true });
      await to.focus();
      await page.keyboard.press("Alt+ArrowDown");
      await expect(until.getByRole("grid")).toBeVisible();
      await expect(dayButton(until, "15 de janeiro de 2001")).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect(until).toBeHidden();
      await expect(to).toHaveValue("23/01/2001");
      await expect(to).toBeFocused();
      await page.keyboard.press("Alt+ArrowDown");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Escape");
      await expect(until).toBeHidden();
      await expect(to).toHaveValue("23/01/2001");

      // Emptied, the whole log is back.
      await page.getByRole("button", { name: "Limpar data: Até" }).click();
      await expect(table).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("a data-subject request is registered with the day it arrived", async ({ page }) => {
      await page.goto("/admin/privacidade");
      const received = page.getByLabel("Recebida em", { exact: true });
      // docs/product.md#privacy: today by default, shown dd/MM/yyyy.
      await expect(received).toHaveValue(saoPauloToday());
      await page.getByLabel("E-mail", { exact: true }).fill(`${uniqueTag("datas")}@exemplo.com`);

      // After today: refused in the field, and nothing is sent.
      let posted = false;
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().endsWith("/api/admin/privacy/requests")) posted = true;
      });
      await received.fill("");
      await received.pressSequentially("01012099");
      await expect(page.getByText(`Informe uma data até ${saoPauloToday()}.`)).toBeVisible();
      await page.getByRole("button", { name: "Registrar solicitação" }).click();
      await expect(received).toHaveAttribute("aria-invalid", "true");
      expect(posted).toBe(false);

      // Emptied: the field asks for a date.
      await received.fill("");
      await received.press("Enter");
      await expect(page.getByText("Informe a data.")).toBeVisible();
      expect(posted).toBe(false);

      // Picked from the calendar, where days after today cannot be chosen.
      const calendar = await openCalendar(page, "Recebida em");
      await calendar.getByRole("combobox", { name: "Escolha o ano" }).selectOption("2026");
      await calendar.getByRole("combobox", { name: "Escolha o mês" }).selectOption("0");
      await expectOnScreen(page, calendar, width);
      await screenshotToLookAt(page, `adm-date-picker-privacy-${width}`);
      await dayButton(calendar, "5 de janeiro de 2026").click();
      await expect(received).toHaveValue("05/01/2026");
      const request = page.waitForRequest(
        (r) => r.method() === "POST" && r.url().endsWith("/api/admin/privacy/requests"),
      );
      await page.getByRole("button", { name: "Registrar solicitação" }).click();
      expect((await request).postDataJSON()).toMatchObject({ receivedOn: "2026-01-05" });
      await expect(toastRegion(page).getByText("Solicitação registrada")).toBeVisible();
      await expect(page.getByText(/recebida em 05\/01\/2026/).first()).toBeVisible();
    });

    test("the project form's date is typed, picked and cleared", async ({ page }) => {
      await page.goto("/admin/portfolio/novo");
      const date = page.getByLabel("Data do Projeto", { exact: true });
      // docs/product.md#project-form: today by default.
      await expect(date).toHaveValue(saoPauloToday());

      await date.fill("");
      await date.pressSequentially("30022023");
      await expect(page.getByText("A data 30/02/2023 não existe.")).toBeVisible();
      // Submitting with it sends nothing: the field's message stays.
      await page.getByRole("button", { name: "Criar Projeto" }).click();
      await expect(page.getByText("A data 30/02/2023 não existe.")).toBeVisible();

      await date.fill("");
      await date.pressSequentially("1/3/2023");
      await expect(date).toHaveValue("01/03/2023");
      const calendar = await openCalendar(page, "Data do Projeto");
      await expect(dayButton(calendar, "1 de março de 2023")).toBeFocused();
      await expectOnScreen(page, calendar, width);
      await screenshotToLookAt(page, `adm-date-picker-project-${width}`);
      await dayButton(calendar, "15 de março de 2023").click();
      await expect(date).toHaveValue("15/03/2023");

      await page.getByRole("button", { name: "Limpar data: Data do Projeto" }).click();
      await expect(date).toHaveValue("");
      await expect(date).toBeFocused();
      await expectNoAxeViolations(page);
    });
  });
}
