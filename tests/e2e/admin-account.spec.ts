import {
  createEditor,
  expectNoAxeViolations,
  toastRegion,
  uniqueTag,
} from "../support/admin-e2e.ts";
import { e2eSmtp, sentTo, waitForMail } from "../support/e2e-smtp.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { gotoHydrated } from "../support/hydration.ts";

/*
 * Accounts (docs/product.md#account and #password-recovery): a person's own page, and
 * 'Esqueci minha senha' through the run's real SMTP server, with and without JavaScript.
 */

test.use({ failedLoadsExpected: true });

const mailDir = e2eSmtp(Number(process.env.E2E_PORT ?? 4173)).dir;
const invalidLink = "Link inválido ou expirado";

/** The path and query of the link a recovery mail to `address` carries. */
async function recoveryLink(address: string) {
  const mail = await waitForMail(mailDir, sentTo(address));
  expect(mail.subject).toMatch(/^Redefinir sua senha no painel da /);
  const link = /Criar nova senha: (\S+)/.exec(mail.text ?? "")?.[1];
  expect(link).toMatch(/\/redefinir-senha\?token=[\w-]{43}$/);
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test("a person changes their e-mail with the password and the mailed link, changes the password and ends their other sessions", async ({
  page,
  browser,
}) => {
  // Four sign-ins and four password checks, each a deliberately slow hash.
  test.slow();
  await signIn(page.request);
  const oldEmail = `${uniqueTag("antigo")}@nexo.test`;
  const person = await createEditor(page.request, { email: oldEmail });
  // The same person signed in on another browser.
  const elsewhere = await browser.newContext();
  await signIn(elsewhere.request, person.username, person.password);
  await signIn(page.request, person.username, person.password);

  await gotoHydrated(page, "/admin");
  await page.getByRole("link", { name: "Minha conta" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A different address asks for the current password, and is not the account's until the link
  // mailed to it is opened; the old address is told at once.
  const profile = page.getByRole("region", { name: "Dados da conta" });
  const email = `${uniqueTag("conta")}@nexo.test`;
  await profile.getByLabel("E-mail").fill(email.toUpperCase());
  await profile.getByRole("button", { name: "Salvar dados" }).click();
  await expect(profile.getByText("Informe a senha atual para alterar o e-mail")).toBeVisible();
  await expect(profile.getByLabel("Senha Atual", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await profile.getByLabel("Senha Atual", { exact: true }).fill("não é esta");
  await profile.getByRole("button", { name: "Salvar dados" }).click();
  await expect(profile.getByText("Senha atual incorreta")).toBeVisible();
  await profile.getByLabel("Senha Atual", { exact: true }).fill(person.password);
  await profile.getByRole("button", { name: "Salvar dados" }).click();
  await expect(toastRegion(page).getByText("Confirme o novo e-mail")).toBeVisible();
  await expect(profile.getByRole("status")).toContainText(`Enviamos um link para ${email}.`);
  await expect(profile.getByLabel("E-mail")).toHaveValue(oldEmail);
  await expect(profile.getByLabel("Senha Atual", { exact: true })).toBeHidden();
  await expectNoAxeViolations(page);

  const notice = await waitForMail(mailDir, sentTo(oldEmail));
  expect(notice.subject).toMatch(/^Pedido de troca do e-mail da sua conta no painel da /);
  expect(notice.text).toMatch(
    /Quando: \d{1,2} de \S+ de \d{4}, \d{2}:\d{2} \(horário de Brasília\)/,
  );
  expect(notice.text).toMatch(/Aparelho: Chrome/);
  expect(notice.text).not.toContain("confirmar-email");
  expect(notice.text).not.toContain(email);
  const confirmation = await waitForMail(mailDir, sentTo(email));
  expect(confirmation.subject).toMatch(/^Confirme seu novo e-mail no painel da /);
  const link = /Confirmar e-mail: (\S+)/.exec(confirmation.text ?? "")?.[1];
  expect(link).toMatch(/\/admin\/conta#confirmar-email=[\w.-]+$/);
  const opened = new URL(link!);
  // As from the mail program: a fresh load of the page, signed in.
  await gotoHydrated(page, "/admin");
  await gotoHydrated(page, `${opened.pathname}${opened.hash}`);
  await expect(toastRegion(page).getByText("E-mail confirmado")).toBeVisible();
  await expect(profile.getByLabel("E-mail")).toHaveValue(email);
  // The token leaves the address bar, so a reload does not use it again.
  await expect(page).toHaveURL(/\/admin\/conta$/);

  const sessions = page.getByRole("region", { name: "Sessões ativas" });
  await expect(sessions.getByText("Esta sessão")).toBeVisible();
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await sessions.getByRole("button", { name: "Encerrar outras sessões" }).click();
  await expect(toastRegion(page).getByText("1 sessão encerrada")).toBeVisible();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  expect((await elsewhere.request.get("/api/user")).status()).toBe(401);
  await elsewhere.close();

  const password = page.getByRole("region", { name: "Alterar senha" });
  await password.getByLabel("Senha Atual", { exact: true }).fill("não é esta");
  await password.getByLabel("Nova Senha", { exact: true }).fill("nova-senha-123");
  await password.getByLabel("Confirmar Senha", { exact: true }).fill("nova-senha-123");
  await password.getByRole("button", { name: "Alterar senha" }).click();
  await expect(password.getByText("Senha atual incorreta")).toBeVisible();
  await password.getByLabel("Senha Atual", { exact: true }).fill(person.password);
  await password.getByRole("button", { name: "Alterar senha" }).click();
  await expect(toastRegion(page).getByText("Senha alterada")).toBeVisible();
  await expect(password.getByLabel("Senha Atual", { exact: true })).toHaveValue("");
  // Still signed in here; the new password is the one that works.
  expect((await page.request.get("/api/user")).status()).toBe(200);
  const old = await page.request.post("/api/login", {
    data: { username: person.username, password: person.password },
  });
  expect(old.status()).toBe(401);
});

test("'Esqueci minha senha' mails a link that sets a new password once", async ({ page }) => {
  await signIn(page.request);
  const email = `${uniqueTag("recupera")}@nexo.test`;
  const person = await createEditor(page.request, { email });
  await page.request.post("/api/logout");

  await gotoHydrated(page, "/login");
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page).toHaveURL(/\/redefinir-senha$/);
  await expect(page.getByRole("heading", { level: 1, name: "Esqueci minha senha" })).toBeVisible();
  await page.getByLabel("Usuário ou E-mail", { exact: true }).fill(person.username);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(
    page.getByText("Se o usuário existir e tiver e-mail cadastrado, enviaremos um link."),
  ).toBeVisible();

  const link = await recoveryLink(email);
  await gotoHydrated(page, link);
  await expect(page.getByRole("heading", { level: 1, name: "Criar nova senha" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Nova Senha", { exact: true }).fill("senha-do-link-1");
  await page.getByLabel("Confirmar Senha", { exact: true }).fill("outra");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText("As senhas não coincidem")).toBeVisible();
  await page.getByLabel("Confirmar Senha", { exact: true }).fill("senha-do-link-1");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText("Senha redefinida. Entre com a nova senha.")).toBeVisible();

  await page.getByRole("link", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const signedIn = await page.request.post("/api/login", {
    data: { username: person.username, password: "senha-do-link-1" },
  });
  expect(signedIn.status()).toBe(200);

  // Used once: the same link, or a forged one, says so at once and offers a new one.
  for (const path of [link, "/redefinir-senha?token=forjado-forjado-forjado-forjado"]) {
    await page.goto(path);
    await expect(page.getByText(invalidLink)).toBeVisible();
    await expect(page.getByRole("link", { name: "Pedir um novo link" })).toBeVisible();
  }
  const reused = await page.request.post("/api/password/reset", {
    data: { token: new URL(link, "http://x").searchParams.get("token"), password: "mais-uma-1" },
  });
  expect(reused.status()).toBe(400);
  expect((await reused.json()).message).toBe(invalidLink);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("asking for the link and setting the new password are form posts", async ({ page }) => {
    await signIn(page.request);
    const email = `${uniqueTag("semjs")}@nexo.test`;
    const person = await createEditor(page.request, { email });
    await page.request.post("/api/logout");

    await page.goto("/redefinir-senha");
    await page.getByLabel("Usuário ou E-mail", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Enviar link" }).click();
    await expect(page.getByText("Verifique seu e-mail")).toBeVisible();

    await page.goto(await recoveryLink(email));
    await page.getByLabel("Nova Senha", { exact: true }).fill("senha-sem-js-1");
    await page.getByLabel("Confirmar Senha", { exact: true }).fill("senha-sem-js-1");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await expect(page.getByText("Senha redefinida. Entre com a nova senha.")).toBeVisible();
    // The password never comes back in the page.
    expect(await page.content()).not.toContain("senha-sem-js-1");
    const signedIn = await page.request.post("/api/login", {
      data: { username: person.username, password: "senha-sem-js-1" },
    });
    expect(signedIn.status()).toBe(200);
  });
});
