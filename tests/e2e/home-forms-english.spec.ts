import type { Page } from "@playwright/test";
import { apiData, uniqueTag } from "../support/admin-e2e.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { waitForHydration } from "../support/forms-e2e.ts";
import { expectReady } from "../support/hydration.ts";

/*
 * The home's contact form, the footer's newsletter form and the cookie notice on the English
 * pages (docs/architecture.md#locales): English texts, English messages in the browser and in the
 * answer to a post without JavaScript, links that stay in English. The JSON API keeps SPEC's pt-BR.
 */

test.use({ viewport: { width: 1440, height: 900 } });

function englishRequest() {
  const tag = uniqueTag("en");
  return {
    name: `Anna ${tag}`,
    email: `${tag}@example.ch`,
    phone: "(11) 97654-3210",
    // The stored value stays pt-BR; the option reads 'Corporate website'.
    projectType: "Site Institucional",
    subject: `Quote ${tag}`,
    message: "We need a new website with a blog and a contact form.",
  };
}

async function fillContact(page: Page, values: ReturnType<typeof englishRequest>) {
  const form = page.locator("#contato form");
  await form.getByLabel("Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Phone").fill(values.phone);
  await form.getByLabel("Project type").selectOption({ label: "Corporate website" });
  await form.getByLabel("Subject").fill(values.subject);
  await form.getByLabel("Message").fill(values.message);
}

const footerForm = (page: Page) => page.getByRole("contentinfo").locator("form");

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem("cookie-consent", "essential-only");
      // Record the WhatsApp hand-off instead of opening a tab.
      const opened: string[] = [];
      (window as unknown as { __opened: string[] }).__opened = opened;
      window.open = ((url?: string | URL) => {
        opened.push(String(url));
        return null;
      }) as typeof window.open;
    });
  });

  test("the contact section and form speak English, validate in English and hand over in English", async ({
    page,
  }) => {
    await page.goto("/en");
    const section = page.locator("#contato");
    await expect(
      section.getByRole("heading", { name: "Shall we talk about your project?" }),
    ).toBeVisible();
    await expect(section.getByRole("heading", { name: "Opening hours" })).toBeVisible();
    await expect(section.getByText("Social media", { exact: true })).toBeVisible();
    const form = section.locator("form");
    await form.scrollIntoViewIfNeeded();
    await expectReady(form);
    await expect(form).toHaveAttribute("action", "/en?index#contato");
    await expect(form.getByLabel("Name")).toHaveAttribute("placeholder", "Your full name");
    await expect(form.getByRole("option", { name: "Corporate website" })).toHaveAttribute(
      "value",
      "Site Institucional",
    );

    await form.getByRole("button", { name: "Send message" }).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Invalid email address",
      "Phone must have at least 10 digits",
      "Choose the project type",
      "Subject must be at least 5 characters",
      "Message must be at least 10 characters",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByText("Nome deve ter pelo menos 2 caracteres")).toHaveCount(0);

    let sentBody: Record<string, string> | null = null;
    await page.route("**/api/contact", async (route) => {
      sentBody = route.request().postDataJSON() as Record<string, string>;
      await route.continue();
    });
    const values = englishRequest();
    await fillContact(page, values);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Message sent!", { exact: true }).first()).toBeVisible();
    await expect(section.getByRole("link", { name: "Continue on WhatsApp" })).toBeVisible();
    expect(sentBody).toMatchObject({ projectType: "Site Institucional", subject: values.subject });

    const opened = await page.evaluate(
      () => (window as unknown as { __opened: string[] }).__opened,
    );
    expect(opened).toHaveLength(1);
    const text = new URL(opened[0]!, page.url()).searchParams.get("text") ?? "";
    expect(text).toContain(
      "Hello! I found you through your website and would like to request a quote.",
    );
    expect(text).toContain("*Project type:* Corporate website");

    // The message records its page's language, and staff see it in the inbox (in Portuguese).
    expect(sentBody).toMatchObject({ language: "en" });
    await signIn(page.request);
    const inbox = await apiData<{ id: number; subject: string; language: string }[]>(
      page.request,
      `/api/admin/contacts?q=${encodeURIComponent(values.subject)}`,
    );
    const stored = inbox.find((message) => message.subject === values.subject)!;
    expect(stored.language).toBe("en");
    await page.goto("/admin/mensagens");
    await page.getByRole("searchbox", { name: "Buscar mensagens..." }).fill(values.subject);
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByTitle("Idioma: Inglês")).toContainText("EN");
    await rows
      .nth(1)
      .getByRole("button", { name: `Ver mensagem de ${values.name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Detalhes da Mensagem" });
    await expect(dialog.getByText("Idioma", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Inglês", { exact: true })).toBeVisible();
  });

  test("the footer's newsletter form answers in English and links to the English policy", async ({
    page,
    consoleErrors,
  }) => {
    // A refused address or form is a 400, as in pt-BR.
    consoleErrors.allow(/status of 400/);
    await page.goto("/en/portfolio");
    const form = footerForm(page);
    await waitForHydration(form);
    await expect(form.getByRole("link", { name: "How we handle your data" })).toHaveAttribute(
      "href",
      "/en/privacy",
    );
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Please enter your email", { exact: true })).toBeVisible();

    await form.getByLabel("Your email").fill("no-at-sign");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Invalid email", { exact: true })).toBeVisible();

    await form.getByLabel("Your email").fill(`${uniqueTag("nl-en")}@example.ch`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("You are subscribed!", { exact: true })).toBeVisible();
    // The API itself keeps SPEC's pt-BR.
    const answer = await page.request.post("/api/newsletter/subscribe", {
      data: { email: "no-at-sign", name: "" },
    });
    expect(await answer.text()).toContain("Email inválido");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused contact form comes back in English, and a valid one is sent", async ({
    page,
    consoleErrors,
  }) => {
    // A refused address or form is a 400, as in pt-BR.
    consoleErrors.allow(/status of 400/);
    const values = { ...englishRequest(), email: "not-an-email", message: "short" };
    await page.goto("/en#contato");
    await fillContact(page, values);
    const form = page.locator("#contato form");
    await form.getByRole("button", { name: "Send message" }).click();
    // Answered by the English home's action.
    await expect(form.getByText("Invalid email address")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/en");
    await expect(form.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(form.getByLabel("Subject")).toHaveValue(values.subject);

    await form.getByLabel("Email").fill("anna@example.ch");
    await form.getByLabel("Message").fill("We need a new website with a blog.");
    await form.getByRole("button", { name: "Send message" }).click();
    const region = page.locator("#contato [data-form-message='success']");
    await expect(region).toContainText("Message sent!");
    await expect(region).toContainText("We will be in touch soon.");
    const whatsapp = region.getByRole("link", { name: "Continue on WhatsApp" });
    const href = new URL((await whatsapp.getAttribute("href")) ?? "", page.url());
    expect(href.searchParams.get("text")).toContain("*Project type:* Corporate website");

    // Posted to /en?index, the message records the English page's language.
    await signIn(page.request);
    const inbox = await apiData<{ subject: string; language: string }[]>(
      page.request,
      `/api/admin/contacts?q=${encodeURIComponent(values.subject)}`,
    );
    expect(inbox.find((message) => message.subject === values.subject)?.language).toBe("en");
  });

  test("the footer's newsletter form posts to /en/newsletter, answered in English", async ({
    page,
    consoleErrors,
  }) => {
    // A refused address or form is a 400, as in pt-BR.
    consoleErrors.allow(/status of 400/);
    await page.goto("/en/testimonials");
    await footerForm(page).getByLabel("Your email").fill("no-at-sign");
    await footerForm(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/en\/newsletter$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("[data-form-message='error']")).toContainText("Invalid email");
    const main = page.getByRole("main");
    await expect(main.getByLabel("Your email")).toHaveValue("no-at-sign");

    await main.getByLabel("Your email").fill(`${uniqueTag("nl-en")}@example.ch`);
    await main.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("[data-form-message='success']")).toContainText(
      "You are subscribed!",
    );
    await expect(main.getByRole("link", { name: "Back to the website" })).toHaveAttribute(
      "href",
      "/en",
    );
  });

  test("the newsletter's link pages are English under /en", async ({ page }) => {
    await page.goto("/en/newsletter/unsubscribe?token=forged");
    await expect(
      page.getByRole("heading", { name: "Unsubscribe from the newsletter" }),
    ).toBeVisible();
    await expect(page.locator("[data-form-message='error']")).toContainText(
      "Invalid or expired link",
    );
    await page.goto("/en/newsletter/confirm?token=forged");
    await expect(
      page.getByRole("heading", { name: "Confirm your newsletter subscription" }),
    ).toBeVisible();
  });
});

test("the cookie notice speaks English, links to the English policy, and the policy shows the choice", async ({
  page,
}) => {
  await page.goto("/en");
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Your privacy matters");
  await expect(notice.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/en/privacy",
  );
  await expect(notice.getByRole("button", { name: "Accept All" })).toBeVisible();
  await notice.getByRole("button", { name: "Essential Only" }).click();
  await expect(notice).toBeHidden();

  await page.goto("/en/privacy");
  await expect(page.getByText("Your current choice:")).toContainText("Essential Only");
  await expect(page.getByRole("button", { name: "Review my cookie choice" })).toBeVisible();
});
