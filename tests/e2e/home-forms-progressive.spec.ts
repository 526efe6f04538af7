import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiData, uniqueTag } from "../support/admin-e2e.ts";
import { signIn } from "../support/fixtures.ts";
import {
  delayScripts,
  expectNotHydrated,
  recordRequests,
  waitForHydration,
} from "../support/forms-e2e.ts";
import { expectReady } from "../support/hydration.ts";

/*
 * The home's contact form and the footer's newsletter form without JavaScript, and with every
 * script held back 2.5 s (docs/product.md#forms-without-javascript).
 */

test.use({ viewport: { width: 1440, height: 900 } });

interface StoredMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

function contactRequest() {
  const tag = uniqueTag("pe");
  return {
    name: `Helena ${tag}`,
    email: `${tag}@exemplo.com.br`,
    phone: "(11) 97654-3210",
    projectType: "Site Institucional",
    subject: `Orçamento ${tag}`,
    message: "Precisamos de um site novo com blog e formulário de contato.",
  };
}

async function fillContact(page: Page, values: ReturnType<typeof contactRequest>) {
  const form = page.locator("#contato form");
  await form.getByLabel("Nome").fill(values.name);
  await form.getByLabel("E-mail").fill(values.email);
  await form.getByLabel("Telefone").fill(values.phone);
  await form.getByLabel("Tipo de projeto").selectOption(values.projectType);
  await form.getByLabel("Assunto").fill(values.subject);
  await form.getByLabel("Mensagem").fill(values.message);
}

async function storedMessage(request: APIRequestContext, subject: string) {
  await signIn(request);
  const list = await apiData<StoredMessage[]>(request, "/api/admin/contacts");
  return list.find((message) => message.subject === subject);
}

async function subscriberEmails(request: APIRequestContext, email: string) {
  await signIn(request);
  const found = await apiData<{ email: string }[]>(
    request,
    `/api/admin/newsletter?q=${encodeURIComponent(email)}`,
  );
  return found.map((item) => item.email);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form stores the message, says so and offers WhatsApp", async ({
    page,
    request,
  }) => {
    const log = recordRequests(page);
    const values = contactRequest();
    await page.goto("/#contato");
    await fillContact(page, values);
    await page.locator("#contato form").getByRole("button", { name: "Enviar mensagem" }).click();

    const region = page.locator("#contato [data-form-message='success']");
    await expect(region).toContainText("Mensagem enviada!");
    await expect(region).toContainText("Em breve entraremos em contato.");
    const whatsapp = region.getByRole("link", { name: "Continuar no WhatsApp" });
    // The site's own redirect, which counts the click and hands over to wa.me.
    const href = new URL((await whatsapp.getAttribute("href")) ?? "", page.url());
    expect(href.pathname).toBe("/ir/whatsapp");
    const text = href.searchParams.get("text") ?? "";
    for (const value of [values.name, values.email, values.projectType, values.subject]) {
      expect(text).toContain(value);
    }
    expect(text).not.toContain("97654");
    // A new, empty form below the answer.
    await expect(page.locator("#contato form").getByLabel("Nome")).toHaveValue("");

    expect(log.posts("/")).toHaveLength(1);
    log.expectNoneCarries(values.email, values.name, "97654");
    const stored = await storedMessage(request, values.subject);
    expect(stored).toMatchObject({ name: values.name, email: values.email });
  });

  test("a refused contact form comes back with the messages and every value kept", async ({
    page,
    request,
  }) => {
    const log = recordRequests(page);
    const values = { ...contactRequest(), email: "nao-e-email", message: "curta" };
    await page.goto("/#contato");
    await fillContact(page, values);
    await page.locator("#contato form").getByRole("button", { name: "Enviar mensagem" }).click();

    const form = page.locator("#contato form");
    await expect(form.getByText("Endereço de e-mail inválido")).toBeVisible();
    await expect(form.getByText("Mensagem deve ter pelo menos 10 caracteres")).toBeVisible();
    await expect(form.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Nome")).toHaveValue(values.name);
    await expect(form.getByLabel("E-mail")).toHaveValue(values.email);
    await expect(form.getByLabel("Telefone")).toHaveValue(values.phone);
    await expect(form.getByLabel("Tipo de projeto")).toHaveValue(values.projectType);
    await expect(form.getByLabel("Assunto")).toHaveValue(values.subject);
    await expect(form.getByLabel("Mensagem")).toHaveValue(values.message);

    log.expectNoneCarries(values.name, values.subject);
    expect(log.requests.filter((r) => r.method() === "GET" && r.url().includes("?"))).toEqual([]);
    expect(await storedMessage(request, values.subject)).toBeUndefined();
  });

  test("a filled honeypot is answered like a real message and filed as spam", async ({
    page,
    request,
  }) => {
    const values = contactRequest();
    await page.goto("/#contato");
    const honeypot = page.locator("#contato form input[name='website']");
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(page.locator("#contato form [data-honeypot]")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    await expect(page.locator("#contato form input[name='formToken']")).toHaveValue(/\./);
    await fillContact(page, values);
    // What a form-filling robot does: every field, the hidden one too.
    await honeypot.fill("http://spam.example", { force: true });
    await page.locator("#contato form").getByRole("button", { name: "Enviar mensagem" }).click();

    await expect(page.locator("#contato [data-form-message='success']")).toContainText(
      "Mensagem enviada!",
    );
    expect(await storedMessage(request, values.subject)).toBeUndefined();
    const spam = await apiData<StoredMessage[]>(request, "/api/admin/contacts?folder=spam");
    expect(spam.find((message) => message.subject === values.subject)).toMatchObject({
      email: values.email,
    });
  });

  test("the newsletter form subscribes and shows the server's answer", async ({
    page,
    request,
  }) => {
    const log = recordRequests(page);
    const email = `${uniqueTag("nl")}@exemplo.com`;
    await page.goto("/");
    const form = page.getByRole("contentinfo").locator("form");
    await form.getByLabel("Seu e-mail").fill(email);
    await form.getByRole("button", { name: "Inscrever" }).click();

    await expect(page.locator("[data-form-message='success']")).toContainText(
      "Inscrição realizada com sucesso!",
    );
    expect(log.posts("/newsletter")).toHaveLength(1);
    log.expectNoneCarries(email);
    expect(await subscriberEmails(request, email)).toEqual([email]);
  });

  test("a refused newsletter address comes back with its message and the value", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.getByRole("contentinfo").locator("form");
    await form.getByLabel("Seu e-mail").fill("sem-arroba");
    await form.getByRole("button", { name: "Inscrever" }).click();

    await expect(page.locator("[data-form-message='error']")).toContainText("Email inválido");
    await expect(page.getByRole("main").getByLabel("Seu e-mail")).toHaveValue("sem-arroba");
  });
});

test.describe("with scripts arriving 2.5 s late", () => {
  test("what was typed in the contact form survives hydration and is sent", async ({
    page,
    request,
  }) => {
    const scripts = await delayScripts(page);
    await page.addInitScript(() => {
      window.localStorage.setItem("cookie-consent", "essential-only");
      window.open = () => null;
    });
    const values = contactRequest();
    await page.goto("/#contato", { waitUntil: "commit" });
    const form = page.locator("#contato form");
    await expect(form.getByLabel("Mensagem")).toBeVisible();
    // The machine may be slow to type six fields: the first one proves the point.
    await form.getByLabel("Nome").fill(values.name);
    await expectNotHydrated(form);
    scripts.release();
    await fillContact(page, values);

    await waitForHydration(form);
    await expectReady(form);
    await expect(form.getByLabel("Nome")).toHaveValue(values.name);
    await expect(form.getByLabel("Tipo de projeto")).toHaveValue(values.projectType);
    await expect(form.getByLabel("Mensagem")).toHaveValue(values.message);

    const sent = page.waitForRequest(
      (r) => r.method() === "POST" && r.url().endsWith("/api/contact"),
    );
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      name: values.name,
      email: values.email,
      subject: values.subject,
      message: values.message,
    });
    // The toast, and the lasting confirmation in the form's place.
    await expect(
      page.getByRole("region", { name: /^Notificações/ }).getByText("Mensagem enviada!"),
    ).toBeVisible();
    await expect(page.locator("#contato [data-form-message='success']")).toContainText(
      "Mensagem enviada!",
    );
    expect(await storedMessage(request, values.subject)).toMatchObject({ email: values.email });
  });

  test("what was typed in the newsletter form survives hydration and is sent", async ({
    page,
    request,
  }) => {
    const scripts = await delayScripts(page);
    const email = `${uniqueTag("nlslow")}@exemplo.com`;
    await page.goto("/", { waitUntil: "commit" });
    const form = page.getByRole("contentinfo").locator("form");
    await form.getByLabel("Seu e-mail").fill(email);
    await expectNotHydrated(form);
    scripts.release();
    await waitForHydration(form);
    await expect(form.getByLabel("Seu e-mail")).toHaveValue(email);

    const sent = page.waitForRequest((r) => r.url().endsWith("/api/newsletter/subscribe"));
    await form.getByRole("button", { name: "Inscrever" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ email });
    await expect(page.getByText("Inscrição realizada com sucesso!", { exact: true })).toBeVisible();
    expect(await subscriberEmails(request, email)).toEqual([email]);
  });
});

test("the phone is masked as it is typed (docs/product.md#phone-numbers)", async ({ page }) => {
  await page.goto("/#contato");
  const form = page.locator("#contato form");
  await expectReady(form);
  const phone = form.getByLabel("Telefone");
  await phone.pressSequentially("11987654321");
  await expect(phone).toHaveValue("(11) 98765-4321");
  await phone.fill("");
  await phone.pressSequentially("1134567890");
  await expect(phone).toHaveValue("(11) 3456-7890");
  await phone.fill("");
  await phone.pressSequentially("+41 44 668 18 00");
  await expect(phone).toHaveValue("+41446681800");
});
