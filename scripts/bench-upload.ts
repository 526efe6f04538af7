import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { type AppServer, signInAdmin } from "./support/app-server.ts";
import { prepareBuild } from "./support/bench-build.ts";
import { exitWithUsage, portOption } from "./support/bench-options.ts";
import { machineSummary, ms, say } from "./support/bench-report.ts";
import { type BenchDatabase, benchDatabases, withBenchServer } from "./support/bench-scenario.ts";
import { CleanupStack } from "./support/cleanup-stack.ts";
import { pinThisProcess, splitCpus } from "./support/cpu-split.ts";
import type { LoopSample } from "./support/event-loop-monitor.ts";
import {
  type LatencySummary,
  type ProbeAnswer,
  probeAgent,
  summarise,
  timeRequest,
} from "./support/latency-probe.ts";
import type { UploadAnswer, UploadBatch } from "./support/upload-sender.ts";

/**
 * `npm run bench:upload`: what image uploads do to everyone else (docs/performance.md#uploads).
 * The production build with demo content; the admin uploads, in turn, one 8.7 MB JPEG (a
 * 24-megapixel photo), one 40-megapixel PNG of a few hundred KB (flat colours: cheap to send,
 * dear to decode) and five of the JPEGs at once, sent from a worker thread. Meanwhile, from the
 * main thread, one visitor fetches a static asset and another the cached home page, each every
 * 10 ms, and go on for `--settle` seconds after the last upload is answered. Per scenario it
 * prints the event loop's longest delay (`perf_hooks.monitorEventLoopDelay`, sampled inside the
 * server by a preloaded module, scripts/support/event-loop-monitor.ts), the visitors' p50/p99/max
 * while the uploads ran, the resident memory of the server and of any process it started before,
 * at the peak and `--settle` seconds after, and the CPU time of the server and of those
 * processes. Goals: loop delay at most 50 ms, static asset at most 200 ms, memory back within 10%
 * of where it was. A missed goal is a finding, not a failure: the script exits non-zero only
 * when it could not measure (an upload not stored, a visitor not answered 200).
 *
 *   npm run bench:upload -- [--postgres] [--no-build] [--settle 20] [--no-pin] [--port 4530]
 *
 * --postgres runs the scenarios on PostgreSQL too (BENCH_DATABASE_URL names the server,
 * default the local one); --no-build reuses the build in BUILD_DIR; --no-pin lets the server
 * use every core (by default it runs on the first CPU and this script on the others, as in
 * `npm run bench`).
 */

const goals = { loopMaxMs: 50, assetMaxMs: 200, memoryBackWithin: 0.1 };
const usage =
  "usage: npm run bench:upload -- [--postgres] [--no-build] [--settle SECONDS] [--no-pin] [--port N]";
const options = readOptions();
const adminPassword = randomBytes(12).toString("base64url");
const postgresServer = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const monitorModule = resolve(import.meta.dirname, "support", "event-loop-monitor.ts");
const cleanup = new CleanupStack();
cleanup.abortOnSignals();
const { signal } = cleanup;

// The visitors' own addresses, apart from the admin's uploads.
const addresses = { asset: "127.0.0.3", page: "127.0.0.4" };
const probeEveryMs = 10;

interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
}

interface Scenario {
  label: string;
  uploads: Upload[];
}

interface ScenarioResult {
  label: string;
  answers: UploadAnswer[];
  loopMaxMs: number;
  /** Samples of 100 ms whose longest delay passed the goal. */
  /** Each delay over the goal, with the main thread's time running and waiting for a CPU. */
  loopOver: Array<{ maxMs: number; ranMs: number; waitedMs: number }>;
  asset: LatencySummary;
  page: LatencySummary;
  memory: { before: MemoryFigures; peak: MemoryFigures; after: MemoryFigures };
  /** The server's V8 heap and external memory, before and after (the preloaded monitor's). */
  v8: { before: LoopSample | undefined; after: LoopSample | undefined };
  cpu: CpuFigures;
}

/**
 * CPU seconds of the server's own threads while the uploads ran (the visitors' requests
 * included), and of the processes it started (the image process, counted once it has exited).
 */
interface CpuFigures {
  server: number;
  others: number;
}

interface MemoryFigures {
  server: number;
  others: number;
}

await cleanup.runAndExit(async () => {
  const buildDir = await prepareBuild({ noBuild: options.noBuild, cleanup, say });
  const images = await testImages();
  const machine = machineSummary();
  const cpus = options.pin ? splitCpus() : null;
  if (cpus) pinThisProcess(cpus.load);
  say(
    `Machine: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, load average ${machine.loadAverage} at the start (other work on the machine skews the figures)`,
  );
  say(
    cpus
      ? `Server on CPU ${cpus.server}, uploads and probes on CPU ${cpus.load}`
      : "Nothing pinned: the server may use every core",
  );
  say(
    `Images: ${images.photo.length.toLocaleString("en")} bytes of JPEG (6000×4000), ${images.plan.length.toLocaleString("en")} bytes of PNG (8000×5000)`,
  );
  const scenarios: Scenario[] = [
    { label: "one 8.7 MB JPEG", uploads: [photoUpload(images.photo, 1)] },
    {
      label: "one 40 MP PNG",
      uploads: [{ name: "planta.png", type: "image/png", bytes: images.plan }],
    },
    {
      label: "five 8.7 MB JPEGs at once",
      // Not upload 1 again: that file is in the library after the first scenario.
      uploads: [2, 3, 4, 5, 6].map((n) => photoUpload(images.photo, n)),
    },
  ];

  const reports: string[] = [];
  for (const database of benchDatabases(options.postgres)) {
    signal.throwIfAborted();
    reports.push(await measureDatabase(database, scenarios, buildDir, cpus?.server));
  }
  say(`\n${reports.join("\n\n")}`);
});

/**
 * The photo as upload `n`: the same picture with a JPEG comment naming the upload just after the
 * start marker, so each upload is a file of its own. The library finds a file it already holds
 * by its bytes and answers without processing it again (decision 0037): six sends of one file
 * would measure one.
 */
function photoUpload(bytes: Buffer, n: number): Upload {
  const text = Buffer.from(`upload ${n}`, "latin1");
  const comment = Buffer.alloc(4 + text.length);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(2 + text.length, 2);
  text.copy(comment, 4);
  const marked = Buffer.concat([bytes.subarray(0, 2), comment, bytes.subarray(2)]);
  return { name: `praia-${n}.jpg`, type: "image/jpeg", bytes: marked };
}

async function measureDatabase(
  database: BenchDatabase,
  scenarios: Scenario[],
  buildDir: string,
  serverCpus: string | undefined,
): Promise<string> {
  say(`\n▶ ${database.name}`);
  const report = join(tmpdir(), `agency-event-loop-${randomBytes(4).toString("hex")}.jsonl`);
  cleanup.defer(() => rmSync(report, { force: true }));
  const env = {
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: adminPassword,
    EVENT_LOOP_REPORT: report,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${monitorModule}`].filter(Boolean).join(" "),
  };
  const server = {
    database,
    postgresServer,
    cleanup,
    port: options.port,
    buildDir,
    env,
    cpus: serverCpus,
  };
  return withBenchServer(server, async (app, asset) => {
    const cookie = await signInAdmin(app, adminPassword);
    // The demo seed's own work (caches, the first renders) settles before anything is measured.
    await sleep(3_000);
    const idle = await probeWhile(app, asset, sleep(3_000), report);
    say(
      `  idle: loop max ${ms(idle.loopMaxMs)}, asset ${formatLatency(idle.asset)}, page ${formatLatency(idle.page)}, server ${memoryOf(app.pid).server} MB`,
    );
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      signal.throwIfAborted();
      const result = await runScenario(app, cookie, asset, scenario, report);
      say(`  ${formatScenario(result)}`);
      results.push(result);
    }
    return formatDatabase(database.name, idle, results);
  });
}

async function runScenario(
  app: AppServer,
  cookie: string,
  asset: string,
  scenario: Scenario,
  report: string,
): Promise<ScenarioResult> {
  const before = memoryOf(app.pid);
  const v8Before = loopSamples(report).at(-1);
  const cpuBefore = cpuSeconds(app.pid);
  let peak = before;
  const sampler = setInterval(() => {
    const now = memoryOf(app.pid);
    if (now.server + now.others > peak.server + peak.others) peak = now;
  }, 100);
  const uploads = sendUploads({ url: app.url, cookie, uploads: scenario.uploads });
  const probed = await probeWhile(app, asset, uploads, report);
  const answers = await uploads;
  const serverCpuDone = cpuSeconds(app.pid).server;
  clearInterval(sampler);
  // The site is still visited while memory settles (V8 frees what the uploads left behind at
  // its next collection, which an idle process may not run for minutes), and the image
  // process's CPU counts once it has exited.
  const settled = await probeWhile(app, asset, sleep(options.settleSeconds * 1000), report);
  const cpuAfter = cpuSeconds(app.pid);
  const bad = answers.find((answer) => answer.status !== 201);
  if (bad) throw new Error(`${scenario.label}: an upload answered ${bad.status}`);
  const unexpected = [probed, settled].reduce(
    (n, p) => n + p.asset.unexpected + p.page.unexpected,
    0,
  );
  if (unexpected > 0) {
    throw new Error(`${scenario.label}: a probe was not answered 200`);
  }
  return {
    label: scenario.label,
    answers,
    ...probed,
    // The settling counts for the loop: the image process exits then, and memory is collected.
    loopMaxMs: Math.max(probed.loopMaxMs, settled.loopMaxMs),
    loopOver: [...probed.loopOver, ...settled.loopOver],
    memory: { before, peak, after: memoryOf(app.pid) },
    v8: { before: v8Before, after: settled.last },
    cpu: { server: serverCpuDone - cpuBefore.server, others: cpuAfter.others - cpuBefore.others },
  };
}

/**
 * The two visitors, each a request every 10 ms (or when the last is answered, if later), until
 * `until` settles; the loop's delay over the same time. Paced rather than back to back, so the
 * probes do not take the server's core for themselves, which would slow the images and make
 * the CPU figures the probes'.
 */
async function probeWhile(app: AppServer, asset: string, until: Promise<unknown>, report: string) {
  const started = Date.now();
  let done = false;
  void until.finally(() => {
    done = true;
  });
  // What a browser asks for: the precompressed copies.
  const headers = { "accept-encoding": "gzip, deflate, br" };
  const loop = async (url: string, localAddress: string) => {
    const agent = probeAgent(localAddress);
    const answers: ProbeAnswer[] = [];
    try {
      while (!done) {
        const next = performance.now() + probeEveryMs;
        answers.push(await timeRequest({ url, headers }, agent));
        await sleep(Math.max(0, next - performance.now()));
      }
    } finally {
      agent.destroy();
    }
    return summarise(answers, 200);
  };
  const [assetSummary, pageSummary] = await Promise.all([
    loop(`${app.url}${asset}`, addresses.asset),
    loop(`${app.url}/`, addresses.page),
  ]);
  // The sample covering the last moments is written within 100 ms.
  await sleep(250);
  const all = loopSamples(report);
  const first = all.findIndex((s) => s.t >= started);
  const samples = first === -1 ? [] : all.slice(first);
  // A delay is written in the sample during which the loop came free; what the thread did
  // meanwhile is in that sample and the one before (a delay of up to 200 ms).
  const over = samples
    .map((sample, i) => ({ sample, before: i > 0 ? samples[i - 1] : all[first - 1] }))
    .filter(({ sample }) => sample.maxMs > goals.loopMaxMs)
    .map(({ sample, before }) => ({
      maxMs: sample.maxMs,
      ranMs: sample.ranMs + (before?.ranMs ?? 0),
      waitedMs: sample.waitedMs + (before?.waitedMs ?? 0),
    }));
  return {
    asset: assetSummary,
    page: pageSummary,
    last: samples.at(-1),
    loopMaxMs: Math.max(0, ...samples.map((s) => s.maxMs)),
    loopOver: over,
  };
}

/** The uploads, all at once, from a worker thread (scripts/support/upload-sender.ts). */
function sendUploads(batch: UploadBatch): Promise<UploadAnswer[]> {
  const worker = new Worker(new URL("./support/upload-sender.ts", import.meta.url), {
    workerData: batch,
  });
  const stop = cleanup.defer(async () => {
    await worker.terminate();
  });
  return new Promise((done, fail) => {
    worker.once("message", (answers: UploadAnswer[]) => {
      void stop();
      done(answers);
    });
    worker.once("error", fail);
  });
}

function loopSamples(report: string): LoopSample[] {
  if (!existsSync(report)) return [];
  return readFileSync(report, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LoopSample);
}

/** The server's resident memory and that of every process under it, in MB (Linux /proc). */
function memoryOf(pid: number): MemoryFigures {
  const rss = (id: number) => {
    try {
      const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${id}/status`, "utf8"))?.[1];
      return kb ? Number(kb) / 1024 : 0;
    } catch {
      return 0;
    }
  };
  const others = descendants(pid).reduce((sum, id) => sum + rss(id), 0);
  return { server: Math.round(rss(pid)), others: Math.round(others) };
}

/**
 * User and system CPU seconds of the server's own threads, and of the processes under it: those
 * alive now and those it has reaped (Linux /proc, in ticks of 1/100 s).
 */
function cpuSeconds(pid: number): CpuFigures {
  const fieldsOf = (id: number) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, "utf8");
      // utime, stime, cutime, cstime: fields 14-17 of the line, 12-15 after the name.
      return stat
        .slice(stat.lastIndexOf(")") + 2)
        .split(" ")
        .map(Number)
        .slice(11, 15);
    } catch {
      return [0, 0, 0, 0];
    }
  };
  const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fieldsOf(pid);
  const live = descendants(pid).reduce((sum, id) => {
    const [u = 0, s = 0] = fieldsOf(id);
    return sum + u + s;
  }, 0);
  return { server: (utime + stime) / 100, others: (cutime + cstime + live) / 100 };
}

function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent === pid) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(root);
  return found;
}

/**
 * A 24-megapixel photo as a phone saves it (detail at every scale, so its copies are of real
 * size: about 2 MB for the ten) and a 40-megapixel floor plan of flat colours. Made once and
 * kept in the temporary folder: the photo takes a while.
 */
async function testImages(): Promise<{ photo: Buffer; plan: Buffer }> {
  const photoFile = join(tmpdir(), "agency-bench-upload-v1-photo.jpg");
  const planFile = join(tmpdir(), "agency-bench-upload-v1-plan.png");
  if (!existsSync(photoFile)) {
    say("Making the test photo (once)…");
    const [width, height] = [6000, 4000];
    const layer = async (w: number, h: number, sigma: number) => {
      const noise = await sharp({
        create: {
          width: w,
          height: h,
          channels: 3,
          background: "#808080",
          noise: { type: "gaussian", mean: 128, sigma },
        },
      })
        .raw()
        .toBuffer();
      return sharp(noise, { raw: { width: w, height: h, channels: 3 } })
        .resize(width, height, { kernel: "cubic" })
        .raw()
        .toBuffer();
    };
    const raw = { raw: { width, height, channels: 3 as const } };
    const [coarse, mid, fine] = await Promise.all([
      layer(60, 40, 60),
      layer(600, 400, 40),
      layer(3000, 2000, 25),
    ]);
    const photo = await sharp(coarse, raw)
      .composite([
        { input: mid, ...raw, blend: "overlay" },
        { input: fine, ...raw, blend: "soft-light" },
      ])
      .jpeg({ quality: 93 })
      .toBuffer();
    writeFileSync(photoFile, photo);
  }
  if (!existsSync(planFile)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="5000"><rect width="100%" height="100%" fill="#1e3a8a"/><circle cx="4000" cy="2500" r="1600" fill="#f59e0b"/><rect x="800" y="500" width="1600" height="600" fill="#10b981"/></svg>`;
    writeFileSync(planFile, await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
  }
  return { photo: readFileSync(photoFile), plan: readFileSync(planFile) };
}

function formatScenario(result: ScenarioResult) {
  const { before, peak, after } = result.memory;
  const seconds = result.answers.map((a) => (a.ms / 1000).toFixed(1)).join(", ");
  return [
    `${result.label}: answered in ${seconds} s; CPU ${formatCpu(result.cpu)}`,
    `    loop max ${ms(result.loopMaxMs)}; ${formatOver(result.loopOver)}`,
    `    asset ${formatLatency(result.asset)}; page ${formatLatency(result.page)}`,
    `    memory (server + processes it started) before ${formatMemory(before)}, peak ${formatMemory(peak)}, ${options.settleSeconds} s after ${formatMemory(after)}`,
    `    server's V8 heap / external memory before ${formatV8(result.v8.before)}, after ${formatV8(result.v8.after)}`,
  ].join("\n");
}

function formatDatabase(
  name: string,
  idle: Awaited<ReturnType<typeof probeWhile>>,
  results: ScenarioResult[],
) {
  const mark = (met: boolean) => (met ? "✓" : "✗");
  const total = (m: MemoryFigures) => m.server + m.others;
  const lines = [
    `${name} (idle: loop max ${ms(idle.loopMaxMs)}, asset p99 ${ms(idle.asset.p99Ms)} max ${ms(idle.asset.maxMs)})`,
    `  ${"scenario".padEnd(26)} ${"loop max".padStart(10)} ${"asset p99".padStart(10)} ${"asset max".padStart(10)} ${"page max".padStart(10)}   memory before → peak → after (MB)   CPU server + others`,
  ];
  for (const r of results) {
    const { before, peak, after } = r.memory;
    lines.push(
      `  ${r.label.padEnd(26)} ${ms(r.loopMaxMs).padStart(10)} ${ms(r.asset.p99Ms).padStart(10)} ${ms(r.asset.maxMs).padStart(10)} ${ms(r.page.maxMs).padStart(10)}   ${`${total(before)} → ${total(peak)} → ${total(after)}`.padEnd(34)} ${formatCpu(r.cpu)}`,
    );
  }
  const loopMax = Math.max(...results.map((r) => r.loopMaxMs));
  const assetMax = Math.max(...results.map((r) => r.asset.maxMs));
  const memoryBack = results.every(
    (r) => total(r.memory.after) <= total(r.memory.before) * (1 + goals.memoryBackWithin),
  );
  lines.push(
    `  ${mark(loopMax <= goals.loopMaxMs)} event loop never held over ${goals.loopMaxMs} ms (longest ${ms(loopMax)})`,
    `  ${mark(assetMax <= goals.assetMaxMs)} no static file waited over ${goals.assetMaxMs} ms (longest ${ms(assetMax)})`,
    `  ${mark(memoryBack)} memory back within ${goals.memoryBackWithin * 100}% of its level before each scenario, ${options.settleSeconds} s after`,
  );
  return lines.join("\n");
}

function formatLatency(summary: LatencySummary) {
  return `p50 ${ms(summary.p50Ms)} p99 ${ms(summary.p99Ms)} max ${ms(summary.maxMs)} (${summary.count})`;
}

/** The delays over the goal, longest first: the thread's own work, or waiting for a CPU. */
function formatOver(over: ScenarioResult["loopOver"]) {
  if (over.length === 0) return `none over ${goals.loopMaxMs} ms`;
  const worst = [...over]
    .sort((a, b) => b.maxMs - a.maxMs)
    .slice(0, 4)
    .map((o) => `${ms(o.maxMs)} (ran ${o.ranMs} ms, waited for a CPU ${o.waitedMs} ms)`);
  return `${over.length} over ${goals.loopMaxMs} ms: ${worst.join(", ")}${over.length > 4 ? ", …" : ""}`;
}

function formatV8(sample: LoopSample | undefined) {
  return sample ? `${sample.heapMb} / ${sample.externalMb} MB` : "—";
}

function formatCpu(cpu: CpuFigures) {
  return `${cpu.server.toFixed(1)} + ${cpu.others.toFixed(1)} s`;
}

function formatMemory(m: MemoryFigures) {
  return m.others > 0 ? `${m.server} + ${m.others} MB` : `${m.server} MB`;
}

function readOptions() {
  try {
    const { values } = parseArgs({
      options: {
        postgres: { type: "boolean", default: false },
        "no-build": { type: "boolean", default: false },
        "no-pin": { type: "boolean", default: false },
        settle: { type: "string", default: "20" },
        port: { type: "string", default: "4530" },
      },
    });
    const settleSeconds = Number(values.settle);
    if (!Number.isInteger(settleSeconds) || settleSeconds < 0 || settleSeconds > 600) {
      throw new Error("--settle must be a whole number of seconds from 0 to 600");
    }
    return {
      postgres: values.postgres,
      noBuild: values["no-build"],
      pin: !values["no-pin"],
      settleSeconds,
      port: portOption(values.port),
    };
  } catch (error) {
    exitWithUsage(error, usage);
  }
}
