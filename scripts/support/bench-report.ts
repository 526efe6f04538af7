import { cpus, loadavg, totalmem } from "node:os";
import type { CpuSplit } from "./cpu-split.ts";
import type { LoadResult, LoadSettings } from "./load-test.ts";

export interface TargetResult {
  target: string;
  app: LoadResult;
  /** The same bytes from nginx; null for writes, or when nginx is not installed. */
  nginx: LoadResult | null;
  /** app req/s ÷ nginx req/s. */
  ratio: number | null;
  /** For a write: the 2xx answers of the warm-up and measured runs, and the rows stored meanwhile. */
  writes?: { acknowledged: number; stored: number };
}

export interface GoalResult {
  target: string;
  ratio: number | null;
  ratioMet: boolean | null;
  p99Ms: number;
  p99Met: boolean;
}

export interface DatabaseResult {
  database: string;
  targets: TargetResult[];
  goals: GoalResult[];
  /** `npm start` on an existing database (median of three) and the demo server's peak under load. */
  footprint?: { readyMs: number; idleRssMb: number | null; peakRssMb: number | null };
}

/** docs/architecture.md#performance-budgets: these answer at half of nginx's throughput or more, p99 under 10 ms. */
export const budget = { targets: ["/", "/api/portfolio"], minRatio: 0.5, maxP99Ms: 10 };

/**
 * docs/architecture.md#performance-budgets: writes, start and resident memory. PostgreSQL is the
 * production reference and holds the product's budgets; PGlite's are regression guards over an
 * engine that weighs 168 MB before our code loads and shares the app's core.
 */
export interface DatabaseBudget {
  /** A burst of writes never queues beyond this, and none is lost. */
  writeP99Ms: number;
  readyMs: number;
  idleRssMb: number;
  peakRssMb: number;
}

const databaseBudgets: Record<string, DatabaseBudget> = {
  PostgreSQL: { writeP99Ms: 50, readyMs: 2_000, idleRssMb: 150, peakRssMb: 300 },
  PGlite: { writeP99Ms: 300, readyMs: 2_000, idleRssMb: 230, peakRssMb: 450 },
};

export function budgetOf(database: string): DatabaseBudget {
  const found = databaseBudgets[database];
  if (!found) throw new Error(`no budget for the database ${database}`);
  return found;
}

/** Prints one line of a bench's report. */
export function say(line: string) {
  process.stdout.write(`${line}\n`);
}

/** A probe's figure, to one decimal, as the scenario benches print them; '—' for none (NaN). */
export function ms(value: number) {
  return Number.isNaN(value) ? "—" : `${value.toFixed(1)} ms`;
}

export function machineSummary() {
  const cores = cpus();
  return {
    cpu: cores[0]?.model.trim() ?? "unknown",
    cores: cores.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    /** Other work on the machine at the start: the figures are only comparable on a quiet one. */
    loadAverage: Math.round(loadavg()[0]! * 100) / 100,
  };
}

export type Machine = ReturnType<typeof machineSummary>;

/** What the figures were measured on and with: they mean little without it. */
export function formatSetup(setup: {
  machine: Machine;
  loadTool: string;
  load: LoadSettings;
  warmUpSeconds: number;
  nginx: string | null;
  cpus: CpuSplit | null;
}): string {
  const { machine, load } = setup;
  return [
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, load average ${machine.loadAverage} at the start (other work on the machine skews the figures)`,
    `Load: ${setup.loadTool}, ${load.connections} connections, ${load.durationSeconds} s per target after a ${setup.warmUpSeconds} s warm-up, no Accept-Encoding`,
    setup.nginx
      ? `nginx ${setup.nginx}: worker_processes 1 (the app is one Node process), the app's bodies and Content-Type under the same paths`
      : "nginx: not installed, so no ratios",
    setup.cpus
      ? `CPUs: the app and nginx on CPU ${setup.cpus.server}, the load on CPU ${setup.cpus.load} (taskset)`
      : "CPUs: shared by the servers and the load (one CPU, or no taskset)",
  ].join("\n");
}

/** The table and the budget lines of one database. */
export function formatResult(result: DatabaseResult, conditions: string): string {
  return [
    `${result.database} (${conditions})`,
    formatTable(result.targets),
    "",
    ...result.goals.map(formatGoal),
    ...result.targets.flatMap((target) => formatWriteGoal(target, budgetOf(result.database))),
    ...formatFootprint(result.footprint, budgetOf(result.database)),
  ].join("\n");
}

export function checkGoals(targets: TargetResult[]): GoalResult[] {
  return budget.targets.flatMap((name) => {
    const result = targets.find((t) => t.target === name);
    if (!result) return [];
    return [
      {
        target: name,
        ratio: result.ratio,
        ratioMet: result.ratio === null ? null : result.ratio >= budget.minRatio,
        p99Ms: result.app.p99Ms,
        p99Met: result.app.p99Ms < budget.maxP99Ms,
      },
    ];
  });
}

function formatTable(targets: TargetResult[]): string {
  const header = ["target", "req/s", "p50", "p99", "non-2xx", "errors", "nginx req/s", "nginx p99"];
  const rows = targets.map((t) => [
    t.target,
    formatRate(t.app.requestsPerSecond),
    formatMs(t.app.p50Ms),
    formatMs(t.app.p99Ms),
    String(t.app.non2xx),
    String(t.app.errors),
    t.nginx ? formatRate(t.nginx.requestsPerSecond) : "—",
    t.nginx ? formatMs(t.nginx.p99Ms) : "—",
    t.ratio === null ? "—" : t.ratio.toFixed(2),
  ]);
  const all = [[...header, "app/nginx"], ...rows];
  const widths = all[0]!.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join("  ");
  return [line(all[0]!), widths.map((w) => "─".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

function formatGoal(goal: GoalResult): string {
  const mark = (met: boolean) => (met ? "✓" : "✗");
  const ratio =
    goal.ratio === null || goal.ratioMet === null
      ? "no nginx to compare with"
      : // Three decimals: 0.331 must not read as the 0.33 it misses.
        `${goal.ratio.toFixed(3)} of nginx (target ≥ ${budget.minRatio.toFixed(3)}) ${mark(goal.ratioMet)}`;
  const p99 = `p99 ${formatMs(goal.p99Ms)} (target < ${budget.maxP99Ms} ms) ${mark(goal.p99Met)}`;
  return `${goal.target} : ${ratio}, ${p99}`;
}

function formatWriteGoal({ target, app, writes }: TargetResult, limits: DatabaseBudget): string[] {
  if (!writes) return [];
  const mark = (met: boolean) => (met ? "✓" : "✗");
  const p99Met = app.p99Ms <= limits.writeP99Ms;
  const kept = writes.stored >= writes.acknowledged;
  return [
    `${target} : p99 ${formatMs(app.p99Ms)} (target ≤ ${limits.writeP99Ms} ms) ${mark(p99Met)}, ${writes.acknowledged} acknowledged and ${writes.stored} stored ${mark(kept)}`,
  ];
}

function formatFootprint(footprint: DatabaseResult["footprint"], limits: DatabaseBudget): string[] {
  if (!footprint) return [];
  const mark = (met: boolean) => (met ? "✓" : "✗");
  const { readyMs, idleRssMb, peakRssMb } = footprint;
  const memory = (mb: number | null, max: number) =>
    mb === null ? "unknown (no /proc)" : `${mb} MB (target < ${max} MB) ${mark(mb < max)}`;
  return [
    `npm start to /readyz : ${Math.round(readyMs)} ms (target < ${limits.readyMs} ms) ${mark(readyMs < limits.readyMs)}`,
    `resident memory : idle after start ${memory(idleRssMb, limits.idleRssMb)}, peak during the load ${memory(peakRssMb, limits.peakRssMb)}`,
  ];
}

function formatRate(perSecond: number) {
  return Math.round(perSecond).toLocaleString("en-US");
}

function formatMs(ms: number) {
  return `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
}
