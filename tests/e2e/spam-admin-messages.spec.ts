import type { APIRequestContext } from "@playwright/test";
import { toastRegion, uniqueTag } from "../support/admin-e2e.ts";
import { expect, signIn, test } from "../support/fixtures.ts";

/*
 * The spam folder of /admin/mensagens (docs/product.md#spam). Runs in the admin group
 * (`spam-admin` is one of its name prefixes in playwright.config.ts).
 */

test.use({ failedLoadsExpected: true });

async function sendSpam(request: APIRequestContext, subject: string) {
  const response = await request.post("/api/contact", {
    data: {
      name: "Robô Vendedor",
      email: "robo@exemplo.com",
      phone: "+41 44 668 18 00",
      projectType: "Outros",
      subject,
      message: "Compre seguidores e curtidas agora mesmo no nosso site.",
      website: "http://spam.example",
    },
  });
  // Answered exactly like a real message.
  expect(response.status()).toBe(201);
}

test("spam waits in its own tab, out of the inbox, until 'Não é spam' moves it back", async ({
  page,
}) => {
  // Two folders searched back and forth: give it room on a busy machine.
  test.slow();
  const subject = `Oferta ${uniqueTag("spam")}`;
  await sendSpam(page.request, subject);
  await signIn(page.request);
  await page.goto("/admin/mensagens");

  const table = page.getByRole("table");
  await expect(page.getByRole("tab", { name: "Caixa de entrada" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("heading", { name: "Caixa de entrada" })).toBeVisible();
  await expect(page.getByText(subject)).toHaveCount(0);

  await page.getByRole("tab", { name: "Spam" }).click();
  const row = table.getByRole("row").filter({ hasText: subject });
  await expect(row).toBeVisible();
  // The search runs on the server, inside the open folder only.
  const search = page.getByRole("searchbox", { name: "Buscar mensagens..." });
  await search.fill(subject.toUpperCase());
  await expect(table.getByRole("row")).toHaveCount(2);
  await page.getByRole("tab", { name: "Caixa de entrada" }).click();
  await expect(page.getByText("Nenhuma mensagem encontrada")).toBeVisible();
  await page.getByRole("tab", { name: "Spam" }).click();
  await expect(table.getByRole("row")).toHaveCount(2);
  // docs/product.md#phone-numbers: a foreign number keeps its digits and dials with its +.
  await expect(row.getByRole("link", { name: "+41446681800" })).toHaveAttribute(
    "href",
    "tel:+41446681800",
  );
  await row.getByRole("button", { name: "Não é spam" }).click();
  await expect(toastRegion(page)).toContainText("Mensagem movida para a caixa de entrada");
  await expect(table.getByRole("row").filter({ hasText: subject })).toHaveCount(0);

  await page.getByRole("tab", { name: "Caixa de entrada" }).click();
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: subject })).toBeVisible();
});
