import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { stopChild, waitUntilAnswering } from "./child-process.ts";
import { onCpus } from "./cpu-split.ts";
import { prepareDemoMedia } from "./demo-media.ts";

export interface AppServerOptions {
  port: number;
  /** The folder `npm run build` wrote (absolute, or relative to the project root). */
  buildDir: string;
  /** Added to the child's environment; `undefined` removes a variable inherited from ours. */
  env?: Record<string, string | undefined>;
  host?: string;
  readyTimeoutMs?: number;
  /** Aborting it while the server starts stops the server and rejects. */
  signal?: AbortSignal;
  /** Run the server on these CPUs only (taskset syntax; see cpu-split.ts). */
  cpus?: string;
  /**
   * Start `npm start`'s server on this existing data folder (or on DATABASE_URL in `env`) as it
   * is, instead of a fresh folder with the demo content.
   */
  dataDir?: string;
}

export interface AppServer {
  url: string;
  /** The server's process (taskset, when pinned, runs it in its own place). */
  pid: number;
  /** From the spawn to the first 200 on GET /readyz. */
  readyInMs: number;
  /** The last lines the server printed: what to show when something went wrong. */
  recentOutput(): string;
  /** SIGTERM, wait for the graceful exit (SIGKILL after 15 s), remove its data folder. */
  stop(): Promise<void>;
}

const projectRoot = resolve(import.meta.dirname, "..", "..");
const demoEntry = resolve(projectRoot, "scripts", "e2e-server.ts");
const startEntry = resolve(projectRoot, "server", "main.js");
/** The V8 flags `npm start` runs with (package.json), so what is measured is what it runs. */
const startFlags = (
  JSON.parse(readFileSync(resolve(projectRoot, "package.json"), "utf8")) as {
    scripts: { start: string };
  }
).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith("--"));
const keptLines = 60;

/**
 * The production build with demo content on a fresh data folder (scripts/e2e-server.ts), or on
 * `dataDir` as it stands, as a child process; resolves once GET /readyz answers 200, rejects with the server's output when
 * it exits or stays unready.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const host = options.host ?? "127.0.0.1";
  const url = `http://${host}:${options.port}`;
  // e2e-server makes its data folder in the temp directory: pointing that at a folder of our
  // own lets stop() remove the database and media with it.
  const scratch = mkdtempSync(join(tmpdir(), "agency-app-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    HOST: host,
    PORT: String(options.port),
    BUILD_DIR: resolve(projectRoot, options.buildDir),
    TMPDIR: scratch,
    ...(options.dataDir && { DATA_DIR: options.dataDir }),
  };
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }

  if (!options.dataDir) await prepareDemoMedia((message) => process.stdout.write(`${message}\n`));
  const entry = options.dataDir ? startEntry : demoEntry;
  const [command, args] = onCpus(options.cpus, process.execPath, [...startFlags, entry]);
  const spawned = performance.now();
  const child = spawn(command, args, {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - keptLines));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.once("error", (error) => lines.push(error.message));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));

  const server: AppServer = {
    url,
    pid: child.pid ?? 0,
    readyInMs: 0,
    recentOutput: () => lines.join("\n"),
    stop: async () => {
      await stopChild(child, exited);
      rmSync(scratch, { recursive: true, force: true });
    },
  };

  try {
    await waitUntilAnswering(`${url}/readyz`, child, {
      timeoutMs: options.readyTimeoutMs ?? 60_000,
      signal: options.signal,
    });
    server.readyInMs = performance.now() - spawned;
  } catch (error) {
    await server.stop();
    if (options.signal?.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\n${server.recentOutput()}`);
  }
  return server;
}

/** Signs in as `admin` (the server was started with ADMIN_PASSWORD); answers the session cookie. */
export async function signInAdmin(server: AppServer, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ username: "admin", password }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!response.ok || !cookie) throw new Error(`sign-in answered ${response.status}`);
  return cookie;
}

/** A port free on 127.0.0.1 right now, for a server about to start. */
export function freePort(): Promise<number> {
  return new Promise((found, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => found(port));
    });
  });
}
