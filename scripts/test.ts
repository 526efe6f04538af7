import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumPath } from "../tests/support/chromium.ts";

/**
 * `npm test`: everything a change must pass (docs/architecture.md#tests). In order, stopping at
 * the first failure: typecheck, lint and a production build; then, side by side, the unit and API
 * tests (PGlite and, when TEST_DATABASE_URL is set, PostgreSQL, in one Vitest run) and the
 * end-to-end suite in Chromium. The journeys mostly wait on timers and page loads while Vitest
 * keeps both cores busy, so together they take little longer than the longer of the two. The
 * end-to-end output is kept in a file and printed once they are done, so the two do not mix.
 */

const reports = mkdtempSync(join(tmpdir(), "agency-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title: string, command: string, args: string[]) {
  process.stdout.write(`\n▶ ${title}\n`);
  return spawnSync(command, args, { stdio: "inherit" }).status === 0;
}

/** Runs a command alongside others; its output goes to the terminal, or to `logFile`. */
function runAlongside(command: string, args: string[], env: NodeJS.ProcessEnv, logFile?: string) {
  const child = spawn(command, args, {
    stdio: logFile ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env },
  });
  if (logFile) {
    const log = createWriteStream(logFile);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  return new Promise<boolean>((done) => child.once("close", (code) => done(code === 0)));
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

if (!run("typecheck", "npm", ["run", "--silent", "typecheck"])) finish(false);
if (!run("lint", "npm", ["run", "--silent", "lint"])) finish(false);
if (!run("production build", "npm", ["run", "--silent", "build"])) finish(false);

const vitestReport = join(reports, "vitest.json");
const e2eReport = join(reports, "playwright.json");
const e2eLog = join(reports, "playwright.log");
const databases = process.env.TEST_DATABASE_URL ? "PGlite and PostgreSQL" : "PGlite";
process.stdout.write(
  `\n▶ unit and API tests (${databases}), with the end-to-end tests (Chromium) alongside\n`,
);
const [vitestOk, e2eOk] = await Promise.all([
  runAlongside(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    {},
  ),
  runAlongside(
    "npx",
    ["playwright", "test", "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, CHROMIUM_PATH: browser },
    e2eLog,
  ),
]);
process.stdout.write("\n▶ end-to-end (Chromium)\n");
process.stdout.write(readFileSync(e2eLog, "utf8"));
count(countVitest, vitestReport);
count(countPlaywright, e2eReport);
finish(vitestOk && e2eOk);
