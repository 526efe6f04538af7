import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromium, chromiumArgs } from "./tests/support/chromium.ts";
import { e2eAdmin } from "./tests/support/e2e-admin.ts";
import { exactly, groupSpecs } from "./tests/support/e2e-groups.ts";
import { e2eSmtp } from "./tests/support/e2e-smtp.ts";

const firstPort = Number(process.env.E2E_PORT ?? 4173);
// One real SMTP server for the run (tests/support/e2e-global-setup.ts), which every server uses.
const smtp = e2eSmtp(firstPort);

// Each group of journeys that changes data the others read (toggling projects, reading
// messages...) gets its own server on a fresh demo data folder, and runs its files one at a time;
// the groups themselves run side by side.
//
// A spec file's group comes from the start of its name (docs/architecture.md#tests): each group
// owns the prefixes below, a prefix fits when the name goes on with `-` or `.`, and the longest
// fitting one wins, so `admin-portfolio-form.spec.ts` is admin-portfolio's and any other
// `admin-….spec.ts` is admin's. A spec that fits no prefix, or one that two groups share, stops
// the run with the file's name rather than never running or running twice.
const testDir = resolve(import.meta.dirname, "tests/e2e");
// The groups run four at a time, each taking the next free worker in the order below: longest
// first (the seconds are one quiet run's), so that no long group starts last and runs alone at the
// end. A group over about 150 s is split.
const specs = groupSpecs(testDir, {
  // The sign-in journeys read and change the accounts. 156 s
  admin: ["admin", "auth", "forms-auth"],
  // 115 s
  home: ["home"],
  // The page-wide axe audits are slow alone. 113 s
  "pages-a11y": ["pages-a11y"],
  // 111 s
  pages: ["pages"],
  // What visitors send: messages (and their spam folder), testimonials, subscribers. 110 s
  "admin-leads": ["admin-messages", "spam-admin", "admin-testimonials", "admin-newsletter"],
  // 100 s
  "admin-portfolio": ["admin-portfolio"],
  // 88 s
  "home-forms": ["home-forms"],
  // 88 s
  "admin-layout": ["admin-layout"],
  // The home's sections, with scripts held back or failing. 81 s
  "home-showcase": ["home-showcase", "home-before-scripts"],
  // The cookie notice (home-consent-ads.spec.ts starts a server of its own). 76 s
  "home-consent": ["home-consent"],
  // Uploads and the media library. 62 s
  "admin-media": ["admin-media"],
  // Each page's inline CSS against the whole stylesheet. 50 s
  "pages-first-paint": ["pages-first-paint"],
});
// The groups that only read the site share one server: what they send (a contact message, a
// testimonial awaiting approval) is never shown on the pages the others read. A server of its
// own costs about 2 s of CPU (a copy of one seeded data folder: scripts/e2e-server.ts).
const serverOf: Record<string, string | undefined> = {
  "home-showcase": "home",
  "home-consent": "home",
  pages: "home",
  "pages-a11y": "home",
  "pages-first-paint": "home",
};
const servers = [...new Set(Object.keys(specs).map((name) => serverOf[name] ?? name))];
const serverUrl = (name: string) =>
  `http://127.0.0.1:${firstPort + servers.indexOf(serverOf[name] ?? name)}`;
// E2E_GROUPS=admin,pages runs only those groups, and starts only their servers.
const only = process.env.E2E_GROUPS?.split(",").map((name) => name.trim());
const unknown = only?.filter((name) => !(name in specs)) ?? [];
if (unknown.length > 0) throw new Error(`E2E_GROUPS: no group named ${unknown.join(", ")}`);
const groups = Object.entries(specs)
  .map(([name, files]) => ({ name, testMatch: exactly(files), baseURL: serverUrl(name) }))
  .filter(({ name }) => !only || only.includes(name));
// The packaged headless shell, unpacked on first use, else the system's Chromium (decision 0031).
const browser = chromium({ headlessShellFirst: true });

export default defineConfig({
  testDir,
  // Runs on other ports (E2E_PORT) in the same checkout keep their failures' traces apart: each
  // run empties its output folder as it starts.
  outputDir: `test-results/port-${firstPort}`,
  globalSetup: "./tests/support/e2e-global-setup.ts",
  fullyParallel: false,
  // Four groups at once even on two cores: a journey waits on timers, page loads and its server
  // as well as using the CPU, and twelve groups of one to three minutes each share four workers
  // (longest first). All of them at once on two cores left the
  // heaviest journeys (axe, scripts held back 2.5 s) starved past their timeouts.
  workers: Math.min(groups.length, Math.max(4, availableParallelism())),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // Recording a trace of every journey, to keep only the failures', took a quarter of the run's
    // CPU. To see a failure step by step, run it again with `--trace on`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: browser?.path, args: chromiumArgs, env: browser?.env },
  },
  projects: groups.map(({ name, testMatch, baseURL }) => ({
    name,
    testMatch,
    workers: 1,
    use: { browserName: "chromium" as const, baseURL },
  })),
  webServer: [...new Set(groups.map(({ baseURL }) => baseURL))].map((baseURL) => ({
    command: "node scripts/e2e-server.ts",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // A first seed on an empty cache of the demo pictures takes minutes (decision 0021).
    timeout: 360_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      // The production build, with the tests' cheaper password hash (docs/architecture.md#tests):
      // a sign-in at the production cost took a third of each admin journey's CPU. Over plain
      // HTTP, NODE_ENV=test changes nothing else a journey sees (HSTS and Secure cookies need
      // HTTPS); password.test.ts and login-limits.test.ts prove the production cost.
      NODE_ENV: "test",
      TEST_PASSWORD_HASH_LOG2N: "10",
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
      // Both languages, whatever the default (pages-locales.spec.ts).
      SITE_LOCALES: "pt-BR,en",
    },
  })),
});
