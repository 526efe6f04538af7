import type { Page } from "@playwright/test";
import { gotoHydrated } from "../support/hydration.ts";
import {
  expect,
  failedResourcePattern,
  fulfillData,
  fulfillFailure,
  holdRequests,
  publicTestimonials,
  test,
} from "./pages-fixtures.ts";

const testimonialsApi = /\/api\/testimonials(\?.*)?$/;

/** The submission form (the footer has its own newsletter e-mail field). */
const testimonialForm = (page: Page) =>
  page.locator("form").filter({ has: page.getByRole("button", { name: "Enviar Depoimento" }) });

test.describe("/depoimentos", () => {
  test("lists the approved testimonials in the server HTML, newest first, with both links", async ({
    page,
  }) => {
    const testimonials = await publicTestimonials(page);
    expect(testimonials.length).toBeGreaterThan(0);
    const html = await (await page.request.get("/depoimentos")).text();
    expect(html).toContain(testimonials[0]!.clientName);

    await page.goto("/depoimentos");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const list = page.getByRole("region", { name: "Depoimentos aprovados" });
    const cards = list.getByRole("listitem");
    await expect(cards).toHaveCount(testimonials.length);
    await expect(cards.first()).toContainText(testimonials[0]!.clientName);
    await expect(cards.first()).toContainText(testimonials[0]!.content.slice(0, 40));

    await expect(page.getByRole("link", { name: "Voltar para o site" })).toHaveAttribute(
      "href",
      "/#depoimentos",
    );
    await page.getByRole("link", { name: "Deixe seu depoimento" }).click();
    await expect(page).toHaveURL(/\/depoimentos\/novo$/);
  });

  test("client navigation shows 6 skeletons while loading", async ({ page }) => {
    const testimonials = await publicTestimonials(page);
    await gotoHydrated(page, "/depoimentos/novo");
    const held = await holdRequests(page, testimonialsApi);

    await page.getByRole("link", { name: "Voltar para os depoimentos" }).click();
    await expect(page).toHaveURL(/\/depoimentos$/);
    await expect(page.getByTestId("testimonial-skeleton")).toHaveCount(6);
    await expect(page.getByRole("status")).toContainText("Carregando depoimentos...");

    held.release();
    await expect(page.getByTestId("testimonial-skeleton")).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Depoimentos aprovados" }).getByRole("listitem"),
    ).toHaveCount(testimonials.length);
  });

  test("a failure shows the product reference's text; 'Tentar novamente' reloads the page", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedResourcePattern);
    await gotoHydrated(page, "/depoimentos/novo");
    await page.route(testimonialsApi, (route) => fulfillFailure(route));

    await page.getByRole("link", { name: "Voltar para os depoimentos" }).click();
    await expect(page.getByText("Ocorreu um erro ao carregar os depoimentos.")).toBeVisible();

    // The reload renders on the server, which reads the database directly.
    const reload = page.waitForEvent("load");
    await page.getByRole("button", { name: "Tentar novamente" }).click();
    await reload;
    await expect(page.getByText("Ocorreu um erro ao carregar os depoimentos.")).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Depoimentos aprovados" }).getByRole("listitem").first(),
    ).toBeVisible();
  });

  test("no testimonial yet: 'Nenhum depoimento ainda' with a link to leave one", async ({
    page,
  }) => {
    await gotoHydrated(page, "/depoimentos/novo");
    await page.route(testimonialsApi, (route) => fulfillData(route, []));

    await page.getByRole("link", { name: "Voltar para os depoimentos" }).click();
    await expect(page.getByRole("heading", { name: "Nenhum depoimento ainda" })).toBeVisible();
    await page.getByRole("link", { name: "Deixar meu depoimento" }).click();
    await expect(page).toHaveURL(/\/depoimentos\/novo$/);
  });
});

// Whether the project type is cut is the page's CSS: the HTML alone must show it whole too.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`/depoimentos at 1440 px${javaScriptEnabled ? "" : ", without scripts"}`, () => {
    test.use({ viewport: { width: 1440, height: 900 }, javaScriptEnabled });

    test("each card shows its company and project type whole, wrapped rather than cut", async ({
      page,
    }) => {
      const testimonials = await publicTestimonials(page);
      await page.goto("/depoimentos");
      // Cards below the first screen are laid out only as they near it (docs/architecture.md#performance-budgets).
      await page.evaluate(() => {
        document.documentElement.dataset.layoutWhole = "";
      });
      const lines = page
        .getByRole("region", { name: "Depoimentos aprovados" })
        .getByTestId("testimonial-project");
      await expect(lines).toHaveCount(testimonials.length);
      const drawn = await lines.evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          return {
            text: element.textContent ?? "",
            cut: element.scrollWidth > element.clientWidth,
            textOverflow: style.textOverflow,
            whiteSpace: style.whiteSpace,
            lines: Math.round(
              element.getBoundingClientRect().height / parseFloat(style.lineHeight),
            ),
          };
        }),
      );
      for (const line of drawn) {
        expect(line.cut, line.text).toBe(false);
        expect(line.textOverflow, line.text).not.toBe("ellipsis");
        expect(line.whiteSpace, line.text).not.toBe("nowrap");
      }
      expect(drawn.map((line) => line.text)).toEqual(
        testimonials.map((t) =>
          t.companyName ? `${t.companyName} · ${t.projectType}` : t.projectType,
        ),
      );
      // The demo's longest ones need a second line at this width: it is there, not an ellipsis.
      expect(drawn.some((line) => line.lines >= 2)).toBe(true);
    });
  });
}

test.describe("/depoimentos/novo", () => {
  test("empty and too-long submissions show docs/product.md#validation's messages", async ({
    page,
  }) => {
    await gotoHydrated(page, "/depoimentos/novo");
    const form = testimonialForm(page);
    await expect(page.getByText("Seu e-mail não será exibido publicamente.")).toBeVisible();
    await expect(page.getByRole("radio", { name: "5 estrelas" })).toBeChecked();

    await page.getByRole("button", { name: "Enviar Depoimento" }).click();
    await expect(page.getByText("Nome deve ter pelo menos 3 caracteres")).toBeVisible();
    await expect(page.getByText("Email inválido")).toBeVisible();
    await expect(form.locator("#projectType-error")).toHaveText("Selecione o tipo de projeto");
    await expect(page.getByText("Depoimento deve ter pelo menos 10 caracteres")).toBeVisible();
    await expect(form.getByLabel("Nome", { exact: true })).toHaveAttribute("aria-invalid", "true");

    const content = form.getByLabel("Depoimento", { exact: true });
    await content.fill("Excelente");
    await expect(page.getByText("9/500")).toBeVisible();
    await content.fill("a".repeat(501));
    await expect(page.getByText("501/500")).toBeVisible();
    await page.getByRole("button", { name: "Enviar Depoimento" }).click();
    await expect(page.getByText("Depoimento deve ter no máximo 500 caracteres")).toBeVisible();

    await form.getByLabel("E-mail", { exact: true }).fill("nao-e-email");
    await page.getByRole("button", { name: "Enviar Depoimento" }).click();
    await expect(page.getByText("Email inválido")).toBeVisible();
  });

  test("a valid testimonial is sent, lands on /depoimentos with the success toast and stays private until approved", async ({
    page,
  }) => {
    const content = `Equipe atenciosa e entrega no prazo. Teste e2e ${Date.now()}.`;
    await gotoHydrated(page, "/depoimentos/novo");
    const form = testimonialForm(page);
    await form.getByLabel("Nome", { exact: true }).fill("Marina Costa");
    await form.getByLabel(/Empresa/).fill("Costa & Filhos");
    await form.getByLabel("E-mail", { exact: true }).fill("marina@costafilhos.com.br");
    await form.getByLabel("Tipo de projeto").selectOption("Site Institucional");
    await form.locator("label").filter({ hasText: "4 estrelas" }).click();
    await expect(page.getByRole("radio", { name: "4 estrelas" })).toBeChecked();
    await form.getByLabel("Depoimento", { exact: true }).fill(content);
    await expect(page.getByText(`${content.length}/500`)).toBeVisible();

    const request = page.waitForRequest(
      (r) => r.url().endsWith("/api/testimonials") && r.method() === "POST",
    );
    await page.getByRole("button", { name: "Enviar Depoimento" }).click();
    // The fields, plus the form token (docs/product.md#spam); an empty honeypot is left out.
    const { formToken, ...fields } = (await request).postDataJSON() as Record<string, unknown>;
    expect(formToken).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
    expect(fields).toEqual({
      clientName: "Marina Costa",
      companyName: "Costa & Filhos",
      clientEmail: "marina@costafilhos.com.br",
      projectType: "Site Institucional",
      rating: 4,
      content,
      language: "pt-BR",
    });

    await expect(page).toHaveURL(/\/depoimentos$/);
    await expect(page.getByText("Depoimento enviado com sucesso!", { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        "Obrigado! Seu depoimento será exibido no site assim que for aprovado pela nossa equipe.",
        { exact: true },
      ),
    ).toBeVisible();
    // A new testimonial is pending: it is not in the public list.
    await expect(
      page.getByRole("region", { name: "Depoimentos aprovados" }).getByRole("listitem").first(),
    ).toBeVisible();
    await expect(page.getByText(content)).toHaveCount(0);
  });

  test("the rating is a keyboard-operable radio group", async ({ page }) => {
    await page.goto("/depoimentos/novo");
    const form = testimonialForm(page);
    await form.getByRole("radio", { name: "5 estrelas" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(form.getByRole("radio", { name: "4 estrelas" })).toBeChecked();
    await page.keyboard.press("ArrowLeft");
    await expect(form.getByRole("radio", { name: "3 estrelas" })).toBeChecked();
    await expect(form.getByRole("group", { name: "Avaliação" }).getByText("3 / 5")).toBeVisible();
  });

  test("a failed send shows the failure toast and keeps the form", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedResourcePattern);
    await page.route("**/api/testimonials", (route) =>
      route.request().method() === "POST" ? fulfillFailure(route) : route.continue(),
    );
    await gotoHydrated(page, "/depoimentos/novo");
    const form = testimonialForm(page);
    await form.getByLabel("Nome", { exact: true }).fill("Marina Costa");
    await form.getByLabel("E-mail", { exact: true }).fill("marina@costafilhos.com.br");
    await form.getByLabel("Tipo de projeto").selectOption("Aplicativos");
    await form
      .getByLabel("Depoimento", { exact: true })
      .fill("Trabalho impecável do começo ao fim.");
    await page.getByRole("button", { name: "Enviar Depoimento" }).click();

    await expect(page.getByText("Erro ao enviar depoimento", { exact: true })).toBeVisible();
    await expect(page.getByText("Falha ao enviar depoimento", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/depoimentos\/novo$/);
    await expect(form.getByLabel("Nome", { exact: true })).toHaveValue("Marina Costa");
  });
});
