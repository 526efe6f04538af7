import { existsSync, globSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * The test files whose code can reach a database (docs/architecture.md#tests): those that import,
 * at any depth of relative imports, `db/client.server.ts` (every way to a database goes through
 * it), or that name TEST_DATABASE_URL themselves (they start servers or scripts on it). Only these
 * run a second time on PostgreSQL: a file that never reaches a database would run the same code
 * twice.
 *
 * The imports are read as text, which is enough for this codebase's `import … from "./x.ts"` and
 * `import("./x.ts")`; a module it cannot resolve (a package, a virtual module) is not followed.
 * Each module is read once: the import graph is built, then walked backwards from the database,
 * so cycles cost nothing.
 */
export function databaseTestFiles(root: string, patterns: string[]): string[] {
  const database = resolve(root, "db/client.server.ts");

  function resolveImport(from: string, specifier: string): string | undefined {
    const base = specifier.startsWith("~/")
      ? join(root, "app", specifier.slice(2))
      : specifier.startsWith(".")
        ? resolve(dirname(from), specifier)
        : undefined;
    if (!base) return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
  }

  const tests = globSync(patterns, { cwd: root }).map((file) => resolve(root, file));
  // Who imports each module, and where the walk back starts: the database and the files that
  // name TEST_DATABASE_URL.
  const importers = new Map<string, string[]>();
  const reaching = new Set<string>([database]);
  const read = new Set<string>();
  const toRead = [...tests];
  for (let file = toRead.pop(); file !== undefined; file = toRead.pop()) {
    if (read.has(file) || file === database) continue;
    read.add(file);
    const source = readFileSync(file, "utf8");
    if (source.includes("TEST_DATABASE_URL")) reaching.add(file);
    for (const [, specifier] of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)) {
      const target = specifier && resolveImport(file, specifier);
      if (!target) continue;
      importers.set(target, [...(importers.get(target) ?? []), file]);
      toRead.push(target);
    }
  }

  const toWalk = [...reaching];
  for (let file = toWalk.pop(); file !== undefined; file = toWalk.pop()) {
    for (const importer of importers.get(file) ?? []) {
      if (reaching.has(importer)) continue;
      reaching.add(importer);
      toWalk.push(importer);
    }
  }
  return tests
    .filter((file) => reaching.has(file))
    .map((file) => relative(root, file))
    .sort();
}
