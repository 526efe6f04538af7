import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signInAdmin, startAppServer } from "./support/app-server.ts";
import { prepareBuild } from "./support/bench-build.ts";
import { createThrowawayDatabase } from "./support/bench-database.ts";
import { readBenchOptions } from "./support/bench-options.ts";
import {
  checkGoals,
  type DatabaseResult,
  formatResult,
  formatSetup,
  machineSummary,
  say,
  type TargetResult,
} from "./support/bench-report.ts";
import {
  type BenchTarget,
  benchTargets,
  probe,
  storedMessages,
  targetLabel,
} from "./support/bench-targets.ts";
import { CleanupStack } from "./support/cleanup-stack.ts";
import { pinThisProcess, splitCpus } from "./support/cpu-split.ts";
import { prepareDemoMedia } from "./support/demo-media.ts";
import { type LoadSettings, pickLoadTool } from "./support/load-test.ts";
import { nginxVersion, type StaticResponse, startNginx } from "./support/nginx.ts";
import { residentMb, watchPeakMemory } from "./support/process-memory.ts";

/**
 * `npm run bench`: the production build with demo content under load, on PGlite and (when
 * reachable) PostgreSQL, next to nginx serving the same bytes from files (docs/architecture.md#performance-budgets). Prints
 * req/s and p50/p99 per target and the budget lines. Exits non-zero only when the app could not
 * be measured or answered anything but 2xx: a missed budget is a finding, not a failure.
 *
 *   npm run bench -- [--duration 10] [--connections 50] [--tool wrk|autocannon]
 *                    [--json results.json] [--no-build] [--only TEXT]
 *
 * --no-build reuses the build in BUILD_DIR; BENCH_DATABASE_URL names the PostgreSQL server.
 */

const options = readBenchOptions();
const warmUp: LoadSettings = {
  ...options.load,
  durationSeconds: Math.min(2, options.load.durationSeconds),
};
const ports = { app: 4510, nginx: 4511 };
const postgresServer = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const tool = pickLoadTool(options.tool);
const nginx = nginxVersion();
const cpus = splitCpus();
const cleanup = new CleanupStack();
cleanup.abortOnSignals();
const { signal } = cleanup;
let failures = 0;

try {
  const buildDir = await prepareBuild({ noBuild: options.noBuild, cleanup, say });
  // Also before the pinning below: a fresh machine processes the demo pictures on every core.
  await prepareDemoMedia(say);
  const machine = machineSummary();
  const warmUpSeconds = warmUp.durationSeconds;
  // After the build, which wants every core: from here the load runs beside the servers.
  if (cpus) pinThisProcess(cpus.load);
  say(
    formatSetup({ machine, loadTool: tool.label, load: options.load, warmUpSeconds, nginx, cpus }),
  );

  const databases: Array<{ name: string; env: Record<string, string | undefined> }> = [
    { name: "PGlite", env: { DATABASE_URL: undefined } },
  ];
  signal.throwIfAborted();
  try {
    const database = await createThrowawayDatabase(postgresServer);
    cleanup.defer(database.drop);
    databases.push({ name: "PostgreSQL", env: { DATABASE_URL: database.url } });
  } catch (error) {
    say(`PostgreSQL at ${new URL(postgresServer).host} unreachable (${messageOf(error)}): skipped`);
  }

  const results: DatabaseResult[] = [];
  for (const { name, env } of databases) {
    try {
      results.push(await benchDatabase(name, env, buildDir));
    } catch (error) {
      signal.throwIfAborted();
      fail(`${name}: ${messageOf(error)}`);
    }
  }

  const { connections, durationSeconds } = options.load;
  const conditions = `${tool.name}, ${connections} connections, ${durationSeconds} s per target`;
  for (const result of results) say(`\n${formatResult(result, conditions)}`);
  if (options.json) {
    const loadTool = { name: tool.name, version: tool.version, label: tool.label };
    const report = {
      machine,
      cpus,
      loadTool,
      nginx,
      settings: options.load,
      results,
      ok: failures === 0,
    };
    writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
    say(`\nResults written to ${options.json}`);
  }
  if (failures > 0)
    say("\n✗ FAILED: see the ✗ lines above; figures from a failed run are not valid.");
} catch (error) {
  failures++;
  if (!signal.aborted) say(`\n✗ FAILED: ${messageOf(error)}`);
} finally {
  await cleanup.runAll();
}
process.exit(signal.aborted ? 130 : failures > 0 ? 1 : 0);

/**
 * One database: each target on the app, then at once the same bytes on nginx. Measured back to
 * back, a change in the machine's speed during the run (a shared host) touches both sides of a
 * ratio alike.
 */
async function benchDatabase(
  name: string,
  env: Record<string, string | undefined>,
  buildDir: string,
): Promise<DatabaseResult> {
  say(`\n▶ ${name}`);
  const quiet = {
    // A high submission limit: POST /api/contact measures the write path, not 429s.
    RATE_LIMIT_SUBMISSIONS: "1000000",
    // A known password: no warning with a generated one, and the bench can count stored rows.
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: randomBytes(12).toString("base64url"),
  };
  const app = await startAppServer({
    port: ports.app,
    buildDir,
    env: { ...env, ...quiet },
    signal,
    cpus: cpus?.server,
  });
  const stopApp = cleanup.defer(app.stop);
  const cookie = await signInAdmin(app, quiet.ADMIN_PASSWORD);
  const failuresBefore = failures;
  const probed = await probeTargets(app.url);
  const files = probed.flatMap(({ file }) => (file ? [file] : []));
  signal.throwIfAborted();
  const server =
    nginx && files.length > 0
      ? await startNginx({ port: ports.nginx, responses: files, cpus: cpus?.server })
      : null;
  const stopNginx = server ? cleanup.defer(server.stop) : null;

  const targets: TargetResult[] = [];
  const memory = watchPeakMemory(app.pid);
  for (const { target, file } of probed) {
    const isWrite = target.method === "POST";
    const before = isWrite ? await storedMessages(app.url, cookie) : 0;
    const appResult = await measure(app.url, target, `${name} app`);
    const nginxResult =
      server && file ? (await measure(server.url, target, `${name} nginx`)).result : null;
    const ratio = nginxResult
      ? appResult.result.requestsPerSecond / nginxResult.requestsPerSecond
      : null;
    const label = targetLabel(target);
    const result: TargetResult = {
      target: label,
      app: appResult.result,
      nginx: nginxResult,
      ratio,
    };
    if (isWrite) {
      // Every 2xx must be a stored row; a request cut off by the end of the run may be stored too.
      const stored = (await storedMessages(app.url, cookie)) - before;
      result.writes = { acknowledged: appResult.acknowledged, stored };
      if (stored < appResult.acknowledged) {
        fail(`${name} ${label}: ${appResult.acknowledged} acknowledged, only ${stored} stored`);
      }
    }
    targets.push(result);
  }
  const peakRssMb = memory.stop();
  if (failures > failuresBefore) say(`Server output:\n${app.recentOutput()}`);
  await stopNginx?.();
  await stopApp();
  const start = await measureStart({ ...env, ...quiet }, buildDir);
  const footprint = { ...start, peakRssMb };
  return { database: name, targets, goals: checkGoals(targets), footprint };
}

/**
 * `npm start` on an existing database, as a restart of an installed server: the database the pass
 * leaves behind (PostgreSQL) or a PGlite folder, and Node's compile cache, both made by a first,
 * untimed start. Three starts, unpinned as in real use, each timed from the spawn to the first
 * 200 on /readyz; resident memory 2 s after ready. Answers the median.
 */
async function measureStart(env: Record<string, string | undefined>, buildDir: string) {
  const scratch = mkdtempSync(join(tmpdir(), "agency-bench-start-"));
  const removeScratch = cleanup.defer(() => rmSync(scratch, { recursive: true, force: true }));
  const dataDir = join(scratch, "data");
  // Each server gets a temporary folder of its own (app-server.ts), where the cache would
  // otherwise start empty every time.
  const withCache = { ...env, NODE_COMPILE_CACHE: join(scratch, "compile-cache") };
  const startOnce = async () => {
    const app = await startAppServer({
      port: ports.app,
      buildDir,
      dataDir,
      env: withCache,
      signal,
    });
    const stop = cleanup.defer(app.stop);
    await new Promise((done) => setTimeout(done, 2_000));
    const idleRssMb = residentMb(app.pid);
    await stop();
    return { readyMs: app.readyInMs, idleRssMb };
  };
  await startOnce();
  const runs = [await startOnce(), await startOnce(), await startOnce()];
  await removeScratch();
  runs.sort((a, b) => a.readyMs - b.readyMs);
  const median = runs[1]!;
  say(
    `  npm start on an existing database: ready in ${runs.map((run) => Math.round(run.readyMs)).join(", ")} ms; ${median.idleRssMb} MB resident when idle`,
  );
  return median;
}

/** Each target once; a GET's answer becomes the file nginx serves (null for writes and failures). */
async function probeTargets(
  baseUrl: string,
): Promise<Array<{ target: BenchTarget; file: StaticResponse | null }>> {
  const probed = [];
  const targets = (await benchTargets(baseUrl)).filter(
    (target) => !options.only || targetLabel(target).includes(options.only),
  );
  for (const target of targets) {
    const answer = await probe(baseUrl, target);
    const ok = answer.status >= 200 && answer.status < 300;
    if (!ok) {
      const excerpt = answer.body.toString("utf8").slice(0, 300);
      fail(`${targetLabel(target)} answered ${answer.status}: ${excerpt}`);
    }
    const { path, method } = target;
    const file =
      ok && method === "GET" ? { path, contentType: answer.contentType, body: answer.body } : null;
    probed.push({ target, file });
  }
  return probed;
}

/**
 * A warm-up run, then the measured one; anything but 2xx fails the whole benchmark.
 * `acknowledged` counts the 2xx answers of both runs: for a write, the rows that must be stored.
 */
async function measure(baseUrl: string, target: BenchTarget, server: string) {
  const { method, headers, body } = target;
  const request = { url: `${baseUrl}${target.path}`, method, headers, body };
  const warm = await tool.run(request, warmUp, signal);
  const result = await tool.run(request, options.load, signal);
  const acknowledged = warm.requests - warm.non2xx + result.requests - result.non2xx;
  const label = `${server} ${targetLabel(target)}`;
  say(
    `  ${label}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms`,
  );
  if (result.non2xx > 0) fail(`${label}: ${result.non2xx} responses were not 2xx`);
  if (result.errors > 0) fail(`${label}: ${result.errors} connection errors or timeouts`);
  return { result, acknowledged };
}

function fail(message: string) {
  failures++;
  say(`  ✗ ${message}`);
}

function messageOf(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}
