import type { Page } from "@playwright/test";
import { createEditor, editorPassword, toastRegion } from "../support/admin-e2e.ts";
import { e2eAdmin } from "../support/e2e-admin.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { gotoHydrated } from "../support/hydration.ts";

// docs/product.md#site-content: the back office's content screens. The journeys share the
// documents, so they run one after another.
test.describe.configure({ mode: "serial" });

const badge = (page: Page) => page.locator("div.sticky").first();

async function homeField(request: Page["request"], path: (draft: HomeDraft) => unknown) {
  const response = await request.get("/api/admin/content/home");
  const { data } = (await response.json()) as { data: { draft: HomeDraft; published: HomeDraft } };
  return { draft: path(data.draft), published: path(data.published) };
}
type HomeDraft = { hero: { eyebrow: string }; figures: { value: string; label: string }[] };

test("lists the documents with their state, autosaves a home text and publishes it", async ({
  page,
}) => {
  test.slow();
  await signIn(page.request);
  await gotoHydrated(page, "/admin");
  await page
    .getByRole("link", { name: /Conteúdo/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Conteúdo" })).toBeVisible();
  for (const title of [
    "Dados do site",
    "Página inicial",
    "Política de Privacidade",
    "Termos de Uso",
  ]) {
    // Each document in both of the site's languages (SITE_LOCALES=pt-BR,en).
    for (const language of ["Português", "Inglês"]) {
      await expect(
        page.getByRole("link", { name: new RegExp(`${title} · ${language}`) }),
      ).toBeVisible();
    }
  }
  await expect(
    page.getByText(/Publicado|Rascunho com alterações|Agendado para/).first(),
  ).toBeVisible();

  await page.getByRole("link", { name: /Página inicial · Português/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Página inicial" })).toBeVisible();
  const eyebrow = page.getByLabel("Chamada acima do título");
  const text = `Agência ${Date.now().toString(36)}`;
  await eyebrow.fill(text);
  await expect(page.getByText(`${[...text].length}/60`)).toBeVisible();
  await expect(page.getByText(/Salvo às \d{2}:\d{2}/)).toBeVisible();
  await expect(badge(page)).toContainText("Rascunho com alterações");
  expect(await homeField(page.request, (d) => d.hero.eyebrow)).toMatchObject({ draft: text });

  // The preview link works without a session.
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  await (await popup).close();
  const link = page.getByRole("link", { name: /\/.*token|http/ });
  await expect(link).toBeVisible();

  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(toastRegion(page)).toContainText("Publicado");
  await expect(badge(page)).toContainText("Publicado");
  expect(await homeField(page.request, (d) => d.hero.eyebrow)).toEqual({
    draft: text,
    published: text,
  });
});

test("reorders a list item with the keyboard's buttons and saves it", async ({ page }) => {
  await signIn(page.request);
  const before = (await homeField(page.request, (d) => d.figures)).draft as HomeDraft["figures"];
  await gotoHydrated(page, "/admin/conteudo/home");
  const down = page.getByRole("button", { name: "Mover para baixo: Número 1" });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Salvo às/)).toBeVisible();
  const after = (await homeField(page.request, (d) => d.figures)).draft as HomeDraft["figures"];
  expect(after.map((f) => f.label)).toEqual([
    before[1]?.label,
    before[0]?.label,
    ...before.slice(2).map((f) => f.label),
  ]);
  // The moved item's button keeps the focus, for the next move.
  await expect(page.getByRole("button", { name: "Mover para baixo: Número 2" })).toBeFocused();
});

test("schedules a publish and cancels it", async ({ page }) => {
  await signIn(page.request);
  await gotoHydrated(page, "/admin/conteudo/site");
  await page.getByRole("button", { name: "Agendar" }).click();
  const tomorrow = new Date(Date.now() + 2 * 86_400_000);
  const typed = new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(tomorrow);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Data" }).fill(typed);
  await dialog.getByLabel("Horário").fill("10:30");
  await dialog.getByRole("button", { name: "Agendar" }).click();
  await expect(badge(page)).toContainText(`Agendado para ${typed} 10:30`);
  await page.getByRole("button", { name: "Cancelar agendamento" }).click();
  await expect(toastRegion(page)).toContainText("Agendamento cancelado");
  await expect(page.getByRole("button", { name: "Agendar" })).toBeVisible();
  await expect(badge(page)).not.toContainText("Agendado");
});

test("the history shows the field change and restores it as a draft", async ({ page }) => {
  await signIn(page.request);
  await gotoHydrated(page, "/admin/conteudo/home");
  const published = (await homeField(page.request, (d) => d.hero.eyebrow)).published;
  await page.getByRole("button", { name: "Histórico" }).click();
  const dialog = page.getByRole("dialog");
  const latest = dialog
    .getByRole("listitem")
    .filter({ hasText: "Chamada acima do título" })
    .first();
  await expect(latest).toContainText(String(published));
  await expect(latest).toContainText("→");
  // The revision before the latest change: restoring it brings the old text back, as a draft.
  const items = dialog.locator("ol > li");
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  await items
    .nth(count - 1)
    .getByRole("button", { name: "Restaurar como rascunho" })
    .click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: "Restaurar como rascunho" })
    .click();
  await expect(toastRegion(page)).toContainText("Versão restaurada como rascunho");
  const after = await homeField(page.request, (d) => d.hero.eyebrow);
  expect(after.published).toBe(published);
  expect(after.draft).not.toBe(published);
  await expect(page.getByLabel("Chamada acima do título")).toHaveValue(String(after.draft));
});

test("a second person sees who is editing, takes over, and an editor publishes", async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page.request);
  await gotoHydrated(page, "/admin/conteudo/terms");
  await expect(page.getByLabel("Título").first()).toBeEditable();

  const editor = await createEditor(page.request);
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other.request, editor.username, editorPassword);
  await gotoHydrated(other, "/admin/conteudo/terms");
  await expect(other.getByText(`${e2eAdmin.fullName} está editando`)).toBeVisible();
  await expect(other.getByLabel("Título").first()).not.toBeEditable();
  await other.getByRole("button", { name: "Assumir edição" }).click();
  await expect(other.getByLabel("Título").first()).toBeEditable();

  // The first screen learns it on its next call (every 15 s).
  await expect(page.getByText(`${editor.fullName} está editando`)).toBeVisible({ timeout: 25_000 });
  await expect(page.getByLabel("Título").first()).not.toBeEditable();

  await other
    .getByLabel("Título")
    .first()
    .fill(`Termos de Uso ${Date.now().toString(36)}`);
  await expect(other.getByText(/Salvo às/)).toBeVisible();
  await other.getByRole("button", { name: "Publicar" }).click();
  await expect(toastRegion(other)).toContainText("Publicado");
  await context.close();
});

test("picks an image from the library with its alt text", async ({ page }) => {
  test.slow();
  await signIn(page.request);
  await gotoHydrated(page, "/admin/conteudo/home");
  const slot = page.getByRole("group", { name: "Imagem" }).first();
  await slot.getByRole("button", { name: "Escolher da biblioteca" }).click();
  const library = page.getByRole("dialog");
  await library
    .getByRole("button", { name: /Usar esta imagem/ })
    .first()
    .click();
  await expect(library).toHaveCount(0);
  await expect(slot.locator("img")).toBeVisible();
  const alt = `Equipe reunida ${Date.now().toString(36)}`;
  await slot.getByLabel("Texto alternativo").fill(alt);
  // 'Salvo às' may still be the picked image's save: wait for the draft holding the text.
  const draftImage = async () =>
    (
      (await page.request.get("/api/admin/content/home").then((r) => r.json())) as {
        data: { draft: { hero: { image: { mediaId: number | null; alt: string } } } };
      }
    ).data.draft.hero.image;
  await expect.poll(async () => (await draftImage()).alt).toBe(alt);
  expect((await draftImage()).mediaId).toBeGreaterThan(0);
  // Opened again, the stored image shows its picture from the library.
  await page.reload();
  await expect(slot.locator("img")).toBeVisible();
  await expect(slot.getByLabel("Texto alternativo")).toHaveValue(alt);
});

test("edits the privacy page's rich text", async ({ page }) => {
  await signIn(page.request);
  await gotoHydrated(page, "/admin/conteudo/privacy");
  const editor = page.locator("[contenteditable=true]");
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Negrito" }).click();
  const words = `Cláusula nova ${Date.now().toString(36)}`;
  await page.keyboard.type(words);
  await expect(
    editor.locator("strong, b, .font-semibold").filter({ hasText: words }),
  ).toBeVisible();
  await page.keyboard.press("Shift+Home");
  await page.getByRole("button", { name: "Link" }).click();
  const address = page.getByRole("textbox", { name: "Endereço do link" });
  await address.fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Aplicar link" }).click();
  await expect(
    page.getByText("Link inválido: use https://, http://, mailto: ou tel:"),
  ).toBeVisible();
  await address.fill("https://www.exemplo.com.br/clausulas");
  await address.press("Enter");
  await expect(editor.locator('a[href="https://www.exemplo.com.br/clausulas"]')).toContainText(
    words,
  );
  // The autosave carries the link: the draft on the server holds both.
  const draft = () => page.request.get("/api/admin/content/privacy").then((r) => r.text());
  await expect.poll(draft).toContain("https://www.exemplo.com.br/clausulas");
  expect(await draft()).toContain(words);
  await expect(page.getByText(/Salvo às/)).toBeVisible();
});

test("a preview link shows the draft without a session while the site keeps the published text, until it is published", async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page.request);
  await gotoHydrated(page, "/admin/conteudo/site");
  const phone = page.getByLabel("Telefone (como exibido)");
  const published = await phone.inputValue();
  const draft = `(11) 9${Date.now().toString().slice(-4)}-0000`;
  await phone.fill(draft);
  await expect(page.getByText(/Salvo às/)).toBeVisible();

  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  await (await popup).close();
  const href = await page.getByRole("link", { name: /previa=/ }).getAttribute("href");
  const link = new URL(String(href));

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`${link.pathname}${link.search}`);
  await expect(anonymous.getByText("Pré-visualização").first()).toBeVisible();
  await expect(anonymous.locator("footer")).toContainText(draft);
  await anonymous.goto("/");
  await expect(anonymous.locator("footer")).toContainText(published);
  await expect(anonymous.locator("footer")).not.toContainText(draft);

  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(toastRegion(page)).toContainText("Publicado");
  await expect(async () => {
    await anonymous.goto("/");
    await expect(anonymous.locator("footer")).toContainText(draft, { timeout: 1000 });
  }).toPass();

  // The site's phone goes back as it was, for the other journeys.
  await phone.fill(published);
  await expect(page.getByText(/Salvo às/)).toBeVisible();
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(badge(page)).toContainText("Publicado");
  await visitor.close();
});

test("an English version without its own translation starts unpublished, English pages showing pt-BR's text until it is published", async ({
  page,
}) => {
  test.slow();
  await signIn(page.request);
  await gotoHydrated(page, "/admin/conteudo");
  await page.getByRole("link", { name: /Termos de Uso · Inglês/ }).click();
  await expect(page).toHaveURL(/\/admin\/conteudo\/terms\?idioma=en$/);
  await expect(page.getByRole("link", { name: "Inglês", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // Other journeys edit the Portuguese terms too: read what is published now, and the English
  // draft, which started as the Portuguese text of the moment it was first listed.
  type Terms = { data: { published: { title: string }; draft: { title: string } } };
  const read = async (query: string) =>
    ((await (await page.request.get(`/api/admin/content/terms${query}`)).json()) as Terms).data;
  const portuguese = (await read("")).published.title;
  const english = await read("?locale=en");
  expect(english).toMatchObject({ published: null, untranslated: true });
  const title = page.getByRole("textbox", { name: "Título", exact: true });
  await expect(title).toHaveValue(english.draft.title);
  await expect(page.getByText(/Sem versão publicada em inglês/)).toBeVisible();
  expect(await (await page.request.get("/en/terms")).text()).toContain(portuguese);

  await title.fill("Terms of Service");
  await expect(page.getByText(/Salvo às \d{2}:\d{2}/)).toBeVisible();
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(toastRegion(page)).toContainText("Publicado");

  await page.goto("/en/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await page.goto("/termos-de-servico");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(portuguese);
});
