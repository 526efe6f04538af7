import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium, chromiumArgs } from "../tests/support/chromium.ts";
import { freePort, startAppServer } from "./support/app-server.ts";
import { buildInto, freshBuildDir, isBuilt } from "./support/bench-build.ts";
import { CleanupStack } from "./support/cleanup-stack.ts";
import { type FirstLoadJs, measureFirstLoadJs } from "./support/first-load-js.ts";

/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling: its defaults) on the public pages
 * docs/architecture.md#performance-budgets budgets (the four pt-BR ones and the English home),
 * against a production build serving the demo content, in the system Chromium (or, without one,
 * the packaged headless shell: tests/support/chromium.ts); plus the first-load JavaScript of `/`
 * and `/en`.
 *
 *   --runs N        audit each page N times and keep the run with the median performance score
 *   --json FILE     also write the results as JSON
 *   --no-build      audit the build already in BUILD_DIR instead of building a fresh one
 *   --port N        port for the server (a free one by default)
 *   --reports DIR   keep each page's full Lighthouse report (JSON, viewable in the Lighthouse viewer)
 *   --only TEXT     audit only the pages whose path holds the text (`--only portfolio`)
 */

const root = resolve(import.meta.dirname, "..");
const targets = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 } as const;
// docs/architecture.md#performance-budgets: paint times in Lighthouse's simulated mobile load.
const paintBudgetsMs = { fcp: 1200, lcp: 1600 } as const;
type Category = keyof typeof targets;
const categories = Object.keys(targets) as Category[];
// docs/architecture.md#performance-budgets, inline scripts included.
const firstLoadBudgetKb = 120;
// docs/architecture.md#performance-budgets: every script the page fetches, on the wire.
const scriptWireBudgetKb = 120;

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    json: { type: "string" },
    "no-build": { type: "boolean", default: false },
    port: { type: "string" },
    reports: { type: "string" },
    only: { type: "string" },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) fail("--runs precisa ser um inteiro maior que zero.");

interface FailingAudit {
  id: string;
  title: string;
  /** Short: the first few offending elements or URLs, so a reader knows where to look. */
  items: string[];
}

interface PageResult {
  page: string;
  url: string;
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Every script the page fetched in the audit, deferred ones included, as sent (headers too). */
  scriptWireBytes: number;
  cls: number;
  lcpElement?: string;
  failing: Partial<Record<Category, FailingAudit[]>>;
  performanceRuns: number[];
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Build and server

// ---------------------------------------------------------------------------------------------
// Lighthouse

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
type Audit = Result["audits"][string];

function itemLabels(audit: Audit): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  return (details?.items ?? []).slice(0, 3).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const label = node?.snippet ?? node?.selector ?? item.url ?? item.source ?? item.description;
    return String(label ?? JSON.stringify(item)).slice(0, 160);
  });
}

function failingAudits(result: Result, category: Category): FailingAudit[] {
  return result.categories[category]!.auditRefs.filter((ref) => ref.weight > 0)
    .map((ref) => result.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => ({ id: audit.id, title: audit.title, items: itemLabels(audit) }));
}

function lcpElement(result: Result): string | undefined {
  const details = result.audits["lcp-breakdown-insight"]?.details as
    | { items?: { type?: string; snippet?: string; selector?: string }[] }
    | undefined;
  const node = details?.items?.find((item) => item.type === "node");
  return node?.snippet ?? node?.selector;
}

function scriptWireBytes(result: Result): number {
  const requests = (result.audits["network-requests"]?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType?: string; transferSize?: number }[] | undefined;
  return (requests ?? [])
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

function summarise(page: string, result: Result, performanceRuns: number[]): PageResult {
  const score = (category: Category) => Math.round((result.categories[category]?.score ?? 0) * 100);
  const scores = Object.fromEntries(categories.map((c) => [c, score(c)])) as PageResult["scores"];
  const failing: PageResult["failing"] = {};
  for (const category of categories) {
    if (category !== "performance" && scores[category] < 100) {
      failing[category] = failingAudits(result, category);
    }
  }
  return {
    page,
    url: result.finalDisplayedUrl,
    scores,
    fcpMs: result.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
    lcpMs: result.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: result.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    scriptWireBytes: scriptWireBytes(result),
    cls: result.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    lcpElement: lcpElement(result),
    failing,
    performanceRuns,
  };
}

async function audit(chrome: LaunchedChrome, url: string): Promise<Result> {
  const outcome = await lighthouse(url, {
    port: chrome.port,
    logLevel: "error",
    output: "json",
    onlyCategories: [...categories],
  });
  if (!outcome) throw new Error(`o Lighthouse não retornou resultado para ${url}`);
  if (outcome.lhr.runtimeError) {
    throw new Error(`${url}: ${outcome.lhr.runtimeError.code} ${outcome.lhr.runtimeError.message}`);
  }
  return outcome.lhr;
}

/** Runs Lighthouse `runs` times and keeps the run with the median performance score. */
async function auditPage(chrome: LaunchedChrome, page: string, url: string) {
  const results: Result[] = [];
  for (let run = 0; run < runs; run++) results.push(await audit(chrome, url));
  const byPerformance = [...results].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  const performanceRuns = results.map((r) =>
    Math.round((r.categories.performance?.score ?? 0) * 100),
  );
  if (options.reports) {
    const name = page === "/" ? "home" : page.replace(/^\//, "").replaceAll("/", "_");
    writeFileSync(join(options.reports, `${name}.json`), JSON.stringify(median));
  }
  return summarise(page, median, performanceRuns);
}

// ---------------------------------------------------------------------------------------------
// Report

function seconds(ms: number, budgetMs: number) {
  return `${(ms / 1000).toFixed(2)} s${ms > budgetMs ? " ✗" : ""}`;
}

function printTable(results: PageResult[]) {
  const headers = [
    "página",
    "perf",
    "a11y",
    "boas práticas",
    "SEO",
    "FCP",
    "LCP",
    "TBT",
    "CLS",
    "scripts (rede)",
  ];
  const mark = (category: Category, value: number) =>
    `${value}${value < targets[category] ? " ✗" : ""}`;
  const rows = results.map((r) => [
    r.page,
    mark("performance", r.scores.performance) +
      (r.performanceRuns.length > 1 ? ` (${r.performanceRuns.join("/")})` : ""),
    mark("accessibility", r.scores.accessibility),
    mark("best-practices", r.scores["best-practices"]),
    mark("seo", r.scores.seo),
    seconds(r.fcpMs, paintBudgetsMs.fcp),
    seconds(r.lcpMs, paintBudgetsMs.lcp),
    `${Math.round(r.tbtMs)} ms`,
    r.cls.toFixed(3),
    `${(r.scriptWireBytes / 1000).toFixed(1)} KB${r.scriptWireBytes > scriptWireBudgetKb * 1000 ? " ✗" : ""}`,
  ]);
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ");
  process.stdout.write(`\n${line(headers)}\n${line(widths.map((w) => "-".repeat(w)))}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
  process.stdout.write(
    `\nMetas (docs/architecture.md#performance-budgets): desempenho, acessibilidade, boas práticas e SEO = 100; FCP ≤ ${paintBudgetsMs.fcp / 1000} s; LCP ≤ ${paintBudgetsMs.lcp / 1000} s; scripts buscados pela página, adiados incluídos, ≤ ${scriptWireBudgetKb} KB na rede.\n`,
  );

  for (const r of results) {
    if (r.lcpElement) process.stdout.write(`\n${r.page} — elemento LCP: ${r.lcpElement}`);
    for (const [category, audits] of Object.entries(r.failing)) {
      for (const failing of audits) {
        process.stdout.write(
          `\n${r.page} — ${category} abaixo de 100: ${failing.id} (${failing.title})`,
        );
        for (const item of failing.items) process.stdout.write(`\n    ${item}`);
      }
    }
  }
  process.stdout.write("\n");
}

function scriptName(url: string) {
  const { pathname, hash } = new URL(url);
  return hash === "#inline-scripts" ? "scripts inline do HTML" : pathname;
}

function printFirstLoad(page: string, firstLoad: FirstLoadJs) {
  const kb = firstLoad.gzipBytes / 1000;
  process.stdout.write(
    `\nJavaScript da primeira carga de ${page}: ${kb.toFixed(1)} KB gzip em ${firstLoad.scripts.length - 1} arquivos e scripts inline ` +
      `(${(firstLoad.bytes / 1000).toFixed(1)} KB sem compressão; meta ≤ ${firstLoadBudgetKb} KB)` +
      `${kb > firstLoadBudgetKb ? " ✗" : ""}\n`,
  );
  for (const script of firstLoad.scripts.slice(0, 5)) {
    process.stdout.write(
      `    ${(script.gzipBytes / 1000).toFixed(1).padStart(6)} KB  ${scriptName(script.url)}\n`,
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const browser = chromium();
  if (!browser)
    fail("Chromium não encontrado: apt-get install -y chromium (ou defina CHROMIUM_PATH).");
  if (options.reports) mkdirSync(options.reports, { recursive: true });
  const cleanup = new CleanupStack();
  // An audit cannot be interrupted half-way: undo what was started, then leave.
  const onSignal = () => void cleanup.runAll().finally(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    let buildDir: string;
    if (options["no-build"]) {
      if (!process.env.BUILD_DIR) fail("--no-build precisa de BUILD_DIR apontando para um build.");
      buildDir = resolve(root, process.env.BUILD_DIR);
      if (!isBuilt(buildDir)) fail(`Nenhum build em ${buildDir}.`);
    } else {
      buildDir = freshBuildDir();
      const made = buildDir;
      cleanup.defer(() => rmSync(made, { recursive: true, force: true }));
      process.stdout.write(`Build de produção em ${buildDir}...\n`);
      await buildInto(buildDir);
    }

    const port = options.port ? Number(options.port) : await freePort();
    // SITE_URL matches the audited address, so canonical links point at the page itself.
    const siteUrl = `http://127.0.0.1:${port}`;
    const server = await startAppServer({ port, buildDir, env: { SITE_URL: siteUrl } });
    cleanup.defer(() => server.stop());

    const portfolio = (await (await fetch(`${server.url}/api/portfolio`)).json()) as {
      data?: { slug: string }[];
    };
    const slug = portfolio.data?.[0]?.slug;
    if (!slug) throw new Error("GET /api/portfolio não trouxe nenhum projeto");
    // The home again in English (docs/architecture.md#locales): its figures match the pt-BR one's.
    const pages = ["/", "/portfolio", `/portfolio/${slug}`, "/depoimentos", "/en"].filter(
      (page) => !options.only || page.includes(options.only),
    );

    // A live server has served these before: warm its caches so one cold render is not measured.
    for (const page of pages) await fetch(`${server.url}${page}`).then((r) => r.arrayBuffer());
    const firstLoad = {
      "/": await measureFirstLoadJs(`${server.url}/`),
      "/en": await measureFirstLoadJs(`${server.url}/en`),
    };

    const chrome = await launch({
      chromePath: browser.path,
      chromeFlags: [...chromiumArgs, "--headless"],
      envVars: browser.env,
      logLevel: "error",
    });
    cleanup.defer(() => chrome.kill());

    const results: PageResult[] = [];
    for (const page of pages) {
      process.stdout.write(`Lighthouse ${page}${runs > 1 ? ` (${runs} execuções)` : ""}...\n`);
      results.push(await auditPage(chrome, page, `${server.url}${page}`));
    }

    printTable(results);
    for (const [page, figures] of Object.entries(firstLoad)) printFirstLoad(page, figures);
    if (options.json) {
      writeFileSync(
        options.json,
        `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, pages: results, firstLoadJs: firstLoad }, null, 2)}\n`,
      );
      process.stdout.write(`\nResultados em ${options.json}\n`);
    }
  } finally {
    await cleanup.runAll();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `\nnpm run lighthouse falhou: ${error instanceof Error ? error.message : error}\n`,
  );
  process.exitCode = 1;
});
