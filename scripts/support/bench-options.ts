import { parseArgs } from "node:util";
import type { LoadSettings } from "./load-test.ts";

const usage =
  "usage: npm run bench -- [--duration SECONDS] [--connections N] [--tool wrk|autocannon] [--json FILE] [--no-build] [--only TEXT]";

export interface BenchOptions {
  load: LoadSettings;
  /** The load tool to insist on; by default wrk when installed, else autocannon. */
  tool: "wrk" | "autocannon" | undefined;
  /** Where to write the results as JSON too. */
  json: string | undefined;
  /** Reuse the build in BUILD_DIR instead of building afresh. */
  noBuild: boolean;
  /** Measure only the targets whose label holds this text (`POST /api/contact`, `/portfolio`…). */
  only: string | undefined;
}

/** The command line; a bad flag prints the usage and exits 2. */
export function readBenchOptions(): BenchOptions {
  try {
    const { values } = parseArgs({
      options: {
        duration: { type: "string", default: "10" },
        connections: { type: "string", default: "50" },
        tool: { type: "string" },
        json: { type: "string" },
        "no-build": { type: "boolean", default: false },
        only: { type: "string" },
      },
    });
    const load: LoadSettings = {
      durationSeconds: positiveInteger(values.duration, "--duration"),
      connections: positiveInteger(values.connections, "--connections"),
    };
    const tool = values.tool;
    if (tool !== undefined && tool !== "wrk" && tool !== "autocannon") {
      throw new Error("--tool must be wrk or autocannon");
    }
    return { load, tool, json: values.json, noBuild: values["no-build"], only: values.only };
  } catch (error) {
    exitWithUsage(error, usage);
  }
}

/** --port's value, when it is a port number. */
export function portOption(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error("--port must be a port number from 1 to 65535");
  }
  return port;
}

/** A command line the script cannot run with: why, then how to call it; exits 2. */
export function exitWithUsage(error: unknown, usage: string): never {
  process.stderr.write(`${error instanceof Error ? error.message : error}\n${usage}\n`);
  process.exit(2);
}

function positiveInteger(value: string, flag: string) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${flag} must be a positive integer`);
  }
  return number;
}
