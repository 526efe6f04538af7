import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumPath } from "../tests/support/chromium.ts";

/**
 * `npm test`: everything a change must pass (docs/architecture.md#tests), in order, stopping at
 * the first failure: typecheck and lint, the unit and API tests (PGlite and, when
 * TEST_DATABASE_URL is set, PostgreSQL, in one Vitest run) with the production build beside
 * them, and the end-to-end suite in Chromium. The two suites run one after the other: on two
 * cores each keeps both busy, so side by side saved nothing and made the journeys' timing depend
 * on Vitest (decision 0031).
 */

const reports = mkdtempSync(join(tmpdir(), "agency-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

/**
 * Runs one step. A step run beside another keeps its output until it ends, so the two never
 * interleave; the one in front (`shown`) prints as it goes.
 */
function run(
  title: string,
  command: string,
  args: string[],
  { env = {}, shown = true }: { env?: NodeJS.ProcessEnv; shown?: boolean } = {},
): Promise<boolean> {
  if (shown) process.stdout.write(`\n▶ ${title}\n`);
  const child = spawn(command, args, {
    stdio: shown ? "inherit" : ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (status) => {
      if (!shown) process.stdout.write(`\n▶ ${title}\n${Buffer.concat(output).toString()}`);
      resolve(status === 0);
    });
  });
}

function countVitest(file: string) {
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file: string) {
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

/** Reads a report into the totals; a missing one means its run failed before writing it. */
function count(counter: (file: string) => void, file: string) {
  try {
    counter(file);
  } catch {
    // no report: its run's failure already fails the whole
  }
}

function finish(ok: boolean): never {
  process.stdout.write(
    `\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
  );
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

const browser = chromiumPath({ headlessShellFirst: true });
if (!browser) {
  process.stderr.write(
    "Chromium não encontrado. Instale o do sistema (Debian: `apt-get install -y chromium`) ou defina CHROMIUM_PATH.\n",
  );
  process.exit(1);
}

// Two cores: the typecheck and lint together, then the build beside the Vitest run, which
// leaves a core idle while its tests wait (on timers, child servers, PostgreSQL). Nothing in
// Vitest reads the build.
const [typesOk, lintOk] = await Promise.all([
  run("typecheck", "npm", ["run", "--silent", "typecheck"]),
  run("lint", "npm", ["run", "--silent", "lint"], { shown: false }),
]);
if (!typesOk || !lintOk) finish(false);

const vitestReport = join(reports, "vitest.json");
const databases = process.env.TEST_DATABASE_URL ? "PGlite and PostgreSQL" : "PGlite";
const built = run("production build", "npm", ["run", "--silent", "build"], { shown: false });
const vitestOk = await run(`unit and API tests (${databases})`, "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
count(countVitest, vitestReport);
const buildOk = await built;
if (!vitestOk || !buildOk) finish(false);

const e2eReport = join(reports, "playwright.json");
const e2eOk = await run(
  "end-to-end (Chromium)",
  "npx",
  ["playwright", "test", "--reporter=list,json"],
  { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, CHROMIUM_PATH: browser } },
);
count(countPlaywright, e2eReport);
finish(e2eOk);
