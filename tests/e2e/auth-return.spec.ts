import type { APIRequestContext, Page } from "@playwright/test";
import { apiData, createEditor, uniqueTag } from "../support/admin-e2e.ts";
import { e2eAdmin } from "../support/e2e-admin.ts";
import { e2eSmtp, sentTo, waitForMail } from "../support/e2e-smtp.ts";
import { expect, signIn, test } from "../support/fixtures.ts";

/*
 * Sign-in returns to the back-office page asked for (docs/product.md#sign-in, decision 0039):
 * the link of a notification mail and the e-mail confirmation link, whose token travels in the
 * fragment, with and without JavaScript; and never anywhere but a page under /admin.
 */

test.use({ failedLoadsExpected: true });

const mailDir = e2eSmtp(Number(process.env.E2E_PORT ?? 4173)).dir;

/** A message of the demo's inbox, as a 'Novo contato' mail links it. */
async function messageLink(request: APIRequestContext) {
  await signIn(request);
  const [message] = await apiData<{ id: number; subject: string }[]>(
    request,
    "/api/admin/contacts?limit=1",
  );
  return { path: `/admin/mensagens?id=${message!.id}`, subject: message!.subject };
}

/**
 * A person whose new address waits for its link, and that link's path and fragment, as the
 * confirmation mail carries it.
 */
async function pendingEmailChange(request: APIRequestContext) {
  await signIn(request);
  const person = await createEditor(request, { email: `${uniqueTag("antes")}@nexo.test` });
  await signIn(request, person.username, person.password);
  const email = `${uniqueTag("depois")}@nexo.test`;
  const saved = await request.patch("/api/account", {
    data: { fullName: person.fullName, email, currentPassword: person.password },
  });
  expect(saved.status()).toBe(200);
  await request.post("/api/logout");
  const mail = await waitForMail(mailDir, sentTo(email));
  const link = new URL(/Confirmar e-mail: (\S+)/.exec(mail.text ?? "")![1]!);
  expect(link.hash).toMatch(/^#confirmar-email=[\w.-]+$/);
  return { person, email, path: link.pathname, hash: link.hash };
}

async function signInByForm(page: Page, username: string, password: string) {
  await page.getByLabel("Usuário").fill(username);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** Open redirects tried through `next`: each must end on the dashboard. */
const foreign = [
  "//evil.example/admin",
  "https://evil.example/admin",
  "/\\evil.example",
  "/admin/../../evil",
  "/admin/%2F%2Fevil.example",
  "javascript:alert(1)",
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a notification mail's link opens the message after signing in", async ({
      page,
      request,
    }) => {
      const message = await messageLink(request);
      await page.goto(message.path);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(message.path)}`);
      await expect(page.getByRole("heading", { name: "Acesso administrativo" })).toBeVisible();

      await signInByForm(page, e2eAdmin.username, e2eAdmin.password);
      await expect(page).toHaveURL(message.path);
      if (javaScriptEnabled) {
        const dialog = page.getByRole("dialog", { name: "Detalhes da Mensagem" });
        await expect(dialog).toContainText(message.subject);
      } else {
        // The back office is drawn by its scripts: the page says so, at the address asked for.
        await expect(page.getByText(/ative o JavaScript no navegador/)).toBeVisible();
      }
    });

    test("the e-mail confirmation link keeps its fragment through the sign-in", async ({
      page,
      request,
    }) => {
      const change = await pendingEmailChange(request);
      await page.goto(`${change.path}${change.hash}`);
      // The fragment never reaches the server; the browser keeps it across the redirect.
      await expect(page).toHaveURL(`/login?next=%2Fadmin%2Fconta${change.hash}`);

      await signInByForm(page, change.person.username, change.person.password);
      if (javaScriptEnabled) {
        // Only the link's token can make the new address the account's: the fragment arrived.
        // (Its toast may already have given way to the sign-in's welcome: one toast at a time.)
        await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(change.email);
        await expect(page).toHaveURL("/admin/conta");
        const account = await apiData<{ user: { email: string } }>(page.request, "/api/account");
        expect(account.user.email).toBe(change.email);
      } else {
        await expect(page).toHaveURL(`/admin/conta${change.hash}`);
      }
    });

    test("a `next` that leaves the back office ends on the dashboard", async ({ page }) => {
      test.slow();
      for (const next of foreign) {
        await page.context().clearCookies();
        await page.goto(`/login?next=${encodeURIComponent(next)}`);
        await signInByForm(page, e2eAdmin.username, e2eAdmin.password);
        await expect(page, next).toHaveURL("/admin");
      }
      // Signed in already: the sign-in screen sends on, to the same pages only.
      await page.goto(`/login?next=${encodeURIComponent("//evil.example")}`);
      await expect(page).toHaveURL("/admin");
      await page.goto(`/login?next=${encodeURIComponent("/admin/usuarios")}`);
      await expect(page).toHaveURL("/admin/usuarios");
    });
  });
}

test("the dashboard and a wrong password keep the address as it was", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL("/login");
  await page.goto("/admin/mensagens");
  await expect(page).toHaveURL("/login?next=%2Fadmin%2Fmensagens");
  await signInByForm(page, e2eAdmin.username, "senha-errada");
  await expect(page.getByText("Usuário ou senha incorretos.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/login?next=%2Fadmin%2Fmensagens");
  await signInByForm(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL("/admin/mensagens");
});
