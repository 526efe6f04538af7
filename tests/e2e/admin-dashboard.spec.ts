import { expect, type Page, test } from "@playwright/test";
import {
  createEditor,
  editorPassword,
  expectNoAxeViolations,
  failApi,
  fakeApi,
  guardConsole,
  signIn,
  toastRegion,
} from "../support/admin-e2e.ts";

guardConsole();

const cardsList = (page: Page) =>
  page.getByRole("region", { name: "Áreas de gestão" }).getByRole("listitem");
const card = (page: Page, title: string) =>
  page.getByRole("link").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("the admin sees five cards whose counts and badges follow the API", async ({ page }) => {
  await signIn(page.request);
  // Fixed answers: the counts, the badges and the 'item'/'itens' rule are checked exactly.
  await fakeApi(page, "**/api/admin/portfolio", [
    { id: 1, active: true },
    { id: 2, active: false },
    { id: 3, active: true },
  ]);
  await fakeApi(page, "**/api/admin/testimonials", [{ id: 9, status: "pending" }]);
  await fakeApi(page, "**/api/admin/contacts/stats", { count: 0, unread: 0 });
  await fakeApi(page, "**/api/admin/newsletter/stats", { count: 12 });
  await fakeApi(page, "**/api/admin/users/stats", { count: 1 });

  await page.goto("/admin");
  await expect(
    page.getByRole("heading", { name: "Painel de Administração", level: 1 }),
  ).toBeVisible();
  await expect(cardsList(page)).toHaveCount(5);

  await expect(card(page, "Portfólio")).toContainText("3 itens");
  await expect(card(page, "Portfólio")).toContainText("2 ativos");
  await expect(card(page, "Depoimentos")).toContainText("1 item");
  await expect(card(page, "Depoimentos")).toContainText("1 pendente");
  await expect(card(page, "Mensagens")).toContainText("0 itens");
  // No badge at zero.
  await expect(card(page, "Mensagens")).not.toContainText("não lida");
  await expect(card(page, "Newsletter")).toContainText("12 itens");
  await expect(card(page, "Usuários")).toContainText("1 item");

  await expect(card(page, "Portfólio")).toHaveAttribute("href", "/admin/portfolio");
  await expect(card(page, "Depoimentos")).toHaveAttribute("href", "/admin/depoimentos");
  await expect(card(page, "Mensagens")).toHaveAttribute("href", "/admin/mensagens");
  await expect(card(page, "Newsletter")).toHaveAttribute("href", "/admin/newsletter");
  await expect(card(page, "Usuários")).toHaveAttribute("href", "/admin/usuarios");
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
  await expect(cardsList(page)).toHaveCount(5);
  for (const title of ["Portfólio", "Depoimentos", "Mensagens", "Newsletter", "Usuários"]) {
    await expect(card(page, title)).toContainText("0 itens");
  }
  await expect(page.getByText(/ativos?$|pendentes?$|não lidas?$/)).toHaveCount(0);
  await expect(toastRegion(page).getByRole("listitem")).toHaveCount(0);
});

test("an editor sees four cards and no Usuários card", async ({ page, browser }) => {
  // Several sign-ins (scrypt) and screens in one journey: give it room on a busy machine.
  test.slow();
  await signIn(page.request);
  const editor = await createEditor(page.request);

  const context = await browser.newContext();
  const editorPage = await context.newPage();
  await signIn(editorPage.request, editor.username, editorPassword);
  const usersCalls: string[] = [];
  editorPage.on("request", (r) => r.url().includes("/api/admin/users") && usersCalls.push(r.url()));
  await editorPage.goto("/admin");
  await expect(editorPage.getByText(`Olá, ${editor.fullName}`)).toBeVisible();
  await expect(cardsList(editorPage)).toHaveCount(4);
  await expect(card(editorPage, "Usuários")).toHaveCount(0);
  await expect(card(editorPage, "Mensagens")).toBeVisible();
  // The editor's panel never asks for the admin-only count.
  expect(usersCalls).toEqual([]);
  await context.close();
});
