import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import type { Project } from "../../app/features/portfolio/types.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { gotoHydrated } from "../support/hydration.ts";

// The journeys sign in (deliberately slow hashing) and run axe: more than 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const imageHost = "https://img.nexo.test";
const svg = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="${color}"/></svg>`;

// A failed request is logged by the browser itself; the journeys assert those responses.
test.use({ failedLoadsExpected: true });

test.beforeEach(async ({ page }) => {
  // Images on a host that never leaves the test: "quebrada" is missing, the rest are pictures.
  await page.route(`${imageHost}/**`, (route) =>
    route.request().url().includes("quebrada")
      ? route.fulfill({ status: 404, body: "" })
      : route.fulfill({ status: 200, contentType: "image/svg+xml", body: svg("#6a5ff6") }),
  );
});

async function apiProject(page: Page, id: number): Promise<Project> {
  const response = await page.request.get(`/api/admin/portfolio/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Project }).data;
}

async function createProject(page: Page): Promise<Project> {
  const response = await page.request.post("/api/admin/portfolio", {
    data: {
      title: "Projeto para editar",
      slug: `e2e-form-${Date.now()}`,
      description: "Projeto criado pelo teste do formulário de edição.",
      category: "webapp",
      imageUrl: `${imageHost}/capa.svg`,
      projectDate: "2024-03-15",
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Project }).data;
}

const fail = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: "application/json",
    body: JSON.stringify({ success: false, message: "Erro interno do servidor" }),
  });

/** The one toast showing (docs/product.md#constants: one at a time). */
const toast = (page: Page) => page.getByRole("region", { name: /\(F8\)/ }).getByRole("listitem");

async function expectToast(page: Page, title: string, description: string) {
  await expect(toast(page).getByText(title, { exact: true })).toBeVisible();
  await expect(toast(page)).toContainText(description);
}

async function chooseCategory(page: Page, label: string) {
  await page.getByLabel("Categoria").click();
  await page.getByRole("option", { name: label }).click();
}

async function addImage(page: Page, url: string, alt: string) {
  await page.getByLabel("URL da Imagem", { exact: true }).fill(url);
  await page.getByLabel("Descrição da Imagem", { exact: true }).fill(alt);
  await page.getByRole("button", { name: "Adicionar Imagem" }).click();
}

test("an anonymous visitor is sent to the sign-in screen", async ({ page }) => {
  await page.goto("/admin/portfolio/novo");
  // The sign-in screen returns to the form once signed in (docs/product.md#sign-in-return).
  await expect(page).toHaveURL("/login?next=%2Fadmin%2Fportfolio%2Fnovo");
});

test.describe("signed in", () => {
  test.beforeEach(async ({ page }) => signIn(page.request));

  test("create mode: title, sections, category list and no-index", async ({ page }) => {
    await page.goto("/admin/portfolio/novo");
    await expect(page.getByRole("heading", { level: 1, name: "Novo Projeto" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    for (const section of [
      "Informações Básicas",
      "Detalhes do Projeto",
      "Imagens",
      "Status do Projeto",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole("switch", { name: "Ativo" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Destacado" })).not.toBeChecked();
    await expect(page.getByText("Projetos ativos são exibidos no site")).toBeVisible();
    await expect(page.getByText("Projetos destacados aparecem na página inicial")).toBeVisible();

    await page.getByLabel("Categoria").click();
    await expect(page.getByRole("option")).toHaveText([
      "Site",
      "Landing Page",
      "E-commerce",
      "Aplicação Web",
      "Aplicativo",
      "Design",
      "Outros",
    ]);
    await page.keyboard.press("Escape");

    const back = page.getByRole("link", { name: "Voltar para o gerenciamento de portfólio" });
    await expect(back).toHaveAttribute("href", "/admin/portfolio");
    await page.getByRole("link", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(/\/admin\/portfolio$/);
  });

  test("docs/product.md#validation validation messages", async ({ page }) => {
    await gotoHydrated(page, "/admin/portfolio/novo");
    await page.getByRole("button", { name: "Criar Projeto" }).click();
    await expect(page.getByText("O título deve ter pelo menos 3 caracteres")).toBeVisible();
    await expect(page.getByText("O slug deve ter pelo menos 3 caracteres")).toBeVisible();
    await expect(page.getByText("A descrição deve ter pelo menos 10 caracteres")).toBeVisible();
    await expect(page.getByText("Selecione uma categoria", { exact: true })).toHaveCount(2);
    await expect(page.getByText("A URL da imagem é obrigatória")).toBeVisible();
    await expect(page.getByLabel("Título", { exact: true })).toBeFocused();

    await page.getByLabel("Título", { exact: true }).fill("x".repeat(101));
    await page.getByLabel("Slug", { exact: true }).fill("Slug Inválido");
    await page.getByLabel("Descrição Curta", { exact: true }).fill("d".repeat(501));
    await page.getByLabel("URL da Imagem de Capa", { exact: true }).fill("nao-e-url");
    await page.getByLabel("URL do Projeto (opcional)", { exact: true }).fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Criar Projeto" }).click();
    await expect(page.getByText("O título não pode exceder 100 caracteres")).toBeVisible();
    await expect(
      page.getByText("O slug deve conter apenas letras minúsculas, números e hífens"),
    ).toBeVisible();
    await expect(page.getByText("A descrição não pode exceder 500 caracteres")).toBeVisible();
    await expect(page.getByText("URL da imagem inválida")).toBeVisible();
    await expect(page.getByText("URL do projeto inválida")).toBeVisible();

    await page.getByLabel("Slug", { exact: true }).fill("s".repeat(101));
    await expect(page.getByText("O slug não pode exceder 100 caracteres")).toBeVisible();

    // An additional image is checked before it is listed.
    await addImage(page, "nao-e-url", "Uma descrição");
    await expectToast(page, "Erro de validação", "URL da imagem inválida");
    await addImage(page, `${imageHost}/a.svg`, "");
    await expectToast(page, "Erro de validação", "Descrição da imagem é obrigatória");
    await expect(page.getByText("Nenhuma imagem adicional.")).toBeVisible();
  });

  test("the slug follows the title until one is typed", async ({ page }) => {
    await page.goto("/admin/portfolio/novo");
    const title = page.getByLabel("Título", { exact: true });
    const slug = page.getByLabel("Slug", { exact: true });
    await title.fill("Clínica São João & Filhos  --  Ação");
    await expect(slug).toHaveValue("clinica-sao-joao-filhos-acao");
    await title.fill("Loja Ótima");
    await expect(slug).toHaveValue("loja-otima");

    await slug.fill("meu-slug");
    await title.fill("Outro Título");
    await expect(slug).toHaveValue("meu-slug");

    // Emptied again: the title proposes it again.
    await slug.fill("");
    await title.fill("Título Novo");
    await expect(slug).toHaveValue("titulo-novo");
  });

  test("the date field takes dd/MM/yyyy typed or picked, and clears", async ({ page }) => {
    await page.goto("/admin/portfolio/novo");
    const date = page.getByLabel("Data do Projeto", { exact: true });
    // docs/product.md#validation: today by default.
    const today = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(
      new Date(),
    );
    await expect(date).toHaveValue(today);

    await page.getByRole("button", { name: "Abrir calendário: Data do Projeto" }).click();
    await page.getByRole("combobox", { name: "Escolha o ano" }).selectOption("2023");
    await page.getByRole("combobox", { name: "Escolha o mês" }).selectOption("2");
    await page.getByRole("button", { name: /, 15 de março de 2023/ }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(date).toHaveValue("15/03/2023");

    await page.getByRole("button", { name: "Limpar data: Data do Projeto" }).click();
    await expect(date).toHaveValue("");
    await expect(page.getByRole("button", { name: "Limpar data: Data do Projeto" })).toHaveCount(0);

    // Chosen again from an empty field, by keyboard.
    await date.focus();
    await page.keyboard.press("Alt+ArrowDown");
    await expect(page.getByRole("grid")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("grid")).toBeHidden();
    await expect(date).toBeFocused();
  });

  test("the cover preview falls back to the invalid-image placeholder", async ({ page }) => {
    await page.goto("/admin/portfolio/novo");
    await expect(
      page.getByText("Informe a URL da capa para ver a pré-visualização."),
    ).toBeVisible();
    const cover = page.getByLabel("URL da Imagem de Capa", { exact: true });
    await cover.fill(`${imageHost}/quebrada.png`);
    await expect(page.getByText("Imagem inválida")).toBeVisible();
    await cover.fill(`${imageHost}/capa.svg`);
    await expect(page.getByRole("img", { name: "Pré-visualização da capa" })).toBeVisible();
    await expect(page.getByText("Imagem inválida")).toHaveCount(0);
  });

  test("create with two local images, then edit: add and remove one", async ({ page }) => {
    const suffix = Date.now();
    const title = `Projeto Completo ${suffix}`;
    await gotoHydrated(page, "/admin/portfolio/novo");
    await page.getByLabel("Título", { exact: true }).fill(title);
    await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(
      `projeto-completo-${suffix}`,
    );
    await page
      .getByLabel("Descrição Curta", { exact: true })
      .fill("Um projeto completo criado de ponta a ponta.");
    await chooseCategory(page, "E-commerce");
    await page.getByLabel("Data do Projeto", { exact: true }).fill("20/05/2024");
    await page
      .getByLabel("URL do Projeto (opcional)", { exact: true })
      .fill("https://loja.exemplo.com.br");
    await page.getByLabel("URL da Imagem de Capa", { exact: true }).fill(`${imageHost}/capa.svg`);
    await page.getByRole("switch", { name: "Destacado" }).click();

    await addImage(page, `${imageHost}/um.svg`, "Página inicial");
    // Enter in the image inputs adds the image; it does not submit the project.
    await page.getByLabel("URL da Imagem", { exact: true }).fill(`${imageHost}/dois.svg`);
    await page.getByLabel("Descrição da Imagem", { exact: true }).fill("Carrinho de compras");
    await page.getByLabel("Descrição da Imagem", { exact: true }).press("Enter");
    await expect(page.getByRole("img", { name: "Página inicial" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Carrinho de compras" })).toBeVisible();
    await expect(page).toHaveURL(/\/novo$/);
    await page.getByRole("button", { name: "Remover imagem: Página inicial" }).click();
    await expect(page.getByRole("img", { name: "Página inicial" })).toHaveCount(0);
    await addImage(page, `${imageHost}/um.svg`, "Página inicial");

    const posted = page.waitForRequest(
      (r) => r.method() === "POST" && r.url().endsWith("/api/admin/portfolio"),
    );
    await page.getByRole("button", { name: "Criar Projeto" }).click();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({
      title,
      slug: `projeto-completo-${suffix}`,
      category: "e-commerce",
      projectDate: "2024-05-20",
      projectUrl: "https://loja.exemplo.com.br",
      featured: true,
      active: true,
    });
    await expectToast(page, "Projeto criado", "Projeto adicionado com sucesso ao portfólio.");
    await expect(page).toHaveURL(/\/admin\/portfolio$/);

    const row = page.locator("tbody tr").filter({ hasText: title });
    await row.getByRole("link", { name: `Editar: ${title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Editar Projeto" })).toBeVisible();
    await expect(page.getByLabel("Título", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Categoria")).toHaveText("E-commerce");
    await expect(page.getByLabel("Data do Projeto", { exact: true })).toHaveValue("20/05/2024");
    await expect(page.getByRole("switch", { name: "Destacado" })).toBeChecked();
    await expect(page.getByRole("img", { name: "Carrinho de compras" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Página inicial" })).toBeVisible();

    // Edit mode: the server is called at once.
    const added = page.waitForResponse(
      (r) => r.request().method() === "POST" && /\/images$/.test(r.url()),
    );
    await addImage(page, `${imageHost}/tres.svg`, "Versão para celular");
    expect((await added).status()).toBe(201);
    await expectToast(page, "Imagem adicionada", "A imagem foi adicionada com sucesso ao projeto.");
    await expect(page.getByRole("img", { name: "Versão para celular" })).toBeVisible();

    await page.getByRole("button", { name: "Remover imagem: Carrinho de compras" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Tem certeza que deseja remover esta imagem?");
    await confirm.getByRole("button", { name: "Remover" }).click();
    await expectToast(page, "Imagem removida", "A imagem foi removida com sucesso do projeto.");
    await expect(page.getByRole("img", { name: "Carrinho de compras" })).toHaveCount(0);

    // Update: stays on the page with the saved values.
    await page.getByLabel("Título", { exact: true }).fill(`${title} v2`);
    await page.getByLabel("URL do Projeto (opcional)", { exact: true }).fill("");
    const patched = page.waitForRequest((r) => r.method() === "PATCH");
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    expect((await patched).postDataJSON()).toMatchObject({
      title: `${title} v2`,
      projectUrl: null,
    });
    await expectToast(page, "Projeto atualizado", "As alterações foram salvas com sucesso.");
    await expect(page).toHaveURL(/\/admin\/portfolio\/\d+$/);
    await page.reload();
    await expect(page.getByLabel("Título", { exact: true })).toHaveValue(`${title} v2`);
    await expect(page.getByLabel("URL do Projeto (opcional)", { exact: true })).toHaveValue("");
    const id = Number(page.url().split("/").at(-1));
    const saved = await apiProject(page, id);
    expect(saved.images.map((image) => image.alt).sort()).toEqual([
      "Página inicial",
      "Versão para celular",
    ]);
  });

  test("failures show 'Erro' toasts with the server message", async ({ page }) => {
    await page.route("**/api/admin/portfolio", (route) =>
      route.request().method() === "POST" ? fail(route) : route.fallback(),
    );
    await gotoHydrated(page, "/admin/portfolio/novo");
    await page.getByLabel("Título", { exact: true }).fill("Projeto que falha");
    await page
      .getByLabel("Descrição Curta", { exact: true })
      .fill("Descrição suficiente para passar.");
    await chooseCategory(page, "Design");
    await page.getByLabel("URL da Imagem de Capa", { exact: true }).fill(`${imageHost}/capa.svg`);
    await page.getByRole("button", { name: "Criar Projeto" }).click();
    await expectToast(page, "Erro", "Falha ao criar projeto: Erro interno do servidor");
    await expect(page).toHaveURL(/\/novo$/);
    await expect(page.getByRole("button", { name: "Criar Projeto" })).toBeEnabled();

    const project = await createProject(page);
    await page.route(`**/api/admin/portfolio/${project.id}`, (route) =>
      route.request().method() === "PATCH" ? fail(route) : route.fallback(),
    );
    await page.route(`**/api/admin/portfolio/${project.id}/images`, fail);
    await page.goto(`/admin/portfolio/${project.id}`);
    await expect(page.getByLabel("Título", { exact: true })).toHaveValue(project.title);
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    await expectToast(page, "Erro", "Falha ao atualizar projeto: Erro interno do servidor");

    await addImage(page, `${imageHost}/x.svg`, "Imagem extra");
    await expectToast(page, "Erro", "Falha ao adicionar imagem: Erro interno do servidor");
    // The inputs keep what was typed, to try again.
    await expect(page.getByLabel("Descrição da Imagem", { exact: true })).toHaveValue(
      "Imagem extra",
    );

    await page.unroute(`**/api/admin/portfolio/${project.id}/images`);
    await addImage(page, `${imageHost}/x.svg`, "Imagem extra");
    await expect(page.getByRole("img", { name: "Imagem extra" })).toBeVisible();
    await page.route("**/api/admin/portfolio/images/*", fail);
    await page.getByRole("button", { name: "Remover imagem: Imagem extra" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
    await expectToast(page, "Erro", "Falha ao remover imagem: Erro interno do servidor");
    await expect(page.getByRole("img", { name: "Imagem extra" })).toBeVisible();
  });

  test("the loading message, then a missing project", async ({ page }) => {
    const project = await createProject(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/admin/portfolio/${project.id}`, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(`/admin/portfolio/${project.id}`);
    await expect(page.getByText("Carregando detalhes do projeto...")).toBeVisible();
    release();
    await expect(page.getByLabel("Título", { exact: true })).toHaveValue(project.title);

    await page.goto("/admin/portfolio/999999");
    await expect(page.getByRole("alert")).toContainText("Projeto não encontrado");
  });

  test("no axe violations on the create and edit forms", async ({ page }) => {
    await gotoHydrated(page, "/admin/portfolio/novo");
    await page.getByRole("button", { name: "Criar Projeto" }).click();
    await expect(page.getByText("O título deve ter pelo menos 3 caracteres")).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const project = await createProject(page);
    await page.goto(`/admin/portfolio/${project.id}`);
    await expect(page.getByLabel("Título", { exact: true })).toHaveValue(project.title);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Abrir calendário: Data do Projeto" }).click();
    await expect(page.getByRole("grid")).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the form fits the screen", async ({ page }) => {
    await signIn(page.request);
    await page.goto("/admin/portfolio/novo");
    await expect(page.getByRole("heading", { level: 1, name: "Novo Projeto" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
