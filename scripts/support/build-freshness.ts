import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Whether the production build still matches its sources, for `npm run demo` (scripts/demo.ts),
 * which would otherwise serve the build of before a `git pull` or an edit.
 *
 * The sources are what `npm run build` reads, relative to the project root: the app, the server
 * and the database code bundled with it (vite.config.ts), the demo pictures' code the demo server
 * bundles from scripts/support, the static files, the packages and the build's own settings.
 */
export const buildSources = [
  "app",
  "server",
  "db",
  "public",
  "scripts/support",
  "scripts/compress-build.ts",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
] as const;

/**
 * Never in a build: tests, packages, and the demo pictures' processed copies, which the demo
 * server reads and writes as it runs (docs/decisions/0029-demo-pictures-shipped.md), so that a
 * seed does not make the next start build again.
 */
const skippedFolders = new Set(["node_modules", join("db", "seed", "pictures")]);
const testFile = /\.test\.tsx?$/;

export type BuildFreshness =
  | { fresh: true }
  | { fresh: false; reason: "missing" }
  | { fresh: false; reason: "changed"; source: string };

/**
 * Compares `builtFile` (a file every build writes anew) with the sources under `root`: a source
 * modified after it means the build is stale. Stops at the first such source, which it names.
 */
export function buildFreshness(
  root: string,
  builtFile: string,
  sources: readonly string[] = buildSources,
): BuildFreshness {
  const built = statSync(builtFile, { throwIfNoEntry: false });
  if (!built) return { fresh: false, reason: "missing" };

  const newer = (path: string): string | undefined => {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) return undefined;
    if (stats.isFile()) return stats.mtimeMs > built.mtimeMs ? path : undefined;
    // Folders' own times are not compared: saving or adding a test file changes them too.
    if (!stats.isDirectory() || skippedFolders.has(relative(root, path))) return undefined;
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.name === "node_modules" || testFile.test(entry.name)) continue;
      if (!entry.isFile() && !entry.isDirectory()) continue;
      const found = newer(join(path, entry.name));
      if (found) return found;
    }
    return undefined;
  };

  for (const source of sources) {
    const found = newer(join(root, source));
    if (found) return { fresh: false, reason: "changed", source: relative(root, found) };
  }
  return { fresh: true };
}
