import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { createThrowawayDatabase } from "./test-database.ts";

type Exit = { code: number | null; signal: NodeJS.Signals | null };

export interface ServerProcess {
  child: ChildProcess;
  /** Where it listens, as it printed it. */
  url: string;
  /** Everything it printed so far, standard output and error together. */
  output(): string;
  /** Its exit code, or the signal that ended it. */
  exited: Promise<Exit>;
  /** SIGKILL if still running; then drops its throwaway database, if any. */
  cleanup(): Promise<void>;
}

const entry = resolve(import.meta.dirname, "api-server.ts");

function spawnServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      DATA_DIR: "memory://",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString("utf8");
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<Exit>((done) =>
    child.once("exit", (code, signal) => done({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/**
 * Starts tests/support/api-server.ts as a child process on a free port and waits until it says
 * where it listens. On PostgreSQL (TEST_DATABASE_URL) it gets a throwaway database of its own,
 * unless `env` gives it a DATA_DIR folder (tests of PGlite's folder).
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const database =
    process.env.TEST_DATABASE_URL && !env.DATA_DIR ? await createThrowawayDatabase() : null;
  const { child, output, exited } = spawnServer({
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const cleanup = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
    await database?.drop();
  };

  const url = await new Promise<string | null>((found) => {
    const look = () => {
      const printed = output().match(/^listening (\S+)$/m)?.[1];
      if (printed) found(printed);
    };
    child.stdout?.on("data", look);
    void exited.then(() => found(null));
  });
  if (!url) {
    await cleanup();
    throw new Error(`the server exited before listening:\n${output()}`);
  }
  return { child, url, output, exited, cleanup };
}

/** Runs a server process that is expected to refuse to start; its exit code and output. */
export async function runServerProcessToExit(env: Record<string, string>) {
  const { output, exited } = spawnServer(env);
  const { code } = await exited;
  return { code, output: output() };
}
