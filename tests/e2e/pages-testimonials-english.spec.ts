import type { Page } from "@playwright/test";
import { apiData, uniqueTag } from "../support/admin-e2e.ts";
import { signIn } from "../support/fixtures.ts";
import { expect, publicTestimonials, test } from "./pages-fixtures.ts";

/*
 * /en/testimonials and /en/testimonials/new (docs/architecture.md#locales): the pages, the cards
 * and the form's messages in English, links staying in English, and the form posted without
 * JavaScript answered in English by the page's action.
 */

const form = (page: Page) => page.locator("#conteudo form");

function submission() {
  const tag = uniqueTag("en");
  return {
    clientName: `Anna ${tag}`,
    clientEmail: `${tag}@example.ch`,
    projectType: "Site Institucional",
    content: `Clear communication and a launch on schedule (${tag}).`,
  };
}

async function fill(page: Page, values: ReturnType<typeof submission>) {
  await form(page).getByLabel("Name", { exact: true }).fill(values.clientName);
  await form(page).getByLabel("E-mail", { exact: true }).fill(values.clientEmail);
  await form(page).getByLabel("Project type").selectOption(values.projectType);
  await form(page).getByLabel("Testimonial", { exact: true }).fill(values.content);
}

test("/en/testimonials lists the approved testimonials with English texts and English links", async ({
  page,
}) => {
  const testimonials = await publicTestimonials(page);
  expect(testimonials.length).toBeGreaterThan(0);
  await page.goto("/en/testimonials");
  await expect(page).toHaveTitle(/^Client testimonials/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What our clients say");
  await expect(page.getByRole("link", { name: "Back to the website" })).toHaveAttribute(
    "href",
    "/en#depoimentos",
  );
  const list = page.getByRole("region", { name: "Approved testimonials" });
  await expect(list.getByRole("listitem")).toHaveCount(testimonials.length);
  const first = testimonials[0]!;
  await expect(
    list.getByRole("img", { name: `Rating: ${first.rating} out of 5 stars` }).first(),
  ).toBeVisible();
  // Each text in the language it was written in: the demo's are all Portuguese.
  await expect(list.locator("blockquote").first()).toHaveAttribute("lang", first.language);
  if (testimonials.some(({ featured }) => featured)) {
    await expect(list.getByText("Featured", { exact: true }).first()).toBeVisible();
  }

  await page.getByRole("link", { name: "Leave a testimonial" }).click();
  await expect(page).toHaveURL(/\/en\/testimonials\/new$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tell us about your experience");
});

test("the English form refuses in English in the browser and sends a valid testimonial", async ({
  page,
}) => {
  await page.goto("/en/testimonials/new");
  await expect(page).toHaveTitle(/^Leave a testimonial/);
  await expect(page.getByRole("heading", { name: "Quick review" })).toBeVisible();
  await expect(form(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/en/privacy",
  );
  const values = submission();
  await fill(page, { ...values, clientEmail: "not-an-email", content: "Short" });
  await form(page).getByRole("button", { name: "Send Testimonial" }).click();
  await expect(form(page).getByText("Invalid e-mail")).toBeVisible();
  await expect(form(page).getByText("Testimonial must have at least 10 characters")).toBeVisible();

  await fill(page, values);
  await expect(form(page).getByLabel("Language of your testimonial")).toHaveValue("en");
  await form(page).getByRole("radio", { name: "4 stars" }).check({ force: true });
  const sent = page.waitForRequest(
    (r) => r.method() === "POST" && r.url().endsWith("/api/testimonials"),
  );
  await form(page).getByRole("button", { name: "Send Testimonial" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ language: "en", rating: 4 });
  await expect(page.getByText("Testimonial sent!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/testimonials$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the English page's action answers in English, with every value kept", async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    const values = { ...submission(), clientEmail: "not-an-email", content: "Short" };
    await page.goto("/en/testimonials/new");
    await fill(page, values);
    await form(page).getByRole("button", { name: "Send Testimonial" }).click();

    await expect(page.getByText("Invalid e-mail")).toBeVisible();
    await expect(page.getByText("Testimonial must have at least 10 characters")).toBeVisible();
    await expect(form(page).getByLabel("Name", { exact: true })).toHaveValue(values.clientName);
    expect(new URL(page.url()).pathname).toBe("/en/testimonials/new");

    const accepted = submission();
    await fill(page, accepted);
    await form(page).getByLabel("Language of your testimonial").selectOption("Português");
    await form(page).getByRole("button", { name: "Send Testimonial" }).click();
    const region = page.locator("[data-form-message='success']");
    await expect(region).toContainText("Testimonial sent!");
    await expect(region.getByRole("link", { name: "See all testimonials" })).toHaveAttribute(
      "href",
      "/en/testimonials",
    );
    await signIn(request);
    const stored = await apiData<{ content: string; language: string }[]>(
      request,
      "/api/admin/testimonials",
    );
    expect(stored.find(({ content }) => content === accepted.content)).toMatchObject({
      language: "pt-BR",
    });
  });
});
