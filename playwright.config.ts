import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium.ts";
import { e2eAdmin } from "./tests/support/e2e-admin.ts";
import { e2eSmtp } from "./tests/support/e2e-smtp.ts";

const firstPort = Number(process.env.E2E_PORT ?? 4173);
// One real SMTP server for the run (tests/support/e2e-global-setup.ts), which every server uses.
const smtp = e2eSmtp(firstPort);

// Each group of journeys changes data the others read (toggling projects, reading messages...),
// so each gets its own server on a fresh demo data folder and runs its files one at a time;
// the groups themselves run side by side.
const groups = [
  { name: "home", testMatch: /home.*\.spec\.ts/ },
  { name: "pages", testMatch: /pages-.*\.spec\.ts/ },
  {
    name: "admin",
    testMatch:
      /(auth|admin-(dashboard|testimonials|messages|newsletter|users|layout|privacy|activity|settings|account|media))\.spec\.ts/,
  },
  { name: "admin-portfolio", testMatch: /admin-portfolio.*\.spec\.ts/ },
].map((group, index) => ({ ...group, baseURL: `http://127.0.0.1:${firstPort + index}` }));

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/e2e-global-setup.ts",
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: groups.map(({ name, testMatch, baseURL }) => ({
    name,
    testMatch,
    workers: 1,
    use: { browserName: "chromium" as const, baseURL },
  })),
  webServer: groups.map(({ baseURL }) => ({
    command: "node scripts/e2e-server.ts",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // A first seed on an empty cache of the demo pictures takes minutes (decision 0021).
    timeout: 360_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: new URL(baseURL).port,
      HOST: "127.0.0.1",
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      ADMIN_FULL_NAME: e2eAdmin.fullName,
      // The journeys submit forms many times; the limits themselves are covered by API tests.
      RATE_LIMIT_SUBMISSIONS: "1000",
      RATE_LIMIT_LOGIN: "1000",
      // Robots fill a form in well under the 3 s a person needs; the rule itself is covered by
      // API tests (app/features/contact/spam.test.ts).
      FORM_MIN_FILL_SECONDS: "0",
      LOG_LEVEL: "warn",
      SMTP_URL: smtp.url,
      NOTIFY_EMAILS: "equipe@nexo.test",
    },
  })),
});
