import type { Page } from "@playwright/test";
import {
  createEditor,
  editorPassword,
  expectNoAxeViolations,
  failApi,
  fakeApi,
  toastRegion,
} from "../support/admin-e2e.ts";
import { expect, signIn, test } from "../support/fixtures.ts";

test.use({ failedLoadsExpected: true });

const cardsList = (page: Page) =>
  page.getByRole("region", { name: "Áreas de gestão" }).getByRole("listitem");
const card = (page: Page, title: string) =>
  page.getByRole("link").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("the admin sees nine cards whose counts and badges follow the API", async ({ page }) => {
  // The accessibility scan of nine cards: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  // Fixed answers: the counts, the badges and the 'item'/'itens' rule are checked exactly.
  await fakeApi(page, "**/api/admin/portfolio", [
    { id: 1, active: true },
    { id: 2, active: false },
    { id: 3, active: true },
  ]);
  await fakeApi(page, "**/api/admin/testimonials/stats", {
    count: 1,
    pending: 1,
    approved: 0,
    rejected: 0,
    spam: 0,
  });
  await fakeApi(page, "**/api/admin/contacts/stats", { count: 0, unread: 0 });
  await fakeApi(page, "**/api/admin/newsletter/stats", { count: 12 });
  await fakeApi(page, "**/api/admin/users/stats", { count: 1 });
  await fakeApi(page, "**/api/admin/privacy/requests", [
    { id: 1, status: "open", overdue: true },
    { id: 2, status: "open", overdue: false },
    { id: 3, status: "answered", overdue: false },
  ]);
  await fakeApi(page, "**/api/admin/media/stats", { count: 7 });
  await fakeApi(page, "**/api/admin/settings/mail", {
    mode: "smtp",
    server: "smtp://127.0.0.1:2525",
    from: "site@nexo.test",
    notifyEmails: [],
    lastDelivery: null,
    pending: 1,
    failed: [2, 3].map((id) => ({
      id,
      kind: "contact",
      recipient: "ana@nexo.test",
      subject: "Novo contato",
      attempts: 1,
      lastReply: "550",
      createdAt: new Date().toISOString(),
    })),
  });

  await page.goto("/admin");
  await expect(
    page.getByRole("heading", { name: "Painel de Administração", level: 1 }),
  ).toBeVisible();
  // The five of docs/product.md#back-office with Mídia after Portfólio, then the admins'
  // Usuários, LGPD, Atividade and Configurações.
  await expect(cardsList(page)).toHaveCount(9);
  await expect(card(page, "Configurações")).toContainText("1 item");
  await expect(card(page, "Configurações")).toContainText("2 falharam");
  await expect(card(page, "Configurações")).toHaveAttribute("href", "/admin/configuracoes");

  await expect(card(page, "Portfólio")).toContainText("3 itens");
  await expect(card(page, "Portfólio")).toContainText("2 ativos");
  await expect(card(page, "Depoimentos")).toContainText("1 item");
  await expect(card(page, "Depoimentos")).toContainText("1 pendente");
  await expect(card(page, "Mensagens")).toContainText("0 itens");
  // No badge at zero.
  await expect(card(page, "Mensagens")).not.toContainText("não lida");
  await expect(card(page, "Newsletter")).toContainText("12 itens");
  await expect(card(page, "Usuários")).toContainText("1 item");
  await expect(card(page, "LGPD")).toContainText("2 itens");
  await expect(card(page, "LGPD")).toContainText("1 atrasada");
  await expect(card(page, "Mídia")).toContainText("7 itens");
  await expect(card(page, "Mídia")).toHaveAttribute("href", "/admin/midia");

  await expect(card(page, "Portfólio")).toHaveAttribute("href", "/admin/portfolio");
  await expect(card(page, "Depoimentos")).toHaveAttribute("href", "/admin/depoimentos");
  await expect(card(page, "Mensagens")).toHaveAttribute("href", "/admin/mensagens");
  await expect(card(page, "Newsletter")).toHaveAttribute("href", "/admin/newsletter");
  await expect(card(page, "Usuários")).toHaveAttribute("href", "/admin/usuarios");
  await expect(card(page, "LGPD")).toHaveAttribute("href", "/admin/privacidade");
  await expect(card(page, "Atividade")).toHaveAttribute("href", "/admin/atividade");
  await expectNoAxeViolations(page);
});

test("every card opens its screen", async ({ page }) => {
  // Several sign-ins (scrypt) and screens in one journey: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const screens: [string, RegExp, string][] = [
    ["Depoimentos", /\/admin\/depoimentos$/, "Moderação de Depoimentos"],
    ["Mensagens", /\/admin\/mensagens$/, "Mensagens"],
    ["Newsletter", /\/admin\/newsletter$/, "Newsletter"],
    ["Mídia", /\/admin\/midia$/, "Mídia"],
    ["Usuários", /\/admin\/usuarios$/, "Usuários"],
  ];
  for (const [title, url, heading] of screens) {
    await page.goto("/admin");
    await card(page, title).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  }
  await page.goto("/admin");
  await card(page, "Portfólio").click();
  await expect(page).toHaveURL(/\/admin\/portfolio$/);
});

test("failed calls fall back to zero without an error", async ({ page }) => {
  await signIn(page.request);
  await failApi(page, "**/api/admin/**");
  await page.goto("/admin");
  await expect(cardsList(page)).toHaveCount(9);
  const titles = ["Portfólio", "Mídia", "Depoimentos", "Mensagens", "Newsletter", "Usuários"];
  for (const title of [...titles, "LGPD", "Atividade", "Configurações"]) {
    await expect(card(page, title)).toContainText("0 itens");
  }
  await expect(
    page.getByText(/ativos?$|pendentes?$|não lidas?$|atrasadas?$|falh(ou|aram)$/),
  ).toHaveCount(0);
  await expect(toastRegion(page).getByRole("listitem")).toHaveCount(0);
  // A backup state that did not load is no alarm either.
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a failed scheduled backup is announced to the admin above the cards", async ({ page }) => {
  await signIn(page.request);
  await fakeApi(page, "**/api/admin/backups", {
    schedule: { dir: "/srv/backups", everyHours: 24, keep: 7 },
    status: {
      lastSuccessAt: "2026-11-22T03:00:00.000Z",
      lastRunAt: "2026-11-23T03:00:00.000Z",
      lastFailed: true,
      lastOutcome: "ENOSPC: no space left on device",
      running: false,
    },
    files: [],
  });
  await page.goto("/admin");
  const notice = page.getByRole("alert").filter({ hasText: "O último backup automático falhou" });
  await expect(notice).toContainText("ENOSPC: no space left on device");
  await expect(notice).toContainText("Último backup bem-sucedido: 22/11/2026");
  await expect(notice.getByRole("link", { name: "Ver backups" })).toHaveAttribute(
    "href",
    "/admin/configuracoes",
  );
});

test("an editor sees five cards and no admin-only card", async ({ page, browser }) => {
  // Several sign-ins (scrypt) and screens in one journey: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const editor = await createEditor(page.request);

  const context = await browser.newContext();
  const editorPage = await context.newPage();
  await signIn(editorPage.request, editor.username, editorPassword);
  const usersCalls: string[] = [];
  editorPage.on(
    "request",
    (r) =>
      /\/api\/admin\/(users|privacy|audit|backups|settings)/.test(r.url()) &&
      usersCalls.push(r.url()),
  );
  await editorPage.goto("/admin");
  await expect(editorPage.getByText(`Olá, ${editor.fullName}`)).toBeVisible();
  await expect(cardsList(editorPage)).toHaveCount(5);
  for (const title of ["Usuários", "LGPD", "Atividade", "Configurações"]) {
    await expect(card(editorPage, title)).toHaveCount(0);
  }
  await expect(card(editorPage, "Mensagens")).toBeVisible();
  // The editor's panel never asks for the admin-only counts.
  expect(usersCalls).toEqual([]);
  await context.close();
});
