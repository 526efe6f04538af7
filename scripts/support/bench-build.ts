import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import type { CleanupStack } from "./cleanup-stack.ts";

const projectRoot = resolve(import.meta.dirname, "..", "..");

/**
 * An empty folder for a build. Inside the project, not the temp directory: the server bundle
 * imports its packages from the project's node_modules.
 */
export function freshBuildDir(): string {
  return mkdtempSync(join(projectRoot, "build-bench-"));
}

/** `npm run build` into `buildDir`; its output is shown only when it fails. */
export async function buildInto(buildDir: string, signal?: AbortSignal): Promise<void> {
  const { code, output } = await new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn("npm", ["run", "--silent", "build"], {
      cwd: projectRoot,
      env: { ...process.env, BUILD_DIR: buildDir },
      stdio: ["ignore", "pipe", "pipe"],
      signal,
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output += chunk.toString("utf8");
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("error", () => {}); // an abort: the close below settles it
    child.once("close", (code) => done({ code, output }));
  });
  signal?.throwIfAborted();
  if (code !== 0) throw new Error(`npm run build failed:\n${output}`);
}

export function isBuilt(buildDir: string): boolean {
  return existsSync(resolve(projectRoot, buildDir, "server", "index.js"));
}

/**
 * The build a benchmark measures: with `noBuild`, the one BUILD_DIR names; otherwise a fresh one
 * in a folder of its own, removed with `cleanup` (whose abort also stops the build).
 */
export async function prepareBuild(options: {
  noBuild: boolean;
  cleanup: CleanupStack;
  say: (line: string) => void;
}): Promise<string> {
  const existing = process.env.BUILD_DIR;
  if (options.noBuild) {
    if (existing && isBuilt(existing)) return existing;
    throw new Error("--no-build needs BUILD_DIR naming an existing production build");
  }
  const buildDir = freshBuildDir();
  options.cleanup.defer(() => rmSync(buildDir, { recursive: true, force: true }));
  options.say("Building (npm run build)…");
  await buildInto(buildDir, options.cleanup.signal);
  return buildDir;
}
