import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumPath } from "../tests/support/chromium.ts";

/**
 * `npm test`: everything a change must pass (docs/architecture.md#tests), in order, stopping at the first failure:
 * typecheck, lint, unit and API tests on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL
 * in the same run, a production build, and the end-to-end suite in Chromium.
 */

const reports = mkdtempSync(join(tmpdir(), "agency-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
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

function finish(ok: boolean): never {
  process.stdout.write(
    `\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
  );
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

function vitest() {
  const file = join(reports, "vitest.json");
  const databases = process.env.TEST_DATABASE_URL ? "PGlite and PostgreSQL" : "PGlite";
  const ok = run(`unit and API tests (${databases})`, "npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${file}`,
  ]);
  try {
    countVitest(file);
  } catch {
    // no report: the run itself failed before writing one
  }
  return ok;
}

const browser = chromiumPath();
if (!browser) {
  process.stderr.write(
    "Chromium não encontrado. Instale o do sistema (Debian: `apt-get install -y chromium`) ou defina CHROMIUM_PATH.\n",
  );
  process.exit(1);
}

if (!run("typecheck", "npm", ["run", "--silent", "typecheck"])) finish(false);
if (!run("lint", "npm", ["run", "--silent", "lint"])) finish(false);
if (!vitest()) finish(false);
if (!run("production build", "npm", ["run", "--silent", "build"])) finish(false);

const e2eReport = join(reports, "playwright.json");
const e2eOk = run("end-to-end (Chromium)", "npx", ["playwright", "test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  CHROMIUM_PATH: browser,
});
try {
  countPlaywright(e2eReport);
} catch {
  // no report: counted as the failure of the step below
}
finish(e2eOk);
