import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.server.ts";
import { seedLargeData } from "../db/seed/large.server.ts";
import { type AppServer, signInAdmin, startAppServer } from "./support/app-server.ts";
import { prepareBuild } from "./support/bench-build.ts";
import { createThrowawayDatabase } from "./support/bench-database.ts";
import { say } from "./support/bench-report.ts";
import { CleanupStack } from "./support/cleanup-stack.ts";
import { pickLoadTool } from "./support/load-test.ts";

/**
 * `npm run bench:admin`: the back office at scale (docs/performance.md#the-back-office-at-scale).
 * Fills a fresh PGlite folder and a throwaway PostgreSQL database with `npm run seed:large`'s
 * data, starts the production build on each, signs in, and measures every admin list page and
 * search at 10 connections (p99 target 50 ms), then times the newsletter CSV once.
 *
 *   npm run bench:admin -- [--duration 10] [--connections 10] [--scale 1] [--no-build]
 */
const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    scale: { type: "string", default: "1" },
    "no-build": { type: "boolean", default: false },
  },
});
const load = { durationSeconds: Number(values.duration), connections: Number(values.connections) };
const scale = Number(values.scale);
const P99_TARGET_MS = 50;
const port = 4520;
const postgresServer = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const tool = pickLoadTool();
const cleanup = new CleanupStack();
cleanup.abortOnSignals();
const { signal } = cleanup;

// Each screen's first page, a folder or tab, a search with many matches and one with few, and a
// page deep in the list (its cursor read from the first page).
const targets = [
  "/api/admin/contacts",
  "/api/admin/contacts?folder=spam",
  "/api/admin/contacts?q=loja",
  "/api/admin/contacts?q=cliente4242",
  "/api/admin/contacts?sort=oldest",
  "/api/admin/contacts/stats",
  "/api/admin/newsletter",
  "/api/admin/newsletter?q=silva",
  "/api/admin/newsletter?q=assinante4242",
  "/api/admin/newsletter/stats",
  "/api/admin/testimonials?spam=false",
  "/api/admin/testimonials?status=pending&spam=false",
  "/api/admin/testimonials?spam=true",
  "/api/admin/testimonials?q=padaria",
  "/api/admin/testimonials/stats",
  "/api/admin/portfolio",
];

let missed = 0;
try {
  const buildDir = await prepareBuild({ noBuild: values["no-build"], cleanup, say });
  say(`${tool.label}; ${load.connections} connections, ${load.durationSeconds} s per route`);
  await benchDatabase("PGlite", buildDir, null);
  let postgres: Awaited<ReturnType<typeof createThrowawayDatabase>> | null = null;
  try {
    postgres = await createThrowawayDatabase(postgresServer);
  } catch (error) {
    say(`PostgreSQL unreachable (${error instanceof Error ? error.message : error}): skipped`);
  }
  if (postgres) {
    cleanup.defer(postgres.drop);
    await benchDatabase("PostgreSQL", buildDir, postgres.url);
  }
  say(
    missed
      ? `\n${missed} routes over the ${P99_TARGET_MS} ms p99 target`
      : "\nEvery route within target",
  );
} finally {
  await cleanup.runAll();
}
process.exit(signal.aborted ? 130 : 0);

async function benchDatabase(name: string, buildDir: string, databaseUrl: string | null) {
  say(`\n▶ ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), "agency-bench-admin-"));
  cleanup.defer(() => rmSync(dataDir, { recursive: true, force: true }));
  const seeding = performance.now();
  const database = await openDatabase({ dataDir, databaseUrl: databaseUrl ?? undefined });
  try {
    const counts = await seedLargeData(database.db, scale);
    say(`  seeded in ${seconds(seeding)} s: ${JSON.stringify(counts)}`);
  } finally {
    await database.close();
  }
  const password = randomBytes(12).toString("base64url");
  const app = await startAppServer({
    port,
    buildDir,
    dataDir,
    env: {
      DATABASE_URL: databaseUrl ?? undefined,
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: password,
    },
    signal,
  });
  const stopApp = cleanup.defer(app.stop);
  const cookie = await signInAdmin(app, password);
  const headers = { cookie };
  const deep = await deepPage(app, headers);
  for (const path of [...targets, deep]) {
    const url = `${app.url}${path}`;
    await tool.run({ url, method: "GET", headers }, { ...load, durationSeconds: 2 }, signal);
    const result = await tool.run({ url, method: "GET", headers }, load, signal);
    const over = result.p99Ms > P99_TARGET_MS;
    if (over) missed++;
    const failed =
      result.non2xx + result.errors > 0 ? ` ✗ ${result.non2xx + result.errors} failed` : "";
    say(
      `  ${over ? "✗" : "✓"} ${path.length > 60 ? `${path.slice(0, 57)}…` : path}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms${failed}`,
    );
  }
  const csvStarted = performance.now();
  const csv = await fetch(`${app.url}/api/admin/newsletter/export`, { headers });
  const bytes = (await csv.arrayBuffer()).byteLength;
  say(`  CSV export: ${csv.status}, ${(bytes / 1e6).toFixed(1)} MB in ${seconds(csvStarted)} s`);
  await stopApp();
}

/** The inbox's page after the first 300 messages: what 'Carregar mais' asks for. */
async function deepPage(app: AppServer, headers: Record<string, string>): Promise<string> {
  let cursor = "";
  for (let page = 0; page < 3; page++) {
    const response = await fetch(`${app.url}/api/admin/contacts${cursor}`, { headers });
    const body = (await response.json()) as { meta: { nextCursor: string | null } };
    cursor = body.meta.nextCursor ? `?cursor=${body.meta.nextCursor}` : cursor;
  }
  return `/api/admin/contacts${cursor}`;
}

function seconds(since: number) {
  return ((performance.now() - since) / 1000).toFixed(1);
}
