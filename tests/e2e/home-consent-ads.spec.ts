import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { test as base, expect } from "../support/fixtures.ts";

/*
 * The cookie notice with an ads id configured (docs/product.md#cookie-notice, decision 0038): it
 * asks about advertising, and Google's tag is asked for only after 'Aceitar Todos', as before.
 * The group's server runs without ADS_ID, so this file starts one of its own with it: the same
 * production build and demo content (scripts/e2e-server.ts), on a free port.
 */

const adsId = "AW-123456789";
const tagOrigin = "https://www.googletagmanager.com";

let server: ChildProcess | undefined;
let origin = "";

base.beforeAll(async () => {
  base.setTimeout(180_000);
  const child = spawn(
    process.execPath,
    [resolve(import.meta.dirname, "../../scripts/e2e-server.ts")],
    {
      env: {
        ...process.env,
        NODE_ENV: "test",
        TEST_PASSWORD_HASH_LOG2N: "10",
        HOST: "127.0.0.1",
        PORT: "0",
        // Its start line names the port it was given.
        LOG_LEVEL: "info",
        ADS_ID: adsId,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  server = child;
  origin = await new Promise<string>((listening, failed) => {
    let printed = "";
    const read = (chunk: Buffer) => {
      printed += chunk.toString("utf8");
      const url = printed.match(/"url":"(http:\/\/[^"]+)"/)?.[1];
      if (url) listening(url);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => failed(new Error(`the server stopped (${code}):\n${printed}`)));
  });
});

base.afterAll(() => {
  server?.kill("SIGTERM");
});

/** Every request for Google's tag; answered here with an empty script, so nothing leaves the machine. */
const test = base.extend<{ tagRequests: string[] }>({
  tagRequests: async ({ page }, use) => {
    const requests: string[] = [];
    await page.route(`${tagOrigin}/**`, (route) => {
      requests.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: "" });
    });
    await use(requests);
  },
});

test.use({ viewport: { width: 1440, height: 900 } });

function notice(page: Page) {
  return page.getByRole("region", { name: "Aviso de cookies" });
}

test("the notice asks about advertising; the tag waits for 'Aceitar Todos'", async ({
  page,
  tagRequests,
}) => {
  await page.goto(`${origin}/`);
  await expect(notice(page)).toContainText(
    "Usamos cookies essenciais para o site funcionar e, com a sua permissão, cookies de publicidade para medir nossas campanhas.",
  );
  await page.waitForLoadState("networkidle");
  expect(tagRequests).toEqual([]);

  await notice(page).getByRole("button", { name: "Aceitar Todos" }).click();
  await expect.poll(() => tagRequests).toEqual([`${tagOrigin}/gtag/js?id=${adsId}`]);
});

test("'Apenas Essenciais' asks for no tag, now or on the next visit", async ({
  page,
  tagRequests,
}) => {
  await page.goto(`${origin}/`);
  await notice(page).getByRole("button", { name: "Apenas Essenciais" }).click();
  await expect(notice(page)).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(notice(page)).toHaveCount(0);
  expect(tagRequests).toEqual([]);
});

test("'Aceitar Todos' given when the site offered no ads does not start the tag: the notice asks again", async ({
  page,
  tagRequests,
}) => {
  await page.goto(`${origin}/`);
  await expect(notice(page)).toBeVisible();
  // What the notice without an ads id stores for 'Aceitar Todos'.
  await page.evaluate(() => {
    localStorage.setItem("cookie-consent", "accepted");
    localStorage.setItem("cookie-consent-scope", "essential");
  });
  await page.reload();
  await expect(notice(page)).toContainText("cookies de publicidade");
  await page.waitForLoadState("networkidle");
  expect(tagRequests).toEqual([]);

  await notice(page).getByRole("button", { name: "Aceitar Todos" }).click();
  await expect.poll(() => tagRequests.length).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent-scope"))).toBeNull();
});

test("'Aceitar Todos' stored by a notice that offered ads still starts the tag on the next visit", async ({
  page,
  tagRequests,
}) => {
  await page.goto(`${origin}/`);
  await page.evaluate(() => localStorage.setItem("cookie-consent", "accepted"));
  await page.reload();
  await expect.poll(() => tagRequests.length).toBe(1);
  await expect(notice(page)).toHaveCount(0);
});
