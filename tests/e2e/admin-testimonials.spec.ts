import type { APIRequestContext, Page } from "@playwright/test";
import type { PublicTestimonial, TestimonialStats } from "../../app/features/testimonials/types.ts";
import {
  apiData,
  createEditor,
  editorPassword,
  expectNoAxeViolations,
  failApi,
  fakeApi,
  toastRegion,
  uniqueTag,
} from "../support/admin-e2e.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { gotoHydrated } from "../support/hydration.ts";

test.use({ failedLoadsExpected: true });

async function submitTestimonial(
  request: APIRequestContext,
  clientName = `Cliente ${uniqueTag("t")}`,
  extra: Record<string, unknown> = {},
) {
  const response = await request.post("/api/testimonials", {
    data: {
      ...extra,
      clientName,
      clientEmail: "cliente@exemplo.com.br",
      companyName: "Padaria Aurora",
      projectType: "Site Institucional",
      content: "O site novo trouxe muitos pedidos pelo WhatsApp. Equipe atenciosa!",
      rating: 4,
    },
  });
  expect(response.status()).toBe(201);
  return clientName;
}

const cardOf = (page: Page, name: string) => page.getByRole("article", { name });
const cards = (page: Page) => page.getByRole("tabpanel").getByRole("article");
const search = (page: Page) => page.getByRole("searchbox", { name: "Buscar depoimentos..." });
const stats = (request: APIRequestContext) =>
  apiData<TestimonialStats>(request, "/api/admin/testimonials/stats");
// Every tab's list: the path with its filters (the stats route is another path).
const listOfAnyTab = /\/api\/admin\/testimonials(\?.*)?$/;
const publicNames = async (request: APIRequestContext, path = "/api/testimonials") =>
  (await apiData<PublicTestimonial[]>(request, path)).map((t) => t.clientName);

test("a pending testimonial is approved, featured, unfeatured, rejected and deleted", async ({
  page,
}) => {
  // Several sign-ins (scrypt) and screens in one journey: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const name = await submitTestimonial(page.request);
  await page.goto("/admin/depoimentos");
  await expect(page.getByRole("heading", { name: "Moderação de Depoimentos" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("link", { name: "Voltar ao painel" })).toHaveAttribute(
    "href",
    "/admin",
  );
  await expect(page.getByRole("button", { name: "Sair" })).toBeVisible();

  await page.getByRole("tab", { name: /Pendentes/ }).click();
  const card = cardOf(page, name);
  await expect(card.getByText("Pendente", { exact: true })).toBeVisible();
  // Featuring is for approved testimonials only.
  await expect(card.getByRole("button", { name: "Destacar" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: "Aprovar" }).click();
  await expect(toastRegion(page).getByText("Depoimento aprovado")).toBeVisible();
  // It left the pending tab; the approved tab has it.
  await expect(card).toHaveCount(0);
  await page.getByRole("tab", { name: /Aprovados/ }).click();
  await expect(card.getByText("Aprovado", { exact: true })).toBeVisible();
  expect(await publicNames(page.request)).toContain(name);

  await card.getByRole("button", { name: "Destacar" }).click();
  await expect(card.getByText("Destaque", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Remover Destaque" })).toBeVisible();
  expect(await publicNames(page.request, "/api/testimonials/featured")).toContain(name);

  await card.getByRole("button", { name: "Remover Destaque" }).click();
  await expect(card.getByRole("button", { name: "Destacar" })).toBeVisible();
  await expect(card.getByText("Destaque", { exact: true })).toHaveCount(0);
  expect(await publicNames(page.request, "/api/testimonials/featured")).not.toContain(name);

  await card.getByRole("button", { name: "Rejeitar" }).click();
  await expect(toastRegion(page).getByText("Depoimento rejeitado")).toBeVisible();
  await page.getByRole("tab", { name: /Rejeitados/ }).click();
  await expect(card.getByText("Rejeitado", { exact: true })).toBeVisible();
  expect(await publicNames(page.request)).not.toContain(name);
  // Every card under this tab is rejected.
  const badges = page.getByRole("tabpanel").getByRole("article");
  for (const article of await badges.all()) {
    await expect(article.getByText("Rejeitado", { exact: true })).toBeVisible();
  }

  await card.getByRole("button", { name: "Excluir" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "Tem certeza que deseja excluir este depoimento? Esta ação não pode ser desfeita.",
  );
  await expectNoAxeViolations(page);
  // Cancel keeps it.
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Excluir" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(toastRegion(page).getByText("Depoimento excluído")).toBeVisible();
  await expect(card).toHaveCount(0);
  const all = await apiData<{ clientName: string }[]>(page.request, "/api/admin/testimonials");
  expect(all.map((t) => t.clientName)).not.toContain(name);
});

test("each tab has its own empty message", async ({ page }) => {
  await signIn(page.request);
  await page.route(listOfAnyTab, (route) =>
    route.fulfill({ json: { success: true, data: [], meta: { total: 0, nextCursor: null } } }),
  );
  await fakeApi(page, "**/api/admin/testimonials/stats", {
    count: 0,
    pending: 0,
    approved: 0,
    rejected: 0,
    spam: 0,
  });
  await page.goto("/admin/depoimentos");
  const expected: [RegExp, string][] = [
    [/Todos/, "Nenhum depoimento recebido ainda."],
    [/Pendentes/, "Nenhum depoimento pendente de moderação."],
    [/Aprovados/, "Nenhum depoimento aprovado."],
    [/Rejeitados/, "Nenhum depoimento rejeitado."],
  ];
  for (const [tab, message] of expected) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel")).toHaveText(message);
  }
});

test("a load failure shows the product reference's message", async ({ page }) => {
  await signIn(page.request);
  await page.route(listOfAnyTab, (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, message: "Erro interno do servidor" },
    }),
  );
  await page.goto("/admin/depoimentos");
  await expect(page.getByText("Ocorreu um erro ao carregar os depoimentos.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Tentar novamente" })).toBeVisible();
});

test("update and delete failures show the product reference's toasts", async ({ page }) => {
  await signIn(page.request);
  const name = await submitTestimonial(page.request);
  await failApi(page, "**/api/admin/testimonials/*", "PATCH");
  await failApi(page, "**/api/admin/testimonials/*", "DELETE");
  await page.goto("/admin/depoimentos");
  const card = cardOf(page, name);

  await card.getByRole("button", { name: "Aprovar" }).click();
  await expect(toastRegion(page).getByText("Erro ao atualizar depoimento")).toBeVisible();
  await expect(toastRegion(page).getByText("Falha ao atualizar depoimento")).toBeVisible();
  await expect(card.getByText("Pendente", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Excluir" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(toastRegion(page).getByText("Erro ao excluir depoimento")).toBeVisible();
  await expect(toastRegion(page).getByText("Falha ao excluir depoimento")).toBeVisible();
  await expect(card).toBeVisible();
});

test("an editor can moderate", async ({ page, browser }) => {
  // Several sign-ins (scrypt) and screens in one journey: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const editor = await createEditor(page.request);
  const name = await submitTestimonial(page.request);

  const context = await browser.newContext();
  const editorPage = await context.newPage();
  await signIn(editorPage.request, editor.username, editorPassword);
  await editorPage.goto("/admin/depoimentos");
  const card = cardOf(editorPage, name);
  await card.getByRole("button", { name: "Aprovar" }).click();
  await expect(card.getByText("Aprovado", { exact: true })).toBeVisible();
  expect(await publicNames(page.request)).toContain(name);
  await context.close();
});

test("an approval shows on the public testimonials page at the next reload", async ({ page }) => {
  await signIn(page.request);
  const name = await submitTestimonial(page.request);
  // Twice: the second visit is answered from the server's cache.
  await page.goto("/depoimentos");
  const cached = await page.reload();
  expect(cached?.headers()["x-cache"]).toBe("HIT");
  await expect(page.getByText(name)).toHaveCount(0);

  await gotoHydrated(page, "/admin/depoimentos");
  await page.getByRole("tab", { name: /Pendentes/ }).click();
  await cardOf(page, name).getByRole("button", { name: "Aprovar" }).click();
  await expect(toastRegion(page).getByText("Depoimento aprovado")).toBeVisible();

  await page.goto("/depoimentos");
  await expect(page.getByText(name)).toBeVisible();
});

test("a testimonial written in English shows its language, and leads the English page only", async ({
  page,
}) => {
  await signIn(page.request);
  const name = await submitTestimonial(page.request, `Client ${uniqueTag("en")}`, {
    language: "en",
  });
  await gotoHydrated(page, "/admin/depoimentos");
  await page.getByRole("tab", { name: /Pendentes/ }).click();
  const card = cardOf(page, name);
  await expect(card.getByText("Idioma: Inglês")).toBeVisible();
  await card.getByRole("button", { name: "Aprovar" }).click();
  await expect(toastRegion(page).getByText("Depoimento aprovado")).toBeVisible();

  // Every approved testimonial on both pages, the page's language first (docs/product.md#testimonials-page).
  const listed = async (path: string) => {
    await page.goto(path);
    return page.locator("main li blockquote").evaluateAll((quotes) =>
      quotes.map((quote) => ({
        lang: quote.getAttribute("lang"),
        name: quote.closest("figure")?.querySelector("figcaption span span")?.textContent,
      })),
    );
  };
  const english = await listed("/en/testimonials");
  const portuguese = await listed("/depoimentos");
  expect(english[0]).toEqual({ lang: "en", name });
  expect(portuguese.at(-1)).toEqual({ lang: "en", name });
  expect(english.length).toBe(portuguese.length);
  expect(portuguese.slice(0, -1).every(({ lang }) => lang === "pt-BR")).toBe(true);
});

test("the tabs count exactly and ask the server for their own filter", async ({ page }) => {
  // Four tabs, each a request: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const name = await submitTestimonial(page.request);
  const counts = await stats(page.request);
  const asked: string[] = [];
  page.on("request", (r) => {
    if (listOfAnyTab.test(r.url())) asked.push(new URL(r.url()).search);
  });
  await gotoHydrated(page, "/admin/depoimentos");
  const tab = (label: string) => page.getByRole("tab", { name: new RegExp(`^${label}`) });
  await expect(tab("Todos")).toHaveText(`Todos${counts.count.toLocaleString("pt-BR")}`);
  await expect(tab("Pendentes")).toHaveText(`Pendentes${counts.pending.toLocaleString("pt-BR")}`);
  await expect(tab("Spam")).toHaveText(`Spam${counts.spam.toLocaleString("pt-BR")}`);
  await expect(cardOf(page, name)).toBeVisible();
  await tab("Pendentes").click();
  await expect(cardOf(page, name)).toBeVisible();
  await tab("Aprovados").click();
  await expect(cardOf(page, name)).toHaveCount(0);
  await tab("Spam").click();
  await expect(cardOf(page, name)).toHaveCount(0);
  expect(asked).toEqual([
    "?spam=false",
    "?status=pending&spam=false",
    "?status=approved&spam=false",
    "?spam=true",
  ]);
});

test("the search runs on the server, in any case, inside the open tab", async ({ page }) => {
  // Two submissions, three tabs and an accessibility scan: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const tag = uniqueTag("busca");
  const first = await submitTestimonial(page.request, `Primeira ${tag}`);
  const second = await submitTestimonial(page.request, `Segunda ${tag}`);
  await gotoHydrated(page, "/admin/depoimentos");
  await search(page).fill(tag.toUpperCase());
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first()).toHaveAccessibleName(second);
  await expect(cards(page).last()).toHaveAccessibleName(first);
  await page.getByRole("tab", { name: /Aprovados/ }).click();
  await expect(page.getByText("Nenhum depoimento encontrado")).toBeVisible();
  await expect(page.getByRole("tabpanel")).toContainText(
    `Nenhum depoimento corresponde à busca “${tag.toUpperCase()}”.`,
  );
  await page.getByRole("tab", { name: /Pendentes/ }).click();
  await expect(cards(page)).toHaveCount(2);
  await search(page).fill(`primeira ${tag}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(cardOf(page, first)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a long list comes a page at a time: 'Carregar mais' shows the next one", async ({ page }) => {
  // A hundred submissions: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  for (let i = (await stats(page.request)).count; i < 105; i++) {
    await submitTestimonial(page.request);
  }
  const total = (await stats(page.request)).count;
  await page.goto("/admin/depoimentos");
  // A hundred cards on a busy machine: more than the default wait.
  await expect(cards(page)).toHaveCount(100, { timeout: 20_000 });
  await expect(page.getByText(`Mostrando 100 de ${total}`)).toBeVisible();
  await page.getByRole("button", { name: "Carregar mais" }).click();
  await expect(cards(page)).toHaveCount(Math.min(total, 200));
  if (total <= 200) await expect(page.getByText(/^Mostrando/)).toHaveCount(0);
});
