import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { waitForHydration } from "../support/forms-e2e.ts";
import { expectReady } from "../support/hydration.ts";

/*
 * The home's contact form (docs/product.md#home, #data-rules, 5, 7.2, 8.3) and the footer newsletter form
 * (docs/product.md#data-rules, #validation, 8.3). Every journey fails on a console error it did not expect.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem("cookie-consent", "essential-only");
    // Record the WhatsApp hand-off instead of opening a tab.
    const opened: { url: string; target?: string; features?: string }[] = [];
    (window as unknown as { __opened: typeof opened }).__opened = opened;
    window.open = ((url?: string | URL, target?: string, features?: string) => {
      opened.push({ url: String(url), target, features });
      return null;
    }) as typeof window.open;
  });
});

function openedTabs(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { __opened: { url: string; target?: string; features?: string }[] })
        .__opened,
  );
}

/** Where toasts show (the Radix viewport, named 'Notificações (F8)'). */
function notifications(page: Page) {
  return page.getByRole("region", { name: /^Notificações/ });
}

/** The contact form's code loads as its section nears the viewport. */
async function contactForm(page: Page) {
  await page.goto("/");
  const form = page.locator("#contato form");
  await form.scrollIntoViewIfNeeded();
  await expectReady(form);
  return form;
}

const request = {
  name: "Beatriz Nogueira",
  email: "beatriz.nogueira@exemplo.com.br",
  phone: "(11) 97654-3210",
  projectType: "Site Institucional",
  subject: "Novo site para o escritório",
  message: "Precisamos de um site novo com blog e formulário de contato.",
};

async function fillContact(page: Page, values = request) {
  const form = page.locator("#contato form");
  await form.getByLabel("Nome").fill(values.name);
  await form.getByLabel("E-mail").fill(values.email);
  await form.getByLabel("Telefone").fill(values.phone);
  await form.getByLabel("Tipo de projeto").selectOption(values.projectType);
  await form.getByLabel("Assunto").fill(values.subject);
  await form.getByLabel("Mensagem").fill(values.message);
}

test.describe("contact form", () => {
  test("empty submit shows docs/product.md#validation's messages and opens nothing", async ({
    page,
  }) => {
    const form = await contactForm(page);
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    for (const message of [
      "Nome deve ter pelo menos 2 caracteres",
      "Endereço de e-mail inválido",
      "Telefone deve ter pelo menos 10 dígitos",
      "Selecione o tipo de projeto",
      "Assunto deve ter pelo menos 5 caracteres",
      "Mensagem deve ter pelo menos 10 caracteres",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel("Nome")).toBeFocused();
    await expect(form.getByLabel("Nome")).toHaveAttribute("aria-invalid", "true");
    expect(await openedTabs(page)).toEqual([]);

    // Messages follow corrections.
    await form.getByLabel("Nome").fill("Bia");
    await expect(form.getByText("Nome deve ter pelo menos 2 caracteres")).toHaveCount(0);
    await form.getByLabel("E-mail").fill("nao-e-email");
    await expect(form.getByText("Endereço de e-mail inválido")).toBeVisible();
  });

  test("a valid request opens WhatsApp (without the phone), is sent, toasts and resets", async ({
    page,
  }) => {
    const form = await contactForm(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sentBody: Record<string, string> | null = null;
    await page.route("**/api/contact", async (route) => {
      sentBody = route.request().postDataJSON() as Record<string, string>;
      await held;
      await route.continue();
    });

    await fillContact(page);
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    const pending = form.getByRole("button", { name: "Enviando..." });
    await expect(pending).toBeDisabled();
    release();

    const toast = notifications(page);
    await expect(toast.getByText("Mensagem enviada!", { exact: true })).toBeVisible();
    await expect(toast.getByText("Em breve entraremos em contato.", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Nome")).toHaveValue("");
    await expect(form.getByLabel("Mensagem")).toHaveValue("");
    await expect(form.getByLabel("Tipo de projeto")).toHaveValue("");
    await expect(form.getByRole("button", { name: "Enviar mensagem" })).toBeEnabled();

    // The fields as typed, plus the form token (docs/product.md#spam) and the page's language; an
    // empty honeypot is left out.
    const { formToken, ...fields } = sentBody as unknown as Record<string, string>;
    expect(fields).toEqual({ ...request, language: "pt-BR" });
    expect(formToken).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);

    const tabs = await openedTabs(page);
    expect(tabs).toHaveLength(1);
    expect(tabs[0]!.target).toBe("_blank");
    expect(tabs[0]!.features).toContain("noopener");
    // The site's own redirect, which counts the click and hands over to wa.me.
    const url = new URL(tabs[0]!.url, page.url());
    expect(url.pathname).toBe("/ir/whatsapp");
    const text = url.searchParams.get("text") ?? "";
    for (const value of [
      request.name,
      request.email,
      request.projectType,
      request.subject,
      request.message,
    ]) {
      expect(text).toContain(value);
    }
    expect(text).not.toContain(request.phone);
    expect(text).not.toContain("97654");
  });

  test("on a phone, a sent request leaves a lasting confirmation with 'Continuar no WhatsApp'", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const form = await contactForm(page);
    const confirmation = page.locator("#contato [data-form-message='success']");
    await expect(confirmation).toHaveCount(0);
    await fillContact(page);
    await form.getByRole("button", { name: "Enviar mensagem" }).click();

    // The toast, as before...
    await expect(notifications(page).getByText("Mensagem enviada!", { exact: true })).toBeVisible();
    // ...and in the form's place the confirmation a post without JavaScript shows, in view and
    // focused (the button that was pressed went with the old form).
    await expect(confirmation).toContainText("Mensagem enviada!");
    await expect(confirmation).toContainText("Em breve entraremos em contato.");
    await expect(confirmation).toBeInViewport();
    await expect(confirmation.locator("..")).toBeFocused();
    const whatsapp = confirmation.getByRole("link", { name: "Continuar no WhatsApp" });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    // The same hand-off as the tab it tried to open, for when that tab was blocked.
    const [opened] = await openedTabs(page);
    expect(await whatsapp.getAttribute("href")).toBe(opened!.url);
    await expect(form.getByLabel("Nome")).toHaveValue("");

    // The toast goes (5 s); the confirmation stays.
    await expect(notifications(page).getByText("Mensagem enviada!")).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(confirmation).toBeVisible();
    await expect(whatsapp).toBeVisible();
  });

  test("a server failure shows 'Erro ao enviar mensagem' with the server's message", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500/);
    const form = await contactForm(page);
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, message: "Erro interno do servidor" },
      }),
    );
    await fillContact(page);
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByText("Erro ao enviar mensagem", { exact: true })).toBeVisible();
    await expect(page.getByText("Erro interno do servidor", { exact: true })).toBeVisible();
    // Nothing is lost: the visitor can try again. Nothing claims it was sent.
    await expect(form.getByLabel("Nome")).toHaveValue(request.name);
    await expect(page.locator("#contato [data-form-message]")).toHaveCount(0);
  });

  test("a network failure says 'Tente novamente mais tarde.'", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_FAILED|Failed to fetch|net::/);
    const form = await contactForm(page);
    await page.route("**/api/contact", (route) => route.abort("failed"));
    await fillContact(page);
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByText("Erro ao enviar mensagem", { exact: true })).toBeVisible();
    await expect(page.getByText("Tente novamente mais tarde.", { exact: true })).toBeVisible();
  });
});

test.describe("newsletter form", () => {
  function newsletter(page: Page) {
    return page.getByRole("contentinfo").locator("form");
  }

  test("an empty e-mail toasts 'Erro' / 'Por favor, informe seu email' without a request", async ({
    page,
  }) => {
    let requests = 0;
    await page.route("**/api/newsletter/subscribe", (route) => {
      requests += 1;
      return route.continue();
    });
    await page.goto("/");
    const form = newsletter(page);
    // The footer hydrates when its own chunk arrives, after the page's scripts.
    await waitForHydration(form);
    await expect(form.getByLabel("Seu e-mail")).toHaveAttribute("type", "email");
    await form.getByRole("button", { name: "Inscrever" }).click();
    await expect(page.getByText("Erro", { exact: true })).toBeVisible();
    await expect(page.getByText("Por favor, informe seu email", { exact: true })).toBeVisible();
    expect(requests).toBe(0);
  });

  test("a new address subscribes, the field clears; the same address again is answered alike", async ({
    page,
  }) => {
    await page.goto("/");
    const form = newsletter(page);
    // The footer hydrates when its own chunk arrives, after the page's scripts.
    await waitForHydration(form);
    const email = `home-e2e-${Date.now()}@exemplo.com.br`;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/newsletter/subscribe", async (route) => {
      await held;
      await route.continue();
    });
    await form.getByLabel("Seu e-mail").fill(email);
    await form.getByRole("button", { name: "Inscrever" }).click();
    await expect(form.getByRole("button", { name: "Enviando..." })).toBeDisabled();
    release();
    await expect(page.getByText("Inscrição realizada com sucesso!", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Seu e-mail")).toHaveValue("");

    // docs/product.md#newsletter-rules: a repeat is answered like a new address, so the form
    // tells no one who subscribes.
    await page.unroute("**/api/newsletter/subscribe");
    const repeated = page.waitForResponse((r) => r.url().endsWith("/api/newsletter/subscribe"));
    await form.getByLabel("Seu e-mail").fill(email);
    await form.getByRole("button", { name: "Inscrever" }).click();
    const answer = await repeated;
    expect(answer.status()).toBe(201);
    expect(await answer.text()).toBe(
      '{"success":true,"message":"Inscrição realizada com sucesso!"}',
    );
    await expect(form.getByLabel("Seu e-mail")).toHaveValue("");
  });

  test("failures: the server's message, its fallback, and the network message", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/, /ERR_FAILED|net::/);
    await page.goto("/");
    const form = newsletter(page);
    // The footer hydrates when its own chunk arrives, after the page's scripts.
    await waitForHydration(form);
    const input = form.getByLabel("Seu e-mail");
    const submit = form.getByRole("button", { name: "Inscrever" });

    // The real server rejects a malformed address with docs/product.md#validation's message.
    await input.fill("nao-e-um-email");
    await submit.click();
    await expect(page.getByText("Email inválido", { exact: true })).toBeVisible();
    await expect(input).toHaveValue("nao-e-um-email");

    // A success: false answer without a message.
    await page.route("**/api/newsletter/subscribe", (route) =>
      route.fulfill({ json: { success: false } }),
    );
    await input.fill("alguem@exemplo.com.br");
    await submit.click();
    await expect(
      page.getByText("Ocorreu um erro ao processar sua inscrição.", { exact: true }),
    ).toBeVisible();

    // A success: false answer with one.
    await page.unroute("**/api/newsletter/subscribe");
    await page.route("**/api/newsletter/subscribe", (route) =>
      route.fulfill({ json: { success: false, message: "Inscrições temporariamente fechadas." } }),
    );
    await submit.click();
    await expect(
      page.getByText("Inscrições temporariamente fechadas.", { exact: true }),
    ).toBeVisible();

    // The network fails.
    await page.unroute("**/api/newsletter/subscribe");
    await page.route("**/api/newsletter/subscribe", (route) => route.abort("failed"));
    await submit.click();
    await expect(
      page.getByText("Não foi possível processar sua inscrição. Tente novamente mais tarde.", {
        exact: true,
      }),
    ).toBeVisible();
  });
});
