import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import type { Subscriber } from "../../app/features/newsletter/types.ts";
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
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

async function subscribe(request: APIRequestContext, name: string) {
  const email = `${uniqueTag("news")}@exemplo.com.br`;
  const response = await request.post("/api/newsletter/subscribe", { data: { email, name } });
  expect(response.ok()).toBe(true);
  return email;
}

const rows = (page: Page) => page.getByRole("table").getByRole("row");
const search = (page: Page) => page.getByRole("searchbox", { name: "Buscar assinantes..." });

const fixture: Subscriber[] = [
  {
    id: 3,
    email: "joana@exemplo.com",
    name: 'Joana "Jo" Prado, ME',
    active: true,
    createdAt: "2026-03-05T17:30:00.000Z",
    confirmedAt: null,
    pending: false,
  },
  {
    id: 2,
    email: "sem.nome@exemplo.com",
    name: null,
    active: true,
    // 01:30 UTC on 1 January is still 31/12 in São Paulo.
    createdAt: "2026-01-01T01:30:00.000Z",
    confirmedAt: null,
    pending: false,
  },
  {
    id: 1,
    email: "antigo@exemplo.com",
    name: "Antigo",
    active: true,
    createdAt: "2025-06-20T15:00:00.000Z",
    confirmedAt: null,
    pending: false,
  },
];

/** The São Paulo calendar day, as the file name carries it. */
function saoPauloDay(date: Date) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(date);
}

async function activeCount(request: APIRequestContext) {
  return (await apiData<{ count: number }>(request, "/api/admin/newsletter/stats")).count;
}

test("CSV export: every active subscriber, spreadsheet-ready, with its file name", async ({
  page,
}) => {
  await signIn(page.request);
  const tag = uniqueTag("csv");
  const quoted = await subscribe(page.request, `Joana "Jo" Prado; ${tag}`);
  const formula = await subscribe(page.request, `=HYPERLINK("http://x") ${tag}`);
  const total = await activeCount(page.request);
  await page.goto("/admin/newsletter");
  await expect(rows(page).nth(1)).toBeVisible();

  const before = saoPauloDay(new Date());
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar CSV" }).click(),
  ]);
  const after = saoPauloDay(new Date());
  expect([`newsletter_subscribers_${before}.csv`, `newsletter_subscribers_${after}.csv`]).toContain(
    download.suggestedFilename(),
  );
  const bytes = await readFile((await download.path())!);
  // A byte-order mark, so Excel reads the accents; ';' and every value quoted (decision 0020).
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).split("\n");
  expect(lines[0]).toBe('"Nome";"Email";"Data de Inscrição"');
  expect(lines).toHaveLength(1 + total);
  const today = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(
    new Date(),
  );
  expect(lines).toContain(`"'=HYPERLINK(""http://x"") ${tag}";"${formula}";"${today}"`);
  expect(lines).toContain(`"Joana ""Jo"" Prado; ${tag}";"${quoted}";"${today}"`);
  await expect(toastRegion(page).getByText("Exportação concluída")).toBeVisible();
  await expect(
    toastRegion(page).getByText(`${total} assinantes exportados para CSV.`),
  ).toBeVisible();
});

test("copy every e-mail, table, server-side search and sort", async ({ page }) => {
  await signIn(page.request);
  const tag = uniqueTag("busca");
  const first = await subscribe(page.request, `Primeira ${tag}`);
  const second = await subscribe(page.request, `Segunda ${tag}`);
  const total = await activeCount(page.request);
  await page.goto("/admin/newsletter");

  await expect(page.getByText("Assinantes ativos", { exact: true }).locator("..")).toContainText(
    String(total),
  );
  await page.getByRole("button", { name: "Copiar Emails" }).click();
  await expect(toastRegion(page).getByText("Emails copiados", { exact: true })).toBeVisible();
  await expect(
    toastRegion(page).getByText(`${total} emails copiados para a área de transferência.`),
  ).toBeVisible();
  const copied = (await page.evaluate(() => navigator.clipboard.readText())).split(", ");
  expect(copied).toHaveLength(total);
  expect(copied.slice(0, 2)).toEqual([second, first]);

  // Case-insensitive over the name or the e-mail, answered by the server.
  await search(page).fill(tag.toUpperCase());
  await expect(rows(page)).toHaveCount(3);
  // Columns: Status 'Ativo', Email, Nome, date dd/MM/yyyy; newest first, then oldest first.
  const newest = rows(page).nth(1);
  await expect(newest.getByRole("cell").nth(0)).toHaveText("Ativo");
  await expect(newest.getByRole("cell").nth(1)).toHaveText(second);
  await expect(newest.getByRole("cell").nth(2)).toHaveText(`Segunda ${tag}`);
  await expect(newest.getByRole("cell").nth(3)).toHaveText(/^\d\d\/\d\d\/\d{4}$/);
  await page.getByRole("button", { name: "Data de Inscrição" }).click();
  await expect(rows(page).nth(1)).toContainText(first);
  await search(page).fill(first.slice(0, 12));
  await expect(rows(page)).toHaveCount(2);
  await search(page).fill("ninguém-assina-assim");
  await expect(page.getByText("Nenhum assinante encontrado")).toBeVisible();
});

test("a long list comes a page at a time: 'Carregar mais' shows the next one", async ({ page }) => {
  await signIn(page.request);
  const missing = 105 - (await activeCount(page.request));
  for (let i = 0; i < missing; i++) await subscribe(page.request, `Leitor ${i}`);
  const total = await activeCount(page.request);
  await page.goto("/admin/newsletter");
  await expect(rows(page)).toHaveCount(101);
  await expect(page.getByText(`Mostrando 100 de ${total}`)).toBeVisible();
  await page.getByRole("button", { name: "Carregar mais" }).click();
  await expect(rows(page)).toHaveCount(1 + Math.min(total, 200));
});

test("'Atualizar Lista' and the 60-second timer fetch the list and the count again", async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page.request);
  await page.goto("/admin/newsletter");
  await expect(page.getByRole("button", { name: "Atualizar Lista" })).toBeEnabled();
  const isList = (url: string) => url.endsWith("/api/admin/newsletter");
  const isStats = (url: string) => url.endsWith("/api/admin/newsletter/stats");

  let requests = [
    page.waitForRequest((r) => isList(r.url())),
    page.waitForRequest((r) => isStats(r.url())),
  ];
  await page.getByRole("button", { name: "Atualizar Lista" }).click();
  await Promise.all(requests);
  // The refresh re-arms the 60-second timer when its answers arrive: only then let time run.
  await expect(page.getByRole("button", { name: "Atualizar Lista" })).toBeEnabled();

  requests = [
    page.waitForRequest((r) => isList(r.url())),
    page.waitForRequest((r) => isStats(r.url())),
  ];
  await page.clock.runFor(60_000);
  await Promise.all(requests);
});

test("a copy failure shows the error toast", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("negado")) },
    });
    document.execCommand = () => false;
  });
  await signIn(page.request);
  await fakeApi(page, "**/api/admin/newsletter", fixture);
  await gotoHydrated(page, "/admin/newsletter");
  await page.getByRole("button", { name: "Copiar Emails" }).click();
  await expect(toastRegion(page).getByText("Erro ao copiar")).toBeVisible();
  await expect(
    toastRegion(page).getByText("Não foi possível copiar os emails para a área de transferência."),
  ).toBeVisible();
});

test("unsubscribe removes the subscriber after confirmation", async ({ page }) => {
  await signIn(page.request);
  const email = await subscribe(page.request, "Lucas Prado");
  await page.goto("/admin/newsletter");
  await expect(page.getByRole("heading", { name: "Newsletter", level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await search(page).fill(email);
  await expect(rows(page)).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `Cancelar inscrição de ${email}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancelar inscrição?" });
  await expect(dialog).toContainText("Esta ação não pode ser desfeita.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(2);

  await page.getByRole("button", { name: `Cancelar inscrição de ${email}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirmar" }).click();
  await expect(toastRegion(page).getByText("Assinatura cancelada")).toBeVisible();
  await expect(
    toastRegion(page).getByText("O assinante foi removido com sucesso da newsletter."),
  ).toBeVisible();
  await expect(page.getByText("Nenhum assinante encontrado")).toBeVisible();
  const active = await apiData<Subscriber[]>(page.request, "/api/admin/newsletter");
  expect(active.map((s) => s.email)).not.toContain(email);
});

test("a failed unsubscribe shows the error toast and keeps the row", async ({ page }) => {
  await signIn(page.request);
  const email = await subscribe(page.request, "Bruna Reis");
  await failApi(page, "**/api/newsletter/unsubscribe", "POST");
  await gotoHydrated(page, "/admin/newsletter");
  await search(page).fill(email);
  await page.getByRole("button", { name: `Cancelar inscrição de ${email}` }).click();
  const confirm = page
    .getByRole("alertdialog")
    .getByRole("button", { name: /Confirmar|Processando/ });
  await confirm.click();
  await expect(toastRegion(page).getByText("Erro ao cancelar assinatura")).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
});

test("empty list and an editor's access", async ({ page, browser }) => {
  // Several sign-ins (scrypt) and screens in one journey: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const editor = await createEditor(page.request);
  const context = await browser.newContext();
  const editorPage = await context.newPage();
  await signIn(editorPage.request, editor.username, editorPassword);
  await fakeApi(editorPage, "**/api/admin/newsletter", []);
  await fakeApi(editorPage, "**/api/admin/newsletter/stats", { count: 0 });
  await editorPage.goto("/admin/newsletter");
  await expect(editorPage.getByText("Nenhum assinante ainda")).toBeVisible();
  await expect(editorPage.getByRole("button", { name: "Exportar CSV" })).toBeDisabled();
  await context.close();
});
