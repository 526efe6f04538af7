import { parseArgs } from "node:util";
import { type Page, chromium as playwright } from "@playwright/test";
import { chromium, chromiumArgs } from "../tests/support/chromium.ts";
import { freePort, startAppServer } from "./support/app-server.ts";
import { prepareBuild } from "./support/bench-build.ts";
import { say } from "./support/bench-report.ts";
import { CleanupStack } from "./support/cleanup-stack.ts";

/**
 * `npm run bench:interactions`: how soon the home answers a tap or a key
 * (docs/performance.md#interactions). A phone-sized Chromium with its CPU slowed 4× (as
 * Lighthouse's mobile profile) opens `/` on the production build with the demo content and, each
 * in a fresh page: opens the mobile menu right after the load event, and again once the page has
 * settled; chooses a portfolio category once the grid has come near and hydrated; types into the
 * contact form's name field as soon as it is on screen. The browser's Event Timing entries give
 * each interaction's time from input to the next paint; an interaction under 16 ms leaves none
 * and counts as 16. Budget: 100 ms (docs/architecture.md#performance-budgets).
 *
 *   --runs N     each scenario N times (default 3); the median of the worst interaction per run
 *   --no-build   measure the build in BUILD_DIR instead of building a fresh one
 */

const budgetMs = 100;
const slowdown = 4;

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "no-build": { type: "boolean", default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a positive integer");

/** Records every interaction's Event Timing entries from the page's start. */
function recordInteractions() {
  const state = window as unknown as { interactions: Record<number, number> };
  state.interactions = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const seen = state.interactions[entry.interactionId] ?? 0;
      state.interactions[entry.interactionId] = Math.max(seen, entry.duration);
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The slowest interaction so far, in ms from input to the next paint (16 when none was slower). */
async function slowestInteraction(page: Page): Promise<number> {
  // Entries arrive after the paint that ends them: give the observer a few frames.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForTimeout(300);
  const durations = await page.evaluate(() =>
    Object.values((window as unknown as { interactions: Record<number, number> }).interactions),
  );
  return Math.max(16, ...durations);
}

function hydrated(page: Page, selector: string) {
  return page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      return element !== null && Object.keys(element).some((key) => key.startsWith("__react"));
    },
    selector,
    { timeout: 60_000 },
  );
}

const scenarios: Record<string, (page: Page) => Promise<void>> = {
  "menu, right after the load event": async (page) => {
    await page.goto("/", { waitUntil: "load" });
    await page.getByRole("button", { name: "Abrir menu" }).tap();
    await page.getByRole("navigation", { name: "Menu móvel" }).waitFor();
  },
  "menu, once the page has settled": async (page) => {
    await page.goto("/", { waitUntil: "load" });
    await hydrated(page, "header button");
    await page.waitForTimeout(3_000);
    await page.getByRole("button", { name: "Abrir menu" }).tap();
    await page.getByRole("navigation", { name: "Menu móvel" }).waitFor();
  },
  "portfolio category, once its grid is near": async (page) => {
    await page.goto("/", { waitUntil: "load" });
    const chips = page.getByRole("navigation", { name: "Filtrar projetos por categoria" });
    await chips.scrollIntoViewIfNeeded();
    await hydrated(page, "#portfolio nav a");
    await chips.getByRole("link").nth(1).tap();
    await page.waitForFunction(
      () =>
        document.querySelectorAll("#portfolio nav a")[1]?.getAttribute("aria-current") === "true",
    );
  },
  "typing a name, as soon as the form is on screen": async (page) => {
    await page.goto("/", { waitUntil: "load" });
    const name = page.locator("#contato form").getByLabel("Nome");
    await name.scrollIntoViewIfNeeded();
    await name.pressSequentially("Helena Prado", { delay: 80 });
  },
};

const cleanup = new CleanupStack();
let missed = 0;
try {
  const buildDir = await prepareBuild({ noBuild: options["no-build"], cleanup, say });
  const server = await startAppServer({ port: await freePort(), buildDir });
  cleanup.defer(() => server.stop());
  const found = chromium();
  if (!found) throw new Error("Chromium not found: apt-get install -y chromium, or CHROMIUM_PATH");
  const browser = await playwright.launch({
    executablePath: found.path,
    env: found.env,
    args: chromiumArgs,
  });
  cleanup.defer(() => browser.close());

  say(`CPU ${slowdown}× slower, 390 × 844, ${runs} run(s) each; budget ${budgetMs} ms`);
  for (const [name, scenario] of Object.entries(scenarios)) {
    const worst: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.addInitScript(recordInteractions);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
      await scenario(page);
      worst.push(await slowestInteraction(page));
      await context.close();
    }
    const median = [...worst].sort((a, b) => a - b)[Math.floor(worst.length / 2)]!;
    if (median > budgetMs) missed++;
    say(
      `${name}: ${Math.round(median)} ms${median > budgetMs ? " ✗" : ""} (runs: ${worst.map(Math.round).join(", ")})`,
    );
  }
} finally {
  await cleanup.runAll();
}
if (missed > 0) say(`${missed} scenario(s) over budget`);
