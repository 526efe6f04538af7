import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface LoadRequest {
  url: string;
  method: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses that were not 2xx (wrk: 4xx and 5xx, see wrkTool). */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

export interface LoadTool {
  name: "wrk" | "autocannon";
  version: string;
  /** Name, version and how it runs, for the report. */
  label: string;
  /** Rejects when `signal` aborts, after stopping the load. */
  run(request: LoadRequest, settings: LoadSettings, signal?: AbortSignal): Promise<LoadResult>;
}

/**
 * wrk when it is on PATH (it loads the machine far less than a Node load generator), else
 * autocannon; `choice` insists on one.
 */
export function pickLoadTool(choice?: "wrk" | "autocannon"): LoadTool {
  if (choice === "autocannon") return autocannonTool();
  const probe = spawnSync("wrk", ["--version"], { encoding: "utf8" });
  if (probe.error) {
    if (choice === "wrk") throw new Error("wrk is not installed");
    return autocannonTool();
  }
  const version = `${probe.stdout}${probe.stderr}`.split("\n")[0]?.match(/wrk (\S+)/)?.[1];
  return wrkTool(version ?? "unknown");
}

/**
 * wrk's default two threads: one thread cannot read a 140 KB page as fast as nginx writes it,
 * which would understate nginx and flatter the app's ratio. The figures come from a generated
 * Lua `done` hook (the histogram `--latency` prints) rather than from parsing wrk's text. wrk
 * counts 4xx and 5xx answers only; 3xx are ruled out by checking every target answers 2xx first.
 */
function wrkTool(version: string): LoadTool {
  const threads = 2;
  return {
    name: "wrk",
    version,
    label: `wrk ${version} (${threads} threads)`,
    run: async (request, settings, signal) => {
      const folder = mkdtempSync(join(tmpdir(), "agency-wrk-"));
      try {
        const script = join(folder, "request.lua");
        writeFileSync(script, wrkScript(request));
        const args = [
          `--threads=${Math.min(threads, settings.connections)}`,
          `--connections=${settings.connections}`,
          `--duration=${settings.durationSeconds}s`,
          "--timeout=5s",
          `--script=${script}`,
          request.url,
        ];
        return parseWrkResult(await capture("wrk", args, signal));
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

const resultMarker = "BENCH_RESULT";

function wrkScript(request: LoadRequest): string {
  const lines = [`wrk.method = ${luaString(request.method)}`];
  if (request.body !== undefined) lines.push(`wrk.body = ${luaString(request.body)}`);
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    // The spaces matter: `headers[[` would open a Lua long string.
    lines.push(`wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`);
  }
  lines.push(
    "done = function(summary, latency, requests)",
    "  local e = summary.errors",
    `  io.write(string.format("${resultMarker} %d %d %d %d %d %d %d %d %d\\n",`,
    "    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,",
    "    latency:percentile(50), latency:percentile(99)))",
    "end",
  );
  return `${lines.join("\n")}\n`;
}

/** A Lua long string: no escaping to get wrong, as long as the text has no closing bracket. */
function luaString(text: string): string {
  if (text.includes("]==]")) throw new Error(`cannot quote for Lua: ${text}`);
  return `[==[${text}]==]`;
}

function parseWrkResult(output: string): LoadResult {
  const line = output.split("\n").find((l) => l.startsWith(resultMarker));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const [requests, durationUs, connect, read, write, status, timeout, p50Us, p99Us] = line
    .slice(resultMarker.length)
    .trim()
    .split(/\s+/)
    .map(Number) as [number, number, number, number, number, number, number, number, number];
  return {
    requests,
    requestsPerSecond: requests / (durationUs / 1e6),
    p50Ms: p50Us / 1000,
    p99Ms: p99Us / 1000,
    non2xx: status,
    errors: connect + read + write + timeout,
  };
}

function capture(command: string, args: string[], signal?: AbortSignal): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], signal });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.once("error", fail);
    child.once("close", (code) =>
      code === 0 ? done(output) : fail(new Error(`${command} exited ${code}:\n${output}`)),
    );
  });
}

/** The part of autocannon's programmatic API used here (the package ships no types). */
interface AutocannonResult {
  duration: number;
  non2xx: number;
  errors: number;
  requests: { total: number };
  latency: { p50: number; p99: number };
}
/** Thenable, with stop() to end the run early. */
interface AutocannonRun extends PromiseLike<AutocannonResult> {
  stop(): void;
}
type Autocannon = (options: {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  timeout: number;
}) => AutocannonRun;

function autocannonTool(): LoadTool {
  const require = createRequire(import.meta.url);
  const autocannon = require("autocannon") as Autocannon;
  const { version } = require("autocannon/package.json") as { version: string };
  return {
    name: "autocannon",
    version,
    label: `autocannon ${version} (in this Node process, slower than nginx: ratios read high)`,
    run: async (request, settings, signal) => {
      signal?.throwIfAborted();
      const run = autocannon({
        url: request.url,
        method: request.method,
        headers: request.headers,
        body: request.body,
        connections: settings.connections,
        duration: settings.durationSeconds,
        timeout: 5,
      });
      const stop = () => run.stop();
      signal?.addEventListener("abort", stop, { once: true });
      const result = await run;
      signal?.removeEventListener("abort", stop);
      signal?.throwIfAborted();
      return {
        requests: result.requests.total,
        requestsPerSecond: result.requests.total / result.duration,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      };
    },
  };
}
