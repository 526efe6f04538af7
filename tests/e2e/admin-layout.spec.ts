import type { APIRequestContext } from "@playwright/test";
import { apiData, toastRegion, uniqueTag } from "../support/admin-e2e.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { gotoHydrated, scriptTiming } from "../support/hydration.ts";
import { expectCleanLayout } from "../support/layout-guard.ts";

/*
 * What a demanding staff member notices in the back office (issue 18): the layout guard on every
 * screen at phone and desktop widths, cards that line up, a dialog that Escape closes even with a
 * toast on screen, the ordering hint, and a new-user form that cannot be sent twice.
 */

test.use({ failedLoadsExpected: true });

const screens = [
  "/admin",
  "/admin/depoimentos",
  "/admin/portfolio",
  "/admin/portfolio/novo",
  "/admin/portfolio/{id}",
  "/admin/mensagens",
  "/admin/newsletter",
  "/admin/usuarios",
  "/admin/privacidade",
  "/admin/atividade",
  "/admin/configuracoes",
  "/admin/midia",
];

for (const width of [390, 1440]) {
  test.describe(`layout guard at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    for (const template of screens) {
      test(`${template}: nothing overflows or covers text`, async ({ page }) => {
        test.slow();
        await signIn(page.request);
        await page.emulateMedia({ reducedMotion: "reduce" });
        const path = template.includes("{id}")
          ? template.replace(
              "{id}",
              String(
                (await apiData<{ id: number }[]>(page.request, "/api/admin/portfolio"))[0]!.id,
              ),
            )
          : template;
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The screen's data, not its loading state.
        await expect(page.getByText(/^Carregando/)).toHaveCount(0);
        await page.waitForLoadState("networkidle");
        await expectCleanLayout(page, `${path} at ${width} px`);
      });
    }
  });
}

test("the portfolio screen says where its order applies", async ({ page }) => {
  await signIn(page.request);
  await page.goto("/admin/portfolio");
  await expect(
    page.getByText(
      "A ordem vale para a página Portfólio; a página inicial mostra os destaques mais recentes.",
      { exact: true },
    ),
  ).toBeVisible();
});

async function submitTestimonial(request: APIRequestContext, clientEmail: string) {
  const clientName = `Cliente ${uniqueTag("c")}`;
  const response = await request.post("/api/testimonials", {
    data: {
      clientName,
      clientEmail,
      companyName: "Padaria Aurora",
      projectType: "Site Institucional",
      content: "O site novo trouxe muitos pedidos pelo WhatsApp. Equipe atenciosa!",
      rating: 5,
    },
  });
  expect(response.status()).toBe(201);
  return clientName;
}

test.describe("moderation cards", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("every card has one layout, whatever the length of its e-mail", async ({ page }) => {
    await signIn(page.request);
    await submitTestimonial(page.request, "ana@ex.com");
    await submitTestimonial(
      page.request,
      "departamento.de.marketing.e.comunicacao@empresa-com-nome-bem-comprido.com.br",
    );
    await page.goto("/admin/depoimentos");
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    const layouts = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const top = article.getBoundingClientRect().top;
        const heading = article.querySelector("h2")!.getBoundingClientRect();
        const badge = article.querySelector("header span")!.getBoundingClientRect();
        return {
          headingOffset: Math.round(heading.top - top),
          badgeAbove: badge.bottom <= heading.top,
        };
      }),
    );
    expect(layouts.length).toBeGreaterThan(2);
    // The badges sit above the name on every card, so every name starts at the same height.
    expect(layouts.every((l) => l.badgeAbove)).toBe(true);
    expect(new Set(layouts.map((l) => l.headingOffset)).size).toBe(1);
  });
});

test("one Escape closes the message dialog even with the success toast on screen", async ({
  page,
}) => {
  await signIn(page.request);
  const subject = `Escape ${uniqueTag("e")}`;
  const sent = await page.request.post("/api/contact", {
    data: {
      name: "Joana Prado",
      email: "joana@exemplo.com.br",
      phone: "(11) 98765-4321",
      projectType: "Site Institucional",
      subject,
      message: "Gostaria de um orçamento para um site institucional.",
    },
  });
  expect(sent.status()).toBe(201);
  await gotoHydrated(page, "/admin/mensagens");
  await page.getByRole("searchbox", { name: "Buscar mensagens..." }).fill(subject);
  // This message's row, whatever other messages from the same name the list holds.
  const view = page
    .getByRole("row")
    .filter({ hasText: subject })
    .getByRole("button", { name: "Ver mensagem de Joana Prado" });
  await view.click();
  const dialog = page.getByRole("dialog", { name: "Detalhes da Mensagem" });
  await dialog.getByRole("button", { name: "Marcar como lida" }).click();
  await expect(toastRegion(page).getByText("Mensagem marcada como lida")).toBeVisible();
  await expect(dialog).toContainText("Mensagem já lida");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // No overlay left over the page: the list answers clicks again.
  await expect(page.locator("[data-state=open][class*='fixed inset-0']")).toHaveCount(0);
  await view.click();
  await expect(dialog).toBeVisible();
});

test("creating a user shows a spinner and sends the form once however often it is submitted", async ({
  page,
}) => {
  await signIn(page.request);
  const registers: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/register")) {
      registers.push(request.url());
    }
  });
  // Hold the answer, so the form is caught while it waits (as on a slow password hash).
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/register", async (route) => {
    await held;
    await route.fallback();
  });
  await gotoHydrated(page, "/admin/usuarios");
  await page.getByRole("button", { name: "Novo Usuário" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar Novo Usuário" });
  const username = uniqueTag("duplo");
  await dialog.getByLabel("Nome Completo").fill(`Duplo ${username}`);
  await dialog.getByLabel("Nome de Usuário").fill(username);
  await dialog.getByLabel("Senha", { exact: true }).fill("senha-dupla-123");
  await dialog.getByLabel("Confirmar Senha").fill("senha-dupla-123");
  await dialog.getByLabel("Confirmar Senha").press("Enter");
  const pending = dialog.getByRole("button", { name: "Criando..." });
  await expect(pending).toBeDisabled();
  await expect(pending.locator("svg.animate-spin")).toBeVisible();
  // A second Enter and an Escape while it waits: no second request, and the dialog stays.
  await dialog.getByLabel("Confirmar Senha").press("Enter");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  release();
  await expect(dialog).toBeHidden();
  await expect(toastRegion(page).getByText("Usuário criado", { exact: true })).toBeVisible();
  expect(registers).toHaveLength(1);
});

test("a back-office screen asks for all its scripts with the HTML, not after the load", async ({
  page,
}) => {
  // Public pages defer theirs past the first paint (pages-first-paint.spec.ts); a screen that is
  // work gets them at once, every module named up front rather than found in waves.
  await signIn(page.request);
  const html = await (await page.request.get("/admin/portfolio")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head.match(/rel="modulepreload"/g)?.length ?? 0).toBeGreaterThan(10);
  expect(html).toContain('<script type="module"');

  await gotoHydrated(page, "/admin/portfolio");
  const timing = await scriptTiming(page);
  expect(timing.firstScriptRequested).toBeLessThan(timing.loaded);
});
