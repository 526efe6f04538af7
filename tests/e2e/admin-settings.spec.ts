import { createEditor, uniqueTag } from "../support/admin-e2e.ts";
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
  await page.getByRole("link", { name: /Configurações/ }).click();
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
