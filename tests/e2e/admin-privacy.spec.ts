import type { APIRequestContext } from "@playwright/test";
import {
  apiData,
  createEditor,
  expectNoAxeViolations,
  toastRegion,
  uniqueTag,
} from "../support/admin-e2e.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { gotoHydrated } from "../support/hydration.ts";

/*
 * An admin answers a data-subject request end to end (docs/product.md#privacy): finds the
 * person's data, exports it, corrects a field, erases it, and closes the request in the register;
 * every step lands in the activity log.
 */

test.use({ failedLoadsExpected: true });

async function leaveData(request: APIRequestContext, email: string) {
  const contact = await request.post("/api/contact", {
    data: {
      name: "Helena Prado",
      email,
      phone: "(11) 98888-7777",
      projectType: "Site Institucional",
      subject: "Orçamento de site",
      message: "Quero um site novo para a minha loja.",
    },
  });
  expect(contact.status()).toBe(201);
  const subscription = await request.post("/api/newsletter/subscribe", {
    data: { email, name: "Helena" },
  });
  expect(subscription.ok()).toBe(true);
}

test("an admin finds, exports, corrects and erases a person's data, and closes the request", async ({
  page,
}) => {
  // A whole journey of searches, downloads and dialogs: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const email = `${uniqueTag("titular")}@exemplo.com.br`;
  await leaveData(page.request, email);

  await gotoHydrated(page, "/admin/privacidade");
  await page.getByLabel("E-mail do Titular", { exact: true }).fill(email.toUpperCase());
  await page.getByRole("button", { name: "Buscar" }).click();
  // The message, the subscription and the subscription's consent record.
  await expect(page.getByText(/3 registro\(s\) encontrado\(s\)/)).toBeVisible();
  await expect(page.getByText("Helena Prado · Orçamento de site")).toBeVisible();
  await expect(page.getByText("Newsletter: pediu a inscrição")).toBeVisible();
  await expectNoAxeViolations(page);

  const [json] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exportar JSON" }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^dados-.+\.json$/);
  const exported = JSON.parse(
    await (await import("node:fs/promises")).readFile((await json.path())!, "utf8"),
  );
  expect(exported.messages[0].name).toBe("Helena Prado");

  // Correct the phone of the message.
  await page.getByRole("button", { name: "Corrigir" }).first().click();
  await page.getByLabel("Campo").selectOption({ label: "Telefone" });
  await page.getByLabel("Valor Correto", { exact: true }).fill("(11) 97777-6666");
  await page.getByRole("button", { name: "Salvar correção" }).click();
  await expect(toastRegion(page).getByText("Dado corrigido", { exact: true })).toBeVisible();
  await expect(page.getByText(/\(11\) 97777-6666/)).toBeVisible();

  // Register the request, erase, and close it.
  await page.getByRole("button", { name: "Registrar solicitação" }).click();
  await expect(toastRegion(page).getByText("Solicitação registrada")).toBeVisible();
  await page.getByRole("button", { name: "Eliminar dados" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "Serão excluídos: 1 mensagem de contato, 1 inscrição na newsletter",
  );
  await dialog.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page.getByText(`Nada encontrado para ${email.toUpperCase()}.`)).toBeVisible();
  // The erasure's toast sits over the request list on this viewport: close it, as a person would.
  const erased = toastRegion(page).getByRole("listitem").filter({ hasText: "Dados eliminados" });
  await erased.getByRole("button", { name: "Fechar" }).click();
  await expect(erased).toHaveCount(0);

  const row = page.getByRole("listitem").filter({ hasText: email });
  await row.getByRole("button", { name: "Marcar como respondida" }).click();
  await expect(row.getByText(/Respondida em/)).toBeVisible();

  const log = await apiData<{ action: string; target: string }[]>(
    page.request,
    "/api/admin/audit?limit=20",
  );
  const actions = log
    .filter((entry) => entry.target?.includes(email.toUpperCase()) || entry.target?.includes(email))
    .map((e) => e.action);
  expect(actions).toEqual(
    expect.arrayContaining([
      "privacy.search",
      "privacy.export",
      "privacy.request",
      "privacy.erase",
    ]),
  );
});

test("the activity log filters by action, and editors cannot open it or the privacy screen", async ({
  page,
  browser,
}) => {
  // Two sign-ins (scrypt) and an accessibility scan: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  await page.goto("/admin/atividade");
  await expect(
    page.getByRole("table", { name: "Registro de atividades do painel, mais recentes primeiro" }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel("Ação").selectOption({ label: "Entrou no painel" });
  const actionCells = page.getByRole("cell").filter({ hasText: /^Entrou no painel$/ });
  await expect(actionCells.first()).toBeVisible();
  await expect(page.getByRole("cell").filter({ hasText: /^Exportou/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const editor = await createEditor(page.request);
  const context = await browser.newContext();
  const editorPage = await context.newPage();
  await signIn(editorPage.request, editor.username, editor.password);
  for (const path of ["/admin/atividade", "/admin/privacidade"]) {
    await editorPage.goto(path);
    await expect(editorPage.getByText("Acesso Restrito")).toBeVisible();
  }
  await context.close();
});
