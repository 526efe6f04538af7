import { existsSync, globSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * The test files whose code can reach a database (docs/architecture.md#tests): those that import,
 * at any depth of relative imports, `db/client.server.ts` (every way to a database goes through
 * it), or that name TEST_DATABASE_URL themselves (they start servers or scripts on it). Only these
 * run a second time on PostgreSQL: a file that never reaches a database would run the same code
 * twice.
 *
 * The imports are read as text, which is enough for this codebase's `import … from "./x.ts"` and
 * `import("./x.ts")`; a module it cannot resolve (a package, a virtual module) is not followed.
 */
export function databaseTestFiles(root: string, patterns: string[]): string[] {
  const database = resolve(root, "db/client.server.ts");
  const reaches = new Map<string, boolean>();

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

  function reachesDatabase(file: string, visiting: Set<string>): boolean {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (file === database) return true;
    if (visiting.has(file)) return false;
    visiting.add(file);
    const source = readFileSync(file, "utf8");
    const imports = source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g);
    let found = source.includes("TEST_DATABASE_URL");
    for (const [, specifier] of imports) {
      if (found) break;
      const target = specifier && resolveImport(file, specifier);
      found = target !== undefined && reachesDatabase(target, visiting);
    }
    visiting.delete(file);
    // A file left unresolved by a cycle is not remembered as `false`: another path may reach it.
    if (found || visiting.size === 0) reaches.set(file, found);
    return found;
  }

  return globSync(patterns, { cwd: root })
    .filter((file) => reachesDatabase(resolve(root, file), new Set()))
    .sort();
}
