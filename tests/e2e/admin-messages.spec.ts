import type { APIRequestContext, Page } from "@playwright/test";
import type { ContactMessage, ContactStats } from "../../app/features/contact/types.ts";
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

async function sendMessage(request: APIRequestContext, subject: string, name = "Renata Alves") {
  const response = await request.post("/api/contact", {
    data: {
      name,
      email: "renata@exemplo.com.br",
      phone: "(11) 91234-5678",
      projectType: "Site Institucional",
      subject,
      message: "Precisamos de um site novo para a clínica, com agendamento online.",
    },
  });
  expect(response.status()).toBe(201);
}

const rows = (page: Page) => page.getByRole("table").getByRole("row");
const search = (page: Page) => page.getByRole("searchbox", { name: "Buscar mensagens..." });
const inboxCount = async (request: APIRequestContext) =>
  (await apiData<ContactStats>(request, "/api/admin/contacts/stats")).count;

/**
 * Answers the inbox list (the bare path and any query) with `messages`, in the order the query's
 * `sort` asks, as one page; the query strings asked for are kept in `asked`.
 */
async function fakeInbox(page: Page, messages: ContactMessage[]) {
  const asked: string[] = [];
  await page.route(/\/api\/admin\/contacts(\?.*)?$/, (route) => {
    const url = new URL(route.request().url());
    asked.push(url.search);
    const data = url.searchParams.get("sort") === "oldest" ? [...messages].reverse() : messages;
    return route.fulfill({
      json: { success: true, data, meta: { total: messages.length, nextCursor: null } },
    });
  });
  return asked;
}
const stat = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Resumo das mensagens" })
    .getByText(label, { exact: true })
    .locator("..");

/** docs/product.md#constants: "day 'de' month 'de' year, HH:mm" in São Paulo, written independently of the app. */
function longDate(iso: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("pt-BR", {
      timeZone: "America/Sao_Paulo",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day} de ${parts.month} de ${parts.year}, ${parts.hour}:${parts.minute}`;
}

test("search, detail and mark as read", async ({ page }) => {
  // Several sign-ins (scrypt) and screens in one journey: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const subject = `Orçamento ${uniqueTag("m")}`;
  await sendMessage(page.request, subject);
  await page.goto("/admin/mensagens");
  await expect(page.getByRole("heading", { name: "Mensagens", level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("link", { name: "Voltar ao painel" })).toHaveAttribute(
    "href",
    "/admin",
  );

  // Case-insensitive, over the subject, answered by the server.
  const query = new URLSearchParams({ q: subject.toUpperCase() });
  const searched = page.waitForRequest((r) => r.url().endsWith(`/api/admin/contacts?${query}`));
  await search(page).fill(subject.toUpperCase());
  await searched;
  await expect(rows(page)).toHaveCount(2); // header + the one message
  const row = rows(page).nth(1);
  await expect(row.getByText("Nova", { exact: true })).toBeVisible();
  await expect(row).toContainText("Renata Alves");
  await expect(row).toContainText("Site Institucional");
  await expect(row.getByRole("link", { name: "renata@exemplo.com.br" })).toHaveAttribute(
    "href",
    "mailto:renata@exemplo.com.br",
  );
  // docs/product.md#phone-numbers: stored as +55…, shown masked, dialled from anywhere.
  await expect(row.getByRole("link", { name: "(11) 91234-5678" })).toHaveAttribute(
    "href",
    "tel:+5511912345678",
  );
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: "Ver mensagem de Renata Alves" }).click();
  const dialog = page.getByRole("dialog", { name: "Detalhes da Mensagem" });
  const list = await page.request.get("/api/admin/contacts");
  const message = ((await list.json()) as { data: ContactMessage[] }).data.find(
    (m) => m.subject === subject,
  )!;
  await expect(dialog).toContainText(`Recebida em ${longDate(message.createdAt)}`);
  await expect(dialog).toContainText(subject);
  await expect(dialog).toContainText("Precisamos de um site novo para a clínica");
  await expect(dialog).toContainText("Mensagem não lida");
  await expectNoAxeViolations(page);

  const statsRefetch = page.waitForRequest(
    (r) => r.url().endsWith("/api/admin/contacts/stats") && r.method() === "GET",
  );
  await dialog.getByRole("button", { name: "Marcar como lida" }).click();
  await expect(toastRegion(page).getByText("Mensagem marcada como lida")).toBeVisible();
  await expect(
    toastRegion(page).getByText("O status da mensagem foi atualizado com sucesso."),
  ).toBeVisible();
  await statsRefetch;
  await expect(dialog).toContainText("Mensagem já lida");
  await expect(dialog.getByRole("button", { name: "Marcar como lida" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Fechar" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Lida", { exact: true })).toBeVisible();
});

test("stat cards, date sort and the phone fallbacks", async ({ page }) => {
  await signIn(page.request);
  const base = {
    email: "x@exemplo.com",
    projectType: "Aplicativos",
    message: "Mensagem de teste com detalhes.",
    readAt: null,
    status: "new" as const,
    ownerId: null,
    followUpAt: null,
    lostReason: null,
    source: null,
    language: "pt-BR" as const,
  };
  const asked = await fakeInbox(page, [
    {
      ...base,
      id: 2,
      name: "Recente",
      phone: "11999990000",
      subject: "Segunda",
      createdAt: "2026-03-05T17:30:00.000Z",
      isRead: false,
      spam: false,
    },
    {
      ...base,
      id: 1,
      name: "Antiga",
      phone: "",
      subject: "Primeira",
      createdAt: "2026-01-10T12:00:00.000Z",
      isRead: true,
      spam: false,
    },
  ]);
  await fakeApi(page, "**/api/admin/contacts/stats", { count: 7, unread: 3 });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/mensagens");

  await expect(stat(page, "Total")).toContainText("7");
  await expect(stat(page, "Não lidas")).toContainText("3");
  await expect(stat(page, "Lidas")).toContainText("4");

  // Newest first by default; the Data header asks the server for the oldest first.
  await expect(rows(page).nth(1)).toContainText("Recente");
  await expect(rows(page).nth(1)).toContainText("05/03/2026");
  await page.getByRole("button", { name: "Data" }).click();
  await expect(rows(page).nth(1)).toContainText("Antiga");
  expect(asked).toEqual(["", "?sort=oldest"]);
  await expect(page.getByRole("columnheader", { name: "Data" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  // No phone: '-' in the table, 'Não informado' in the detail.
  await expect(rows(page).nth(1).getByRole("cell").nth(4)).toHaveText("-");
  await rows(page).nth(1).getByRole("button", { name: "Ver mensagem de Antiga" }).click();
  await expect(page.getByRole("dialog")).toContainText("Não informado");
  await expect(page.getByRole("dialog")).toContainText("Recebida em 10 de janeiro de 2026, 09:00");
});

test("Email hides on phones and Telefone below large screens", async ({ page }) => {
  await signIn(page.request);
  await sendMessage(page.request, `Tela pequena ${uniqueTag("s")}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/mensagens");
  await expect(page.getByRole("columnheader", { name: "Nome/Assunto" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Email" })).toBeHidden();
  await expect(page.getByRole("columnheader", { name: "Telefone" })).toBeHidden();
  await page.setViewportSize({ width: 900, height: 900 });
  await expect(page.getByRole("columnheader", { name: "Email" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Telefone" })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("columnheader", { name: "Telefone" })).toBeVisible();
});

test("list and stats refetch every 60 seconds", async ({ page }) => {
  await page.clock.install();
  await signIn(page.request);
  await page.goto("/admin/mensagens");
  await expect(page.getByRole("table")).toBeVisible();
  const list = page.waitForRequest((r) => r.url().endsWith("/api/admin/contacts"));
  const stats = page.waitForRequest((r) => r.url().endsWith("/api/admin/contacts/stats"));
  await page.clock.runFor(60_000);
  await Promise.all([list, stats]);
});

test("a long inbox comes a page at a time, and a mail's link opens a message beyond it", async ({
  page,
}) => {
  // A hundred messages sent and two screens: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const tag = uniqueTag("lote");
  for (let i = await inboxCount(page.request); i < 105; i++) {
    await sendMessage(page.request, `Lote ${i} ${tag}`);
  }
  const total = await inboxCount(page.request);
  await page.goto("/admin/mensagens");
  // A hundred rows on a busy machine: more than the default wait.
  await expect(rows(page)).toHaveCount(101, { timeout: 20_000 });
  await expect(page.getByText(`Mostrando 100 de ${total}`)).toBeVisible();
  await page.getByRole("button", { name: "Carregar mais" }).click();
  await expect(rows(page)).toHaveCount(Math.min(total, 200) + 1);
  if (total <= 200) await expect(page.getByText(/^Mostrando/)).toHaveCount(0);

  // The oldest message is not on the first page; the link of its 'Novo contato' mail opens it.
  const [oldest] = await apiData<ContactMessage[]>(
    page.request,
    "/api/admin/contacts?sort=oldest&limit=1",
  );
  await page.goto(`/admin/mensagens?id=${oldest!.id}`);
  const dialog = page.getByRole("dialog", { name: "Detalhes da Mensagem" });
  await expect(dialog).toContainText(oldest!.subject);
  await expect(dialog).toContainText(oldest!.email);
  await dialog.getByRole("button", { name: "Fechar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/mensagens$/);
});

test("icon buttons have tooltips", async ({ page }) => {
  await signIn(page.request);
  await sendMessage(page.request, `Dica ${uniqueTag("d")}`, "Tânia Moura");
  await page.goto("/admin/mensagens");
  await page.getByRole("button", { name: "Ver mensagem de Tânia Moura" }).first().hover();
  await expect(page.getByRole("tooltip", { name: "Ver detalhes" })).toBeVisible();
});

test("empty list", async ({ page }) => {
  await signIn(page.request);
  await fakeApi(page, "**/api/admin/contacts", []);
  await fakeApi(page, "**/api/admin/contacts/stats", { count: 0, unread: 0 });
  await page.goto("/admin/mensagens");
  await expect(page.getByText("Nenhuma mensagem recebida")).toBeVisible();
});

test("a failed mark-as-read shows the error toast", async ({ page }) => {
  await signIn(page.request);
  const subject = `Falha ${uniqueTag("f")}`;
  await sendMessage(page.request, subject, "Paulo Teixeira");
  await failApi(page, "**/api/admin/contacts/*/read", "POST");
  await gotoHydrated(page, "/admin/mensagens");
  await search(page).fill(subject);
  // A click while the searched list replaces the whole one would land on a row on its way out.
  await expect(rows(page)).toHaveCount(2); // header + the one message
  await page.getByRole("button", { name: "Ver mensagem de Paulo Teixeira" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Marcar como lida" }).click();
  await expect(toastRegion(page).getByText("Erro ao atualizar mensagem")).toBeVisible();
  await expect(toastRegion(page).getByText("Erro interno do servidor")).toBeVisible();
  await expect(page.getByRole("dialog")).toContainText("Mensagem não lida");
});

test("an editor reads messages too", async ({ page, browser }) => {
  // Several sign-ins (scrypt) and screens in one journey: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const editor = await createEditor(page.request);
  const subject = `Editor ${uniqueTag("e")}`;
  await sendMessage(page.request, subject, "Carla Nunes");
  const context = await browser.newContext();
  const editorPage = await context.newPage();
  await signIn(editorPage.request, editor.username, editorPassword);
  await editorPage.goto("/admin/mensagens");
  await search(editorPage).fill(subject);
  await expect(rows(editorPage)).toHaveCount(2); // header + the one message
  await editorPage.getByRole("button", { name: "Ver mensagem de Carla Nunes" }).click();
  await editorPage.getByRole("button", { name: "Marcar como lida" }).click();
  await expect(editorPage.getByRole("dialog")).toContainText("Mensagem já lida");
  await context.close();
});
