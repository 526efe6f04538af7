import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Subscriber } from "../../app/features/newsletter/types.ts";
import {
  apiData,
  createEditor,
  editorPassword,
  expectNoAxeViolations,
  failApi,
  fakeApi,
  guardConsole,
  signIn,
  toastRegion,
  uniqueTag,
} from "../support/admin-e2e.ts";

guardConsole();
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
  },
  {
    id: 2,
    email: "sem.nome@exemplo.com",
    name: null,
    active: true,
    // 01:30 UTC on 1 January is still 31/12 in São Paulo.
    createdAt: "2026-01-01T01:30:00.000Z",
    confirmedAt: null,
  },
  {
    id: 1,
    email: "antigo@exemplo.com",
    name: "Antigo",
    active: true,
    createdAt: "2025-06-20T15:00:00.000Z",
    confirmedAt: null,
  },
];

/** The São Paulo calendar day, as the file name carries it. */
function saoPauloDay(date: Date) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(date);
}

test("CSV export: exact content and file name", async ({ page }) => {
  await signIn(page.request);
  await fakeApi(page, "**/api/admin/newsletter", fixture);
  await fakeApi(page, "**/api/admin/newsletter/stats", { count: 3 });
  await page.goto("/admin/newsletter");
  await expect(rows(page)).toHaveCount(4);

  const before = saoPauloDay(new Date());
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar CSV" }).click(),
  ]);
  const after = saoPauloDay(new Date());
  expect([`newsletter_subscribers_${before}.csv`, `newsletter_subscribers_${after}.csv`]).toContain(
    download.suggestedFilename(),
  );
  const content = await readFile((await download.path())!, "utf8");
  expect(content).toBe(
    [
      "Nome,Email,Data de Inscrição",
      '"Joana ""Jo"" Prado, ME","joana@exemplo.com","05/03/2026"',
      '"","sem.nome@exemplo.com","31/12/2025"',
      '"Antigo","antigo@exemplo.com","20/06/2025"',
    ].join("\n"),
  );
  await expect(toastRegion(page).getByText("Exportação concluída")).toBeVisible();
  await expect(toastRegion(page).getByText("3 assinantes exportados para CSV.")).toBeVisible();
});

test("copy e-mails, table, search and sort", async ({ page }) => {
  await signIn(page.request);
  await fakeApi(page, "**/api/admin/newsletter", fixture);
  await fakeApi(page, "**/api/admin/newsletter/stats", { count: 3 });
  await page.goto("/admin/newsletter");

  await expect(page.getByText("Assinantes ativos", { exact: true }).locator("..")).toContainText(
    "3",
  );
  await page.getByRole("button", { name: "Copiar Emails" }).click();
  await expect(toastRegion(page).getByText("Emails copiados", { exact: true })).toBeVisible();
  await expect(
    toastRegion(page).getByText("3 emails copiados para a área de transferência."),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "joana@exemplo.com, sem.nome@exemplo.com, antigo@exemplo.com",
  );

  // Columns: Status 'Ativo', Email, Nome ('Não informado'), date dd/MM/yyyy.
  const second = rows(page).nth(2);
  await expect(second.getByRole("cell").nth(0)).toHaveText("Ativo");
  await expect(second.getByRole("cell").nth(1)).toHaveText("sem.nome@exemplo.com");
  await expect(second.getByRole("cell").nth(2)).toHaveText("Não informado");
  await expect(second.getByRole("cell").nth(3)).toHaveText("31/12/2025");

  // Newest first, then oldest first.
  await expect(rows(page).nth(1)).toContainText("joana@exemplo.com");
  await page.getByRole("button", { name: "Data de Inscrição" }).click();
  await expect(rows(page).nth(1)).toContainText("antigo@exemplo.com");

  // Case-insensitive over the name or the e-mail.
  await search(page).fill("JOANA");
  await expect(rows(page)).toHaveCount(2);
  await search(page).fill("antigo@");
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText("antigo@exemplo.com");
  await search(page).fill("ninguém");
  await expect(page.getByText("Nenhum assinante encontrado")).toBeVisible();
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
  await page.goto("/admin/newsletter");
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
  await page.goto("/admin/newsletter");
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
