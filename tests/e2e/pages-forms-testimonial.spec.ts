import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiData, uniqueTag } from "../support/admin-e2e.ts";
import { signIn } from "../support/fixtures.ts";
import {
  delayScripts,
  expectNotHydrated,
  recordRequests,
  waitForHydration,
} from "../support/forms-e2e.ts";

/*
 * /depoimentos/novo without JavaScript and with every script held back 2.5 s
 * (docs/product.md#forms-without-javascript).
 */

function submission() {
  const tag = uniqueTag("dep");
  return {
    clientName: `Marina ${tag}`,
    companyName: "Ateliê Aurora",
    clientEmail: `${tag}@exemplo.com`,
    projectType: "Site Institucional",
    content: `Trabalho impecável do começo ao fim (${tag}).`,
  };
}

/** The testimonial form (the footer's newsletter form has an e-mail field too). */
function form(page: Page) {
  return page.locator("#conteudo form");
}

function field(page: Page, label: string) {
  return form(page).getByLabel(label, { exact: true });
}

async function fill(page: Page, values: ReturnType<typeof submission>) {
  await field(page, "Nome").fill(values.clientName);
  await form(page).getByLabel("Empresa").fill(values.companyName);
  await field(page, "E-mail").fill(values.clientEmail);
  await field(page, "Tipo de projeto").selectOption(values.projectType);
  await field(page, "Depoimento").fill(values.content);
}

async function stored(request: APIRequestContext, content: string) {
  await signIn(request);
  const all = await apiData<{ content: string; rating: number; status: string }[]>(
    request,
    "/api/admin/testimonials",
  );
  return all.find((testimonial) => testimonial.content === content);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a testimonial is stored for moderation and the page says so", async ({ page, request }) => {
    const log = recordRequests(page);
    const values = submission();
    await page.goto("/depoimentos/novo");
    await fill(page, values);
    await form(page).getByRole("radio", { name: "4 estrelas" }).check({ force: true });
    await form(page).getByRole("button", { name: "Enviar Depoimento" }).click();

    const region = page.locator("[data-form-message='success']");
    await expect(region).toContainText("Depoimento enviado com sucesso!");
    await expect(region).toContainText("assim que for aprovado");
    expect(log.posts("/depoimentos/novo")).toHaveLength(1);
    log.expectNoneCarries(values.clientEmail, values.clientName);
    expect(await stored(request, values.content)).toMatchObject({ rating: 4, status: "pending" });
  });

  test("a refused testimonial comes back with its messages and every value", async ({
    page,
    request,
  }) => {
    const values = { ...submission(), clientEmail: "invalido", content: "curto" };
    await page.goto("/depoimentos/novo");
    await fill(page, values);
    await page.getByRole("button", { name: "Enviar Depoimento" }).click();

    await expect(page.getByText("Email inválido")).toBeVisible();
    await expect(page.getByText("Depoimento deve ter pelo menos 10 caracteres")).toBeVisible();
    await expect(field(page, "Nome")).toHaveValue(values.clientName);
    await expect(form(page).getByLabel("Empresa")).toHaveValue(values.companyName);
    await expect(field(page, "E-mail")).toHaveValue(values.clientEmail);
    await expect(field(page, "Tipo de projeto")).toHaveValue(values.projectType);
    await expect(field(page, "Depoimento")).toHaveValue(values.content);
    expect(page.url()).not.toContain("?");
    expect(await stored(request, values.content)).toBeUndefined();
  });
});

test("with scripts 2.5 s late, what was typed survives hydration and is sent", async ({
  page,
  request,
}) => {
  const scripts = await delayScripts(page);
  const values = submission();
  await page.goto("/depoimentos/novo", { waitUntil: "commit" });
  await expect(field(page, "Depoimento")).toBeVisible();
  await field(page, "Nome").fill(values.clientName);
  await expectNotHydrated(form(page));
  scripts.release();
  await fill(page, values);
  await waitForHydration(form(page));
  await expect(field(page, "Nome")).toHaveValue(values.clientName);
  await expect(field(page, "Tipo de projeto")).toHaveValue(values.projectType);
  await expect(field(page, "Depoimento")).toHaveValue(values.content);

  const sent = page.waitForRequest(
    (r) => r.method() === "POST" && r.url().endsWith("/api/testimonials"),
  );
  await page.getByRole("button", { name: "Enviar Depoimento" }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    clientName: values.clientName,
    clientEmail: values.clientEmail,
    content: values.content,
  });
  await expect(page).toHaveURL(/\/depoimentos$/);
  expect(await stored(request, values.content)).toMatchObject({ status: "pending" });
});
