import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { type APIRequestContext, request as apiRequest } from "@playwright/test";
import { freePort } from "../../scripts/support/app-server.ts";
import { apiData, uniqueTag } from "../support/admin-e2e.ts";
import { e2eAdmin } from "../support/e2e-admin.ts";
import { e2eSmtp, sentTo, waitForMail } from "../support/e2e-smtp.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { waitForHydration } from "../support/forms-e2e.ts";

/*
 * A quick newsletter sign-up after reading the page, on a phone with scripts on
 * (docs/product.md#spam, #newsletter-rules; docs/decisions/0034-newsletter-quick-sign-ups-confirmed-by-mail.md).
 *
 * The group's server turns the form's time rule off (FORM_MIN_FILL_SECONDS=0, playwright.config.ts)
 * because robots type fast; this journey is about that rule, so it starts a server of its own with
 * the production default of 3 s, on the same build, demo data and SMTP server as the run's.
 */

const smtp = e2eSmtp(Number(process.env.E2E_PORT ?? 4173));
let server: ChildProcess | null = null;
let site = "";
let staff: APIRequestContext;

test.beforeAll(async () => {
  // A first seed on an empty cache of the demo pictures takes minutes (decision 0021).
  test.setTimeout(360_000);
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  let output = "";
  server = spawn(process.execPath, [resolve(import.meta.dirname, "../../scripts/e2e-server.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: site,
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      ADMIN_FULL_NAME: e2eAdmin.fullName,
      RATE_LIMIT_SUBMISSIONS: "1000",
      FORM_MIN_FILL_SECONDS: "3",
      LOG_LEVEL: "warn",
      SMTP_URL: smtp.url,
      NOTIFY_EMAILS: "equipe@nexo.test",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
        return fetch(`${site}/readyz`)
          .then((response) => response.status)
          .catch(() => 0);
      },
      { timeout: 340_000, intervals: [250] },
    )
    .toBe(200);
  staff = await apiRequest.newContext({ baseURL: site });
  await signIn(staff);
});

test.afterAll(async () => {
  await staff?.dispose();
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server?.once("exit", done));
    server.kill("SIGTERM");
    await exited;
  }
});

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem("cookie-consent", "essential-only");
  });
});

async function subscriber(email: string) {
  const found = await apiData<{ email: string; active: boolean; pending: boolean }[]>(
    staff,
    `/api/admin/newsletter?q=${encodeURIComponent(email)}`,
  );
  return found.map(({ email, active, pending }) => ({ email, active, pending }));
}

test("autofill and the button right after reading the page: kept, confirmed by mail, subscribed", async ({
  page,
}) => {
  test.slow();
  const email = `${uniqueTag("rapida")}@exemplo.com.br`;
  await page.goto(`${site}/`);
  const form = page.getByRole("contentinfo").locator("form");
  const input = form.getByLabel("Seu e-mail");
  await waitForHydration(form);

  // Reading: down the page at a reader's pace, to the footer.
  for (let step = 0; step < 8; step++) {
    await page.evaluate(() => window.scrollBy(0, 900));
    await page.waitForTimeout(400);
  }
  // Sections drawn as they come near push the footer down: it is in view once that settles.
  await expect(async () => {
    await input.scrollIntoViewIfNeeded();
    await expect(input).toBeInViewport({ timeout: 500 });
  }).toPass();

  // One quick motion: a tap on the field (its first focus stamps the form now), the browser's
  // autofill, the button. Well under the 3 s the time rule asks for.
  const stamped = page.waitForResponse((r) => r.url().endsWith("/api/form-token"));
  await input.tap();
  await stamped;
  await input.fill(email);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/newsletter/subscribe"));
  await form.getByRole("button", { name: "Inscrever" }).tap();
  const answer = await answered;
  expect(answer.request().postDataJSON()).toMatchObject({ email, formToken: expect.any(String) });
  expect(answer.status()).toBe(201);

  // Not a success that stored nothing: the person is told the truth and the address waits.
  await expect(
    page.getByText("Quase lá! Enviamos um link de confirmação para o seu e-mail.", { exact: true }),
  ).toBeVisible();
  await expect(input).toHaveValue("");
  expect(await subscriber(email)).toEqual([{ email, active: false, pending: true }]);

  // The link in the mail, then its page's button.
  const mail = await waitForMail(smtp.dir, sentTo(email));
  expect(mail.subject).toBe("Confirme sua inscrição na newsletter da Nexo Digital");
  const link = new RegExp(
    `${site.replaceAll(".", "\\.")}/newsletter/confirmar\\?token=[\\w%-]+`,
  ).exec(mail.text ?? "")?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Confirmar inscrição" }).tap();
  await expect(page.getByText("Inscrição confirmada", { exact: true })).toBeVisible();
  expect(await subscriber(email)).toEqual([{ email, active: true, pending: false }]);
});

test("a quick sign-up on an English page is mailed in English, and its link opens the English page", async ({
  page,
}) => {
  test.slow();
  const email = `${uniqueTag("quick-en")}@example.ch`;
  await page.goto(`${site}/en/portfolio`);
  const form = page.getByRole("contentinfo").locator("form");
  const input = form.getByLabel("Your email");
  await waitForHydration(form);
  await input.scrollIntoViewIfNeeded();

  // Within the 3 s the time rule asks for: the link by mail, in the page's language.
  const stamped = page.waitForResponse((r) => r.url().endsWith("/api/form-token"));
  await input.tap();
  await stamped;
  await input.fill(email);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/newsletter/subscribe"));
  await form.getByRole("button", { name: "Subscribe" }).tap();
  const answer = await answered;
  expect(answer.request().postDataJSON()).toMatchObject({ email, language: "en" });
  await expect(
    page.getByText("Almost there! We have sent a confirmation link to your email.", {
      exact: true,
    }),
  ).toBeVisible();

  const mail = await waitForMail(smtp.dir, sentTo(email));
  expect(mail.subject).toBe("Confirm your subscription to the Nexo Digital newsletter");
  const link = new RegExp(
    `${site.replaceAll(".", "\\.")}/en/newsletter/confirm\\?token=[\\w%-]+`,
  ).exec(mail.text ?? "")?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Confirm subscription" }).tap();
  await expect(page.getByText("Subscription confirmed", { exact: true })).toBeVisible();
  expect(await subscriber(email)).toEqual([{ email, active: true, pending: false }]);
});
