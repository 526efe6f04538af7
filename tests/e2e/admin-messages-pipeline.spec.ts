import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations, toastRegion, uniqueTag } from "../support/admin-e2e.ts";
import { expect, signIn, test } from "../support/fixtures.ts";

// docs/product.md#lead-pipeline: the lead's dialog, the board and 'Modelos de resposta'.

async function sendLead(request: APIRequestContext, subject: string, name: string) {
  const response = await request.post("/api/contact", {
    data: {
      name,
      email: "lead@exemplo.com.br",
      phone: "(11) 91234-5678",
      projectType: "Site Institucional",
      subject,
      message: "Precisamos de um site novo para a clínica, com agendamento online.",
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const column = (page: Page, label: string) =>
  page.getByRole("region", { name: "Quadro de contatos" }).getByRole("region", { name: label });

test("the lead's dialog: status on the timeline, owner, note and the WhatsApp link", async ({
  page,
}) => {
  test.slow();
  await signIn(page.request);
  const subject = `Pipeline ${uniqueTag("p")}`;
  const id = await sendLead(page.request, subject, "Renata Pipeline");
  await page.goto(`/admin/mensagens?id=${id}`);
  const dialog = page.getByRole("dialog", { name: "Detalhes da Mensagem" });
  await expect(dialog).toContainText(subject);
  await expect(dialog.getByLabel("Status")).toHaveValue("new");

  await dialog.getByLabel("Status").selectOption({ label: "Em contato" });
  await expect(toastRegion(page).getByText("Contato atualizado")).toBeVisible();
  const timeline = dialog.getByRole("region", { name: "Linha do tempo" });
  await expect(timeline.getByRole("listitem").first()).toContainText("Status:");
  await expect(timeline.getByRole("listitem").first()).toContainText("Novo");
  await expect(timeline.getByRole("listitem").first()).toContainText("Em contato");

  const owner = dialog.getByLabel("Responsável");
  await owner.selectOption({ index: 1 });
  await expect(owner).not.toHaveValue("");

  await dialog.getByLabel("Nova nota").fill("Prefere contato depois das 18h.");
  await dialog.getByRole("button", { name: "Adicionar nota" }).click();
  await expect(timeline).toContainText("Prefere contato depois das 18h.");
  await expect(dialog.getByLabel("Nova nota")).toHaveValue("");

  const whatsApp = dialog.getByRole("link", { name: "Abrir no WhatsApp" });
  const href = new URL((await whatsApp.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://wa.me/5511912345678");
  expect(href.searchParams.get("text")).toMatch(
    /^Olá, Renata! Aqui é .+, da .+\. Recebemos sua mensagem sobre "Pipeline /,
  );

  // The composer starts from a template, filled in with the lead's first name.
  await dialog.getByRole("button", { name: "Responder por e-mail" }).click();
  await dialog.getByLabel("Modelo de resposta").selectOption({ label: "Primeiro contato" });
  await expect(dialog.getByRole("textbox", { name: "Resposta" })).toHaveValue(
    /^Olá, Renata! Tudo bem\?/,
  );
  await expectNoAxeViolations(page);

  // 'Perdido' asks why before the lead moves.
  await dialog.getByLabel("Status").selectOption({ label: "Perdido" });
  const lost = page.getByRole("dialog", { name: "Marcar como perdido" });
  await lost.getByRole("button", { name: "Marcar como perdido" }).click();
  await expect(lost.getByText("Informe o motivo da perda")).toBeVisible();
  await lost.getByLabel("Motivo da perda").fill("Escolheu outro fornecedor");
  await lost.getByRole("button", { name: "Marcar como perdido" }).click();
  await expect(lost).toBeHidden();
  await expect(dialog).toContainText("Motivo da perda: Escolheu outro fornecedor");
  await expect(timeline).toContainText("(Escolheu outro fornecedor)");
});

test("the board moves a lead by its menu and by dragging it", async ({ page }) => {
  test.slow();
  await signIn(page.request);
  const tag = uniqueTag("b");
  await sendLead(page.request, `Quadro ${tag}`, "Bruno Quadro");
  await page.goto("/admin/mensagens");
  await page.getByRole("searchbox", { name: "Buscar mensagens..." }).fill(tag);
  await page.getByRole("button", { name: "Quadro", exact: true }).click();
  const card = (status: string) =>
    column(page, status).getByRole("article").filter({ hasText: "Bruno Quadro" });
  await expect(card("Novo")).toBeVisible();
  await expectNoAxeViolations(page);

  // From the keyboard: the card's own menu.
  await card("Novo")
    .getByLabel("Mover Bruno Quadro para")
    .selectOption({ label: "Mover para Proposta enviada" });
  await expect(card("Proposta enviada")).toBeVisible();
  await expect(card("Novo")).toHaveCount(0);

  // With the mouse: dragged onto another column.
  await card("Proposta enviada").hover();
  await page.mouse.down();
  // Two moves over the column: the first starts the drag, the next is its dragover.
  await column(page, "Ganho").hover({ position: { x: 60, y: 60 } });
  await column(page, "Ganho").hover({ position: { x: 80, y: 80 } });
  await page.mouse.up();
  await expect(card("Ganho")).toBeVisible();
  await expect(card("Proposta enviada")).toHaveCount(0);

  // The list's status filter finds it there.
  await page.getByRole("button", { name: "Lista", exact: true }).click();
  await page.getByLabel("Filtrar por status").selectOption({ label: "Ganho" });
  await expect(
    page.getByRole("table").getByRole("row").filter({ hasText: "Bruno Quadro" }),
  ).toBeVisible();
  await page.getByLabel("Filtrar por status").selectOption({ label: "Novo" });
  await expect(page.getByText("Nenhuma mensagem encontrada")).toBeVisible();
});

test("'Modelos de resposta' creates, edits and deletes a template", async ({ page }) => {
  // Three dialogs and four saves in one journey: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const title = `Modelo ${uniqueTag("t")}`;
  await page.goto("/admin/mensagens");
  await page.getByRole("button", { name: "Modelos de resposta" }).click();
  const dialog = page.getByRole("dialog", { name: "Modelos de resposta" });
  await expect(dialog.getByRole("button", { name: "Primeiro contato" })).toBeVisible();
  await dialog.getByRole("button", { name: "Novo modelo" }).click();
  await dialog.getByLabel("Nome do modelo").fill(title);
  await dialog.getByLabel("Texto").fill("Olá, {nome}! Obrigado pelo contato.");
  await dialog.getByRole("button", { name: "Criar modelo" }).click();
  await expect(toastRegion(page).getByText("Modelo salvo")).toBeVisible();
  await dialog.getByRole("button", { name: title }).click();
  await dialog.getByLabel("Nome do modelo").fill(`${title} editado`);
  await dialog.getByRole("button", { name: "Salvar modelo" }).click();
  await expect(dialog.getByRole("button", { name: `${title} editado` })).toBeVisible();
  await dialog.getByRole("button", { name: `${title} editado` }).click();
  await dialog.getByRole("button", { name: "Excluir" }).click();
  await expect(dialog.getByRole("button", { name: `${title} editado` })).toHaveCount(0);
});
