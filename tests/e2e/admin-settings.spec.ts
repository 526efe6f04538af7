import type { Locator, Page } from "@playwright/test";
import { createEditor, fakeApi, uniqueTag } from "../support/admin-e2e.ts";
import { e2eSmtp, sentTo, waitForMail } from "../support/e2e-smtp.ts";
import { expect, signIn, test } from "../support/fixtures.ts";

/*
 * E-mail that arrives (docs/product.md#e-mail), against the run's real SMTP server: a contact
 * form's notification reaches the staff within seconds, its panel link opens the message, and
 * /admin/configuracoes reports delivery and sends a test mail.
 */

test.use({ failedLoadsExpected: true });

const mailDir = e2eSmtp(Number(process.env.E2E_PORT ?? 4173)).dir;

test("a contact message is notified within 10 s, and the mail's link opens it in the panel", async ({
  page,
}) => {
  const subject = uniqueTag("Orçamento ");
  const answer = await page.request.post("/api/contact", {
    data: {
      name: "Renata Alves",
      email: "renata@exemplo.com.br",
      phone: "(11) 91234-5678",
      projectType: "Site Institucional",
      subject,
      message: "Precisamos de um site novo para a clínica.",
    },
  });
  expect(answer.status()).toBe(201);
  const mail = await waitForMail(mailDir, (m) => m.subject === `Novo contato: ${subject}`);
  expect(mail.replyTo?.value[0]?.address).toBe("renata@exemplo.com.br");
  const link = /Abrir no painel: (\S+)/.exec(mail.text ?? "")?.[1];
  expect(link).toMatch(/\/admin\/mensagens\?id=\d+$/);

  await signIn(page.request);
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  const dialog = page.getByRole("dialog", { name: "Detalhes da Mensagem" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(subject)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/mensagens$/);
});

test("an admin sees mail configured, the last delivery, sends a test mail to their own address, and finds the backups", async ({
  page,
}) => {
  await signIn(page.request);
  const to = `${uniqueTag("teste")}@nexo.test`;
  const admin = await createEditor(page.request, { role: "admin", email: to });
  await signIn(page.request, admin.username, admin.password);
  await page.goto("/admin");
  await page
    .getByRole("region", { name: "Áreas de gestão" })
    .getByRole("link", { name: /Configurações/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/configuracoes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Configurações" })).toBeVisible();
  const mail = page.getByRole("region", { name: "E-mail" });
  await expect(mail.getByText("Configurado", { exact: true })).toBeVisible();

  await expect(mail.getByText(`Enviado para o seu e-mail, ${to}.`)).toBeVisible();
  await mail.getByRole("button", { name: "Enviar e-mail de teste" }).click();
  await expect(
    mail.getByRole("status").filter({ hasText: `E-mail de teste enviado para ${to}.` }),
  ).toBeVisible();
  const received = await waitForMail(mailDir, sentTo(to));
  expect(received.subject).toBe("E-mail de teste do painel");

  await expect(page.getByRole("region", { name: "Backups" })).toBeVisible();
});

test("an editor is kept out of /admin/configuracoes", async ({ page }) => {
  await signIn(page.request);
  const editor = await createEditor(page.request);
  await signIn(page.request, editor.username, editor.password);
  await page.goto("/admin");
  await expect(page.getByRole("link", { name: /Configurações/ })).toHaveCount(0);
  await page.goto("/admin/configuracoes");
  await expect(page.getByRole("region", { name: "E-mail" })).toHaveCount(0);
  expect((await page.request.get("/api/admin/settings/mail")).status()).toBe(403);
});

/** What a person reads in a region: rendered text only (a closed <details> is not). */
// biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
const shownText = (region: Locator) => region.innerText();
const serverJargon = /\b[A-Z]{2,}_[A-Z_]{2,}\b|\.eml\b/;

const mailStatus = (mode: "smtp" | "files" | "off") => ({
  mode,
  server: mode === "smtp" ? "smtp://127.0.0.1:2525" : null,
  from: "Nexo Digital <contato@nexo.test>",
  notifyEmails: ["equipe@nexo.test"],
  lastDelivery: null,
  pending: 0,
  failed: [],
});

async function openSettings(page: Page) {
  await page.goto("/admin/configuracoes");
  await expect(page.getByRole("heading", { level: 1, name: "Configurações" })).toBeVisible();
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
}

for (const width of [390, 1440]) {
  test.describe(`plain words at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    test("settings say what is configured and what is missing, without the server's variable names", async ({
      page,
    }) => {
      await signIn(page.request);
      // The run's servers have mail and no backup folder: one of each.
      await openSettings(page);
      const mail = page.getByRole("region", { name: "E-mail" });
      const backups = page.getByRole("region", { name: "Backups" });
      await expect(mail.getByText("Configurado", { exact: true })).toBeVisible();
      await expect(backups).toContainText(
        "Backups automáticos desativados: falta indicar ao servidor uma pasta onde guardá-los.",
      );
      await expect(backups).toContainText("Enquanto isso, use “Baixar backup agora”");
      for (const region of [mail, backups]) {
        expect(await shownText(region)).not.toMatch(serverJargon);
      }

      // Whoever runs the server finds the names, and where the README explains them.
      const forMail = mail.getByRole("group").filter({ hasText: "Para quem cuida do servidor" });
      await forMail.getByText("Para quem cuida do servidor").click();
      await expect(forMail).toContainText("SMTP_URL");
      await expect(forMail).toContainText("NOTIFY_EMAILS");
      await expect(forMail.getByText("seção “Configuration” do README")).toBeVisible();
      const forBackups = backups
        .getByRole("group")
        .filter({ hasText: "Para quem cuida do servidor" });
      await forBackups.getByText("Para quem cuida do servidor").click();
      await expect(forBackups).toContainText("BACKUP_DIR");
      await expect(forBackups.getByText("seção “Scheduled backups” do README")).toBeVisible();
    });
  });
}

test("mail off and mail kept in files are said in plain words too", async ({ page }) => {
  await signIn(page.request);
  for (const [mode, words] of [
    ["off", "O site ainda não tem um servidor de e-mail para enviar mensagens"],
    ["files", "Em modo de teste: os e-mails ficam guardados no servidor e não são enviados"],
  ] as const) {
    await page.unrouteAll();
    await fakeApi(page, "**/api/admin/settings/mail", mailStatus(mode));
    await openSettings(page);
    const mail = page.getByRole("region", { name: "E-mail" });
    await expect(mail).toContainText(words);
    expect(await shownText(mail)).not.toMatch(serverJargon);
  }
  // The dashboard's notice, when mail is off, too.
  await page.unrouteAll();
  await fakeApi(page, "**/api/admin/settings/mail", mailStatus("off"));
  await page.goto("/admin");
  const notice = page
    .getByRole("status")
    .filter({ hasText: "Notificações por e-mail desativadas" });
  await expect(notice).toContainText("Peça a quem cuida do servidor");
  expect(await shownText(notice)).not.toMatch(serverJargon);
});

test("the test mail button says why it is disabled for an admin without an e-mail", async ({
  page,
}) => {
  await signIn(page.request);
  const admin = await createEditor(page.request, { role: "admin" });
  await signIn(page.request, admin.username, admin.password);
  await openSettings(page);
  const mail = page.getByRole("region", { name: "E-mail" });
  const button = mail.getByRole("button", { name: "Enviar e-mail de teste" });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(
    /Sua conta não tem e-mail, por isso o botão está desativado\. Cadastre seu e-mail em Minha conta para receber o e-mail de teste\./,
  );
  await expect(mail.getByRole("link", { name: "Abrir Minha conta" })).toHaveAttribute(
    "href",
    "/admin/conta",
  );
});
