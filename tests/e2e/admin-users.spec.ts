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
import { e2eAdmin } from "../support/e2e-admin.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { screenshotToLookAt } from "../support/screenshots.ts";

test.use({ failedLoadsExpected: true });

const rowOf = (page: Page, username: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name: username, exact: true }) });

async function openAddDialog(page: Page) {
  await page.getByRole("button", { name: "Novo Usuário" }).click();
  return page.getByRole("dialog", { name: "Adicionar Novo Usuário" });
}

test("the admin creates a user through the dialog", async ({ page }) => {
  // Several sign-ins (scrypt) and screens in one journey: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  await page.goto("/admin/usuarios");
  await expect(page.getByRole("heading", { name: "Usuários", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Voltar ao painel" })).toHaveAttribute(
    "href",
    "/admin",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // Own row: 'Administrador', and delete is disabled.
  const own = rowOf(page, e2eAdmin.username);
  await expect(own).toContainText("Administrador");
  await expect(own).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(own.getByRole("button", { name: /^Excluir/ })).toBeDisabled();
  await expectNoAxeViolations(page);

  const username = uniqueTag("novo");
  const fullName = `Pedro ${username}`;
  const dialog = await openAddDialog(page);
  await expect(dialog).toContainText("acesso administrativo");
  // Editor is preselected.
  await expect(dialog.getByRole("combobox", { name: "Função" })).toHaveText(/Editor/);
  await expectNoAxeViolations(page);

  // Validation from newUserFormSchema.
  await dialog.getByLabel("Nome Completo").fill(fullName);
  await dialog.getByLabel("Nome de Usuário").fill(username);
  await dialog.getByLabel("Senha", { exact: true }).fill("123");
  await dialog.getByLabel("Confirmar Senha").fill("456");
  await dialog.getByRole("button", { name: "Criar Usuário" }).click();
  await expect(dialog.getByText("A senha deve ter pelo menos 6 caracteres")).toBeVisible();
  await expect(dialog.getByText("As senhas não coincidem")).toBeVisible();

  // 'Mostrar senha' reveals both fields.
  await expect(dialog.getByLabel("Senha", { exact: true })).toHaveAttribute("type", "password");
  await dialog.getByLabel("Mostrar senha").check();
  await expect(dialog.getByLabel("Senha", { exact: true })).toHaveAttribute("type", "text");
  await expect(dialog.getByLabel("Confirmar Senha")).toHaveAttribute("type", "text");

  await dialog.getByLabel("Senha", { exact: true }).fill("primeira-senha");
  await dialog.getByLabel("Confirmar Senha").fill("primeira-senha");
  const registered = page.waitForRequest((r) => r.url().endsWith("/api/register"));
  await dialog.getByRole("button", { name: "Criar Usuário" }).click();
  // docs/product.md#api-routes: the confirmation is not sent.
  expect((await registered).postDataJSON()).toEqual({
    fullName,
    username,
    password: "primeira-senha",
    role: "editor",
  });
  await expect(toastRegion(page).getByText("Usuário criado")).toBeVisible();
  await expect(
    toastRegion(page).getByText(`${fullName} foi adicionado com sucesso.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = rowOf(page, username);
  await expect(row).toContainText(fullName);
  await expect(row).toContainText("Editor");

  // Reopening shows an empty form.
  const again = await openAddDialog(page);
  await expect(again.getByLabel("Nome Completo")).toHaveValue("");
  await expect(again.getByLabel("Senha", { exact: true })).toHaveAttribute("type", "password");
  await again.getByRole("button", { name: "Cancelar" }).click();
  await expect(again).toBeHidden();
});

test("the admin resets a user's password, who then signs in with it", async ({ page, browser }) => {
  // Several sign-ins (scrypt) and screens in one journey: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const user = await createEditor(page.request);
  await page.goto("/admin/usuarios");
  const row = rowOf(page, user.username);
  await row.getByRole("button", { name: `Redefinir senha de ${user.fullName}` }).click();
  const reset = page.getByRole("dialog", { name: "Redefinir Senha" });
  await expect(reset).toContainText(user.fullName);
  await expectNoAxeViolations(page);
  await reset.getByLabel("Nova Senha").fill("segunda-senha");
  await reset.getByLabel("Confirmar Senha").fill("outra");
  await reset.getByRole("button", { name: "Redefinir Senha" }).click();
  await expect(reset.getByText("As senhas não coincidem")).toBeVisible();
  await reset.getByLabel("Mostrar senha").check();
  await expect(reset.getByLabel("Nova Senha")).toHaveAttribute("type", "text");
  await expect(reset.getByLabel("Confirmar Senha")).toHaveAttribute("type", "text");
  await reset.getByLabel("Confirmar Senha").fill("segunda-senha");
  await reset.getByRole("button", { name: "Redefinir Senha" }).click();
  await expect(toastRegion(page).getByText("Senha redefinida")).toBeVisible();
  await expect(reset).toBeHidden();

  const context = await browser.newContext();
  await signIn(context.request, user.username, "segunda-senha");
  await context.close();
});

test("the admin deletes a user after confirming", async ({ page }) => {
  await signIn(page.request);
  const user = await createEditor(page.request);
  await page.goto("/admin/usuarios");
  const row = rowOf(page, user.username);
  await row.getByRole("button", { name: `Excluir ${user.fullName}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Confirmar exclusão" });
  await expect(confirm).toContainText(user.fullName);
  await expect(confirm).toContainText("Esta ação não pode ser desfeita.");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Excluir ${user.fullName}` }).click();
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(toastRegion(page).getByText("Usuário excluído")).toBeVisible();
  await expect(toastRegion(page).getByText("O usuário foi excluído com sucesso.")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("a duplicate username keeps the dialog open with the server's message", async ({ page }) => {
  await signIn(page.request);
  await page.goto("/admin/usuarios");
  const dialog = await openAddDialog(page);
  await dialog.getByLabel("Nome Completo").fill("Outra Ana");
  await dialog.getByLabel("Nome de Usuário").fill(e2eAdmin.username);
  await dialog.getByLabel("Senha", { exact: true }).fill("qualquer-senha");
  await dialog.getByLabel("Confirmar Senha").fill("qualquer-senha");
  await dialog.getByRole("button", { name: "Criar Usuário" }).click();
  await expect(toastRegion(page).getByText("Erro", { exact: true })).toBeVisible();
  await expect(toastRegion(page).getByText("Nome de usuário já existe")).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole("alert").filter({ hasText: "Nome de usuário já existe" }),
  ).toBeVisible();
});

test("list and count failures fall back to the current user and 0", async ({ page }) => {
  await signIn(page.request);
  await failApi(page, "**/api/admin/users");
  await page.goto("/admin/usuarios");
  await expect(toastRegion(page).getByText("Falha ao buscar usuários")).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(rowOf(page, e2eAdmin.username)).toBeVisible();

  await page.unrouteAll();
  await failApi(page, "**/api/admin/users/stats");
  await page.reload();
  await expect(
    toastRegion(page).getByText("Falha ao buscar estatísticas de usuários"),
  ).toBeVisible();
  await expect(page.getByText("Total de usuários").locator("..")).toContainText("0");
});

test("an empty list says so", async ({ page }) => {
  await signIn(page.request);
  await fakeApi(page, "**/api/admin/users", []);
  await page.goto("/admin/usuarios");
  await expect(page.getByText("Nenhum usuário encontrado")).toBeVisible();
  await expect(
    page.getByText("Não há outros usuários cadastrados além da sua própria conta."),
  ).toBeVisible();
});

test("reset and delete failures show the product reference's toasts", async ({ page }) => {
  await signIn(page.request);
  const editor = await createEditor(page.request);
  await failApi(page, "**/api/admin/users/*/reset-password-drizzle", "POST");
  await failApi(page, "**/api/admin/users/*", "DELETE");
  await page.goto("/admin/usuarios");
  const row = rowOf(page, editor.username);

  await row.getByRole("button", { name: `Redefinir senha de ${editor.fullName}` }).click();
  const reset = page.getByRole("dialog", { name: "Redefinir Senha" });
  await reset.getByLabel("Nova Senha").fill("nova-senha-1");
  await reset.getByLabel("Confirmar Senha").fill("nova-senha-1");
  await reset.getByRole("button", { name: "Redefinir Senha" }).click();
  await expect(toastRegion(page).getByText("Erro", { exact: true })).toBeVisible();
  await expect(reset).toBeVisible();
  await reset.getByRole("button", { name: "Cancelar" }).click();

  await row.getByRole("button", { name: `Excluir ${editor.fullName}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(
    toastRegion(page).getByText("Erro ao excluir usuário", { exact: true }),
  ).toBeVisible();
  await expect(
    toastRegion(page).getByText("Erro ao excluir usuário: Erro interno do servidor"),
  ).toBeVisible();
  await expect(row).toBeVisible();
});

test("an editor sees 'Acesso Restrito'", async ({ page, browser }) => {
  // Several sign-ins (scrypt) and screens in one journey: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const editor = await createEditor(page.request);
  const context = await browser.newContext();
  const editorPage = await context.newPage();
  await signIn(editorPage.request, editor.username, editorPassword);
  await editorPage.goto("/admin/usuarios");
  await expect(editorPage.getByRole("heading", { name: "Acesso Restrito" })).toBeVisible();
  await expect(
    editorPage.getByText("Esta área é restrita apenas para administradores."),
  ).toBeVisible();
  await expect(editorPage.getByRole("button", { name: "Novo Usuário" })).toHaveCount(0);
  await expect(editorPage.getByRole("table")).toHaveCount(0);
  await expectNoAxeViolations(editorPage);
  await context.close();
});

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    test("a long e-mail address wraps inside its cell", async ({ page }) => {
      await signIn(page.request);
      const email = `${uniqueTag("uma.pessoa.com.um.endereco.bem.comprido")}@departamento-de-comunicacao.exemplo.com.br`;
      await createEditor(page.request, { email });
      await page.goto("/admin/usuarios");
      // Below 768 px rows are cards, whose cells the browser no longer exposes as cells.
      const cell = page.locator("td").filter({ hasText: email });
      await expect(cell).toBeVisible();
      await cell.scrollIntoViewIfNeeded();
      await screenshotToLookAt(page, `adm-users-table-${width}`);
      // The address breaks where it must and stays within its cell and the screen.
      const fits = await cell.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const text = document.createRange();
        text.selectNodeContents(element);
        const words = text.getBoundingClientRect();
        return {
          inCell: element.scrollWidth <= element.clientWidth && words.right <= box.right + 0.5,
          onScreen: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        };
      });
      expect(fits).toEqual({ inCell: true, onScreen: true });
    });
  });
}
