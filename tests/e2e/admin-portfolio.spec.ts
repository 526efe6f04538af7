import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import type { Project } from "../../app/features/portfolio/types.ts";
import { expect as baseExpect, signIn, test } from "../support/fixtures.ts";

// These journeys reorder the one shared list: run them one after another. Axe over a long table
// and a sign-in (deliberately slow hashing) per journey need more than the default 30 s on a busy
// machine, and the long table with its covers has taken more than the default 7 s to appear after
// a (re)load while CI's other worker kept both cores busy; nothing here waits on time itself.
test.describe.configure({ mode: "default", timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

// A failed request is logged by the browser itself; the journeys assert those responses.
test.use({ failedLoadsExpected: true });

async function apiProjects(page: Page): Promise<Project[]> {
  const response = await page.request.get("/api/admin/portfolio");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Project[] }).data;
}

let created = 0;
async function createProject(page: Page, name: string): Promise<Project> {
  created += 1;
  const response = await page.request.post("/api/admin/portfolio", {
    data: {
      // Unique, so a title names one row even when a journey runs twice on one server.
      title: `${name} ${Date.now() % 100000}-${created}`,
      slug: `e2e-lista-${Date.now()}-${created}`,
      description: "Projeto criado pelo teste de ponta a ponta da lista.",
      category: "website",
      imageUrl: "https://img.nexo.test/capa.png",
      featured: false,
      active: true,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Project }).data;
}

/** At least `count` projects exist, whatever the demo content holds. */
async function ensureProjects(page: Page, count: number) {
  const existing = await apiProjects(page);
  for (let i = existing.length; i < count; i++) await createProject(page, `Projeto extra ${i + 1}`);
}

async function openList(page: Page) {
  await page.goto("/admin/portfolio");
  await expect(page.getByRole("heading", { name: "Gerenciamento de Portfólio" })).toBeVisible();
  await expect(page.locator("tbody tr").first()).toBeVisible();
}

function rowIds(page: Page) {
  return page
    .locator("tbody tr[data-project-id]")
    .evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset.projectId)));
}

const row = (page: Page, id: number) => page.locator(`tbody tr[data-project-id="${id}"]`);

function waitForCall(page: Page, method: string, path: RegExp) {
  return page.waitForResponse((r) => r.request().method() === method && path.test(r.url()));
}

async function dragTo(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("no layout box");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Several steps: the pointer sensor starts after 4 px, then tracks the moves.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 4, { steps: 15 });
  await page.mouse.up();
}

test.beforeEach(async ({ page }) => {
  await signIn(page.request);
  await ensureProjects(page, 3);
});

test("the table shows order, cover, title, category, flags and the right links", async ({
  page,
}) => {
  await openList(page);
  const projects = await apiProjects(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  for (const column of ["Ordem", "Capa", "Título", "Categoria", "Ativo", "Destacado", "Ações"]) {
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Novo Projeto" })).toHaveAttribute(
    "href",
    "/admin/portfolio/novo",
  );

  const first = projects[0]!;
  const firstRow = row(page, first.id);
  await expect(firstRow.getByRole("cell").nth(1)).toHaveText(String(first.displayOrder + 1));
  await expect(firstRow.getByRole("rowheader")).toContainText(first.title);
  await expect(firstRow.locator("img")).toHaveAttribute("src", first.imageUrl);
  await expect(firstRow.getByRole("link", { name: `Editar: ${first.title}` })).toHaveAttribute(
    "href",
    `/admin/portfolio/${first.id}`,
  );
  const preview = firstRow.getByRole("link", { name: `Visualizar no site: ${first.title}` });
  await expect(preview).toHaveAttribute("href", `/portfolio/${first.slug}`);
  await expect(preview).toHaveAttribute("target", "_blank");
  await expect(preview).toHaveAttribute("rel", /noopener/);

  // docs/product.md#data-model labels, from the form vocabulary.
  const labels: Record<string, string> = {
    website: "Site",
    "landing-page": "Landing Page",
    "e-commerce": "E-commerce",
    webapp: "Aplicação Web",
    "mobile-app": "Aplicativo",
    design: "Design",
    other: "Outros",
  };
  for (const project of projects.slice(0, 5)) {
    await expect(row(page, project.id).getByRole("cell").nth(3)).toHaveText(
      labels[project.category] ?? project.category,
    );
  }

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test("Ativo and Destacado switch independently and stay after a reload", async ({ page }) => {
  const project = await createProject(page, "Projeto dos interruptores");
  await openList(page);
  const active = row(page, project.id).getByRole("switch", { name: `Ativo: ${project.title}` });
  const featured = row(page, project.id).getByRole("switch", {
    name: `Destacado: ${project.title}`,
  });
  await expect(active).toBeChecked();
  await expect(featured).not.toBeChecked();

  const activeCall = waitForCall(page, "PATCH", /\/api\/admin\/portfolio\/\d+\/active$/);
  await active.click();
  expect((await activeCall).status()).toBe(200);
  await expect(active).not.toBeChecked();
  await expect(row(page, project.id)).toContainText("Inativo");

  const featuredCall = waitForCall(page, "PATCH", /\/api\/admin\/portfolio\/\d+\/featured$/);
  await featured.click();
  expect((await featuredCall).status()).toBe(200);
  await expect(featured).toBeChecked();

  await page.reload();
  await expect(active).not.toBeChecked();
  await expect(featured).toBeChecked();
  // Inactive projects leave the public site.
  const publicProjects = (await (await page.request.get("/api/portfolio")).json()) as {
    data: Project[];
  };
  expect(publicProjects.data.map((p) => p.id)).not.toContain(project.id);
});

test("move up and move down respect the ends and persist", async ({ page }) => {
  await openList(page);
  const ids = await rowIds(page);
  const [firstId, secondId] = ids;
  const lastId = ids.at(-1)!;
  await expect(
    row(page, firstId!).getByRole("button", { name: /^Mover para cima/ }),
  ).toBeDisabled();
  await expect(row(page, lastId).getByRole("button", { name: /^Mover para baixo/ })).toBeDisabled();
  await expect(row(page, lastId).getByRole("button", { name: /^Mover para cima/ })).toBeEnabled();

  const reorder = waitForCall(page, "POST", /\/api\/admin\/portfolio\/reorder$/);
  await row(page, firstId!)
    .getByRole("button", { name: /^Mover para baixo/ })
    .click();
  const request = (await reorder).request();
  // docs/product.md#data-rules: the full ordered list of ids.
  expect(request.postDataJSON()).toEqual({
    orderedIds: [secondId, firstId, ...ids.slice(2)],
  });
  await expect.poll(() => rowIds(page)).toEqual([secondId, firstId, ...ids.slice(2)]);
  await expect(row(page, firstId!).getByRole("cell").nth(1)).toHaveText("2");

  await page.reload();
  await expect.poll(() => rowIds(page)).toEqual([secondId, firstId, ...ids.slice(2)]);

  // And back up again.
  await row(page, firstId!)
    .getByRole("button", { name: /^Mover para cima/ })
    .click();
  await expect.poll(() => rowIds(page)).toEqual(ids);
  await page.reload();
  await expect.poll(() => rowIds(page)).toEqual(ids);
});

test("drag and drop with the mouse reorders and persists", async ({ page }) => {
  await openList(page);
  const ids = await rowIds(page);
  const [a, b, c] = ids;
  const reorder = waitForCall(page, "POST", /\/api\/admin\/portfolio\/reorder$/);
  await dragTo(page, row(page, a!).getByRole("button", { name: /^Arrastar/ }), row(page, c!));
  expect((await reorder).status()).toBe(200);
  const expected = [b, c, a, ...ids.slice(3)];
  await expect.poll(() => rowIds(page)).toEqual(expected);
  await page.reload();
  await expect.poll(() => rowIds(page)).toEqual(expected);
});

test("keyboard reordering: Space, ArrowDown, Space on the handle", async ({ page }) => {
  await openList(page);
  const ids = await rowIds(page);
  const [a, b] = ids;
  const handle = row(page, a!).getByRole("button", { name: /^Arrastar/ });
  await handle.focus();
  await expect(handle).toHaveAttribute("aria-describedby", /.+/);
  const reorder = waitForCall(page, "POST", /\/api\/admin\/portfolio\/reorder$/);
  // dnd-kit's live region, narrating in pt-BR.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowDown");
  await expect(announcement).toHaveText(/^Projeto .+ sobre a posição 2 de \d+\.$/);
  await page.keyboard.press("Space");
  await expect(announcement).toHaveText(/^Projeto .+ solto na posição 2 de \d+\.$/);
  expect((await reorder).status()).toBe(200);
  const expected = [b, a, ...ids.slice(2)];
  await expect.poll(() => rowIds(page)).toEqual(expected);
  await page.reload();
  await expect.poll(() => rowIds(page)).toEqual(expected);
});

test("delete asks for confirmation first", async ({ page }) => {
  const project = await createProject(page, "Projeto para excluir");
  await openList(page);
  const deleteButton = row(page, project.id).getByRole("button", {
    name: `Excluir: ${project.title}`,
  });

  await deleteButton.click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "Tem certeza que deseja excluir este projeto? Esta ação não pode ser desfeita.",
  );
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, project.id)).toBeVisible();

  await deleteButton.click();
  const call = waitForCall(page, "DELETE", new RegExp(`/api/admin/portfolio/${project.id}$`));
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  expect((await call).status()).toBe(200);
  await expect(row(page, project.id)).toHaveCount(0);
  await page.reload();
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await expect(row(page, project.id)).toHaveCount(0);
});

test("failures show docs/product.md#texts-admin toasts and roll back", async ({ page }) => {
  const project = await createProject(page, "Projeto com falhas");
  await openList(page);
  const fail = (route: import("@playwright/test").Route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: "Erro interno do servidor" }),
    });
  await page.route("**/api/admin/portfolio/*/active", fail);
  await page.route("**/api/admin/portfolio/*/featured", fail);
  await page.route("**/api/admin/portfolio/reorder", fail);
  await page.route(`**/api/admin/portfolio/${project.id}`, fail);

  // The one toast showing (docs/product.md#constants: one at a time), titled 'Erro'.
  const toast = page.getByRole("region", { name: /\(F8\)/ }).getByRole("listitem");
  const active = row(page, project.id).getByRole("switch", { name: `Ativo: ${project.title}` });
  await active.click();
  await expect(toast.getByText("Erro", { exact: true })).toBeVisible();
  await expect(toast).toContainText("Falha ao atualizar status ativo: Erro interno do servidor");
  await expect(active).toBeChecked();

  const featured = row(page, project.id).getByRole("switch", {
    name: `Destacado: ${project.title}`,
  });
  await featured.click();
  await expect(toast).toContainText(
    "Falha ao atualizar status de destaque: Erro interno do servidor",
  );
  await expect(featured).not.toBeChecked();

  const ids = await rowIds(page);
  await row(page, ids[0]!)
    .getByRole("button", { name: /^Mover para baixo/ })
    .click();
  await expect(toast).toContainText("Falha ao reordenar projetos: Erro interno do servidor");
  // The optimistic order is rolled back.
  await expect.poll(() => rowIds(page)).toEqual(ids);

  await row(page, project.id)
    .getByRole("button", { name: `Excluir: ${project.title}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(toast).toContainText("Falha ao excluir projeto: Erro interno do servidor");
  await expect(row(page, project.id)).toBeVisible();
});

test("a failed load shows the product message; an empty list says so", async ({ page }) => {
  await page.route("**/api/admin/portfolio", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false}' }),
  );
  await page.goto("/admin/portfolio");
  await expect(page.getByRole("alert")).toContainText(
    "Erro ao carregar projetos. Tente novamente.",
  );

  await page.unroute("**/api/admin/portfolio");
  await page.route("**/api/admin/portfolio", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: '{"success":true,"data":[]}',
    }),
  );
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  await expect(page.getByText("Nenhum projeto cadastrado ainda.")).toBeVisible();
});

test("an editor manages the portfolio too", async ({ page, browser }) => {
  const username = `editor${Date.now()}`;
  const register = await page.request.post("/api/register", {
    data: { fullName: "Edu Editor", username, password: "senha-editor-1", role: "editor" },
  });
  expect(register.ok()).toBe(true);
  const project = await createProject(page, "Projeto do editor");

  const context = await browser.newContext();
  const editorPage = await context.newPage();
  await signIn(editorPage.request, username, "senha-editor-1");
  await openList(editorPage);
  const featured = row(editorPage, project.id).getByRole("switch", {
    name: `Destacado: ${project.title}`,
  });
  const call = waitForCall(editorPage, "PATCH", /\/featured$/);
  await featured.click();
  expect((await call).status()).toBe(200);
  await expect(featured).toBeChecked();
  await row(editorPage, project.id)
    .getByRole("link", { name: `Editar: ${project.title}` })
    .click();
  await expect(editorPage.getByRole("heading", { name: "Editar Projeto" })).toBeVisible();
  await expect(editorPage.getByLabel("Título", { exact: true })).toHaveValue(project.title);
  await context.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list becomes cards that fit the screen and still reorder", async ({ page }) => {
    await page.goto("/admin/portfolio");
    const list = page.getByRole("list", { name: "Projetos do portfólio" });
    await expect(list).toBeVisible();
    await expect(page.locator("table")).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const items = list.locator("li[data-project-id]");
    const ids = await items.evaluateAll((els) =>
      els.map((el) => Number((el as HTMLElement).dataset.projectId)),
    );
    const first = items.first();
    await expect(first.getByRole("button", { name: /^Mover para cima/ })).toBeDisabled();
    await first.getByRole("button", { name: /^Mover para baixo/ }).click();
    await expect
      .poll(() =>
        items.evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.projectId))),
      )
      .toEqual([ids[1], ids[0], ...ids.slice(2)]);
    // Put it back for the other journeys.
    await items
      .nth(1)
      .getByRole("button", { name: /^Mover para cima/ })
      .click();
    await expect
      .poll(() =>
        items.evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.projectId))),
      )
      .toEqual(ids);

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
