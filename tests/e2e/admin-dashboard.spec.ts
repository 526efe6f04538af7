import type { Page } from "@playwright/test";
import {
  createEditor,
  editorPassword,
  expectNoAxeViolations,
  failApi,
  fakeApi,
  toastRegion,
  uniqueTag,
} from "../support/admin-e2e.ts";
import { e2eSmtp, sentTo, waitForMail } from "../support/e2e-smtp.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { gotoHydrated } from "../support/hydration.ts";

test.use({ failedLoadsExpected: true });

const mailDir = e2eSmtp(Number(process.env.E2E_PORT ?? 4173)).dir;

const cardsList = (page: Page) =>
  page.getByRole("region", { name: "Áreas de gestão" }).getByRole("listitem");
const card = (page: Page, title: string) =>
  page.getByRole("link").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("the admin sees ten cards whose counts and badges follow the API", async ({ page }) => {
  // The accessibility scan of ten cards: give it room on a busy machine.
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
  await fakeApi(page, "**/api/admin/analytics", { visitors: 41 });
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
  // The five of docs/product.md#back-office with Conteúdo first, Mídia after Portfólio and
  // Estatísticas, then the admins' Usuários, LGPD, Atividade and Configurações.
  await expect(cardsList(page)).toHaveCount(11);
  await expect(card(page, "Estatísticas")).toContainText("41 visitantes em 30 dias");
  await expect(card(page, "Estatísticas")).toHaveAttribute("href", "/admin/estatisticas");
  // Configurações counts nothing: only its badge of failed mails (docs/product.md#dashboard).
  await expect(card(page, "Configurações")).not.toContainText(/\d+ ite(m|ns)/);
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
  await expect(cardsList(page)).toHaveCount(11);
  const titles = ["Portfólio", "Mídia", "Depoimentos", "Mensagens", "Newsletter", "Usuários"];
  for (const title of [...titles, "LGPD", "Atividade"]) {
    await expect(card(page, title)).toContainText("0 itens");
  }
  await expect(card(page, "Configurações")).not.toContainText(/ite(m|ns)/);
  await expect(
    page.getByText(/^\d+ (ativos?|pendentes?|não lidas?|atrasadas?|falh(ou|aram))$/),
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

test("an editor sees seven cards and no admin-only card", async ({ page, browser }) => {
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
  await expect(cardsList(editorPage)).toHaveCount(7);
  for (const title of ["Usuários", "LGPD", "Atividade", "Configurações"]) {
    await expect(card(editorPage, title)).toHaveCount(0);
  }
  await expect(card(editorPage, "Mensagens")).toBeVisible();
  // The editor's panel never asks for the admin-only counts.
  expect(usersCalls).toEqual([]);
  await context.close();
});

const emailPrompt = (page: Page) =>
  page.getByRole("region", { name: "Cadastre um e-mail na sua conta" });

for (const width of [390, 1440]) {
  test.describe(`the e-mail prompt at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    test("an admin without an e-mail is asked for one until the account has it", async ({
      page,
    }) => {
      // Two sign-ins, a password check and a mail through the run's SMTP server.
      test.slow();
      await signIn(page.request);
      const admin = await createEditor(page.request, { role: "admin" });
      await signIn(page.request, admin.username, admin.password);

      await gotoHydrated(page, "/admin");
      const prompt = emailPrompt(page);
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText("“Esqueci minha senha” não tem para onde enviar o link");
      // Above the cards, where it is seen first.
      const promptBox = await prompt.boundingBox();
      const cardsBox = await page.getByRole("region", { name: "Áreas de gestão" }).boundingBox();
      expect(promptBox!.y + promptBox!.height).toBeLessThanOrEqual(cardsBox!.y);
      await expect(prompt.getByRole("link", { name: "Cadastrar meu e-mail" })).toHaveAttribute(
        "href",
        "/admin/conta",
      );

      // It stays until the address is the account's: after the link mailed to it is opened.
      await prompt.getByRole("link", { name: "Cadastrar meu e-mail" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();
      const address = `${uniqueTag("painel")}@nexo.test`;
      const profile = page.getByRole("region", { name: "Dados da conta" });
      await profile.getByLabel("E-mail").fill(address);
      await profile.getByLabel("Senha Atual", { exact: true }).fill(admin.password);
      await profile.getByRole("button", { name: "Salvar dados" }).click();
      await expect(profile.getByRole("status")).toContainText(`Enviamos um link para ${address}.`);
      await page.goto("/admin");
      await expect(emailPrompt(page)).toBeVisible();

      const mail = await waitForMail(mailDir, sentTo(address));
      const link = /Confirmar e-mail: (\S+)/.exec(mail.text ?? "")?.[1];
      expect(link).toMatch(/\/admin\/conta#confirmar-email=[\w.-]+$/);
      const opened = new URL(link!);
      await page.goto(`${opened.pathname}${opened.hash}`);
      await expect(toastRegion(page).getByText("E-mail confirmado", { exact: true })).toBeVisible();
      // Back on the dashboard without a new page load: the prompt follows the account at once.
      await page.getByRole("link", { name: "Voltar ao painel" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Painel de Administração" }),
      ).toBeVisible();
      await expect(page.getByRole("region", { name: "Áreas de gestão" })).toBeVisible();
      await expect(emailPrompt(page)).toHaveCount(0);
    });
  });
}

test("an admin with an e-mail, and an editor without one, are not asked", async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page.request);
  const withEmail = await createEditor(page.request, {
    role: "admin",
    email: `${uniqueTag("com-email")}@nexo.test`,
  });
  const editor = await createEditor(page.request);
  for (const person of [withEmail, editor]) {
    const context = await browser.newContext();
    const other = await context.newPage();
    await signIn(other.request, person.username, person.password);
    await other.goto("/admin");
    await expect(other.getByRole("region", { name: "Áreas de gestão" })).toBeVisible();
    await expect(emailPrompt(other)).toHaveCount(0);
    await context.close();
  }
});

test("a person's first sign-in is a welcome, the next ones a welcome back", async ({ page }) => {
  test.slow();
  await signIn(page.request);
  const person = await createEditor(page.request);
  await page.context().clearCookies();

  const signInByForm = async () => {
    await gotoHydrated(page, "/login");
    await page.getByLabel("Usuário").fill(person.username);
    await page.getByLabel("Senha").fill(person.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toastRegion(page).getByText("Login realizado com sucesso!")).toBeVisible();
  };

  await signInByForm();
  await expect(
    toastRegion(page).getByText(`Bem-vindo(a), ${person.fullName}`, { exact: true }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInByForm();
  await expect(
    toastRegion(page).getByText(`Bem-vindo(a) de volta, ${person.fullName}`, { exact: true }),
  ).toBeVisible();
});
