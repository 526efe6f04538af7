import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

/**
 * The import rules of docs/architecture.md#layers, checked on every file of the repository.
 * `npm run lint` runs it after Biome. It lives here rather than in Biome's noRestrictedImports
 * because those patterns match the import string, not the file it resolves to, so a relative
 * `../../portfolio/x` escapes them (decision 0008).
 */

export interface Violation {
  file: string;
  imported: string;
  rule: string;
}

interface Rule {
  name: string;
  /** Whether the import from `from` (repo-relative) of `to` (resolved, repo-relative) breaks it. */
  breaks: (from: string, to: string) => boolean;
  /** Whether `import type` counts: not where the rule guards what reaches the browser. */
  typesAllowed?: true;
}

const featureOf = (path: string) => /^app\/features\/([^/]+)\//.exec(path)?.[1];
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith("tests/");
const isServerModule = (path: string) => /\.server\.tsx?$/.test(path);
/** A feature's public entries: what other features may import. */
const isPublicEntry = (path: string) => /^app\/features\/[^/]+\/index(\.server)?\.tsx?$/.test(path);
/** React Router route modules may import server modules: their loaders are removed from the client. */
const isRouteModule = (path: string) =>
  path.startsWith("app/routes/") || path === "app/root.tsx" || path.startsWith("app/entry.");

export const rules: Rule[] = [
  {
    name: "server/http, server/cache, server/jobs, server/mail, app/lib and db sit below the features and import none",
    breaks: (from, to) =>
      /^(server\/(http|cache|jobs|mail)|app\/lib|db)\//.test(from) &&
      featureOf(to) !== undefined &&
      !isTest(from),
  },
  {
    name: "a feature imports another feature only through its public entry (index.ts)",
    breaks: (from, to) => {
      const source = featureOf(from);
      const target = featureOf(to);
      return (
        source !== undefined &&
        target !== undefined &&
        source !== target &&
        !isTest(from) &&
        !isPublicEntry(to)
      );
    },
  },
  {
    // The server runs its modules from source in tests, where Node strips types but cannot load
    // the screens' .tsx that a feature's index.ts re-exports.
    name: "a *.server module imports another feature only through its index.server.ts",
    breaks: (from, to) => {
      const source = featureOf(from);
      const target = featureOf(to);
      return (
        isServerModule(from) &&
        source !== undefined &&
        target !== undefined &&
        source !== target &&
        !/\/index\.server\.tsx?$/.test(to)
      );
    },
    typesAllowed: true,
  },
  {
    name: "components import no feature, route or root module",
    breaks: (from, to) =>
      from.startsWith("app/components/") && /^app\/(features\/|routes\/|root\.tsx)/.test(to),
  },
  {
    name: "nothing imports a route module",
    breaks: (from, to) => to.startsWith("app/routes/") && !to.includes("/+types/") && !isTest(from),
  },
  {
    name: "client modules import no *.server module",
    breaks: (from, to) =>
      from.startsWith("app/") &&
      !isServerModule(from) &&
      !isRouteModule(from) &&
      !isTest(from) &&
      isServerModule(to),
    // Types are erased at build: a screen may type its calls from the endpoints' declarations.
    typesAllowed: true,
  },
  {
    // The forms' checks run in the browser: db/schema.ts would bring drizzle and every table.
    name: "a feature's schemas.ts takes its value lists from db/value-lists.ts, not db/schema.ts",
    breaks: (from, to) => /^app\/features\/[^/]+\/schemas\.ts$/.test(from) && to === "db/schema.ts",
    typesAllowed: true,
  },
];

const importPatterns = [
  /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"/g,
  /(?:^|\n)\s*import\s*"([^"]+)"/g,
  /\bimport\(\s*"([^"]+)"\s*\)/g,
];

/** The specifiers of `import type … from` statements, which the build erases. */
export function typeImportsOf(source: string): Set<string> {
  return new Set(
    [...source.matchAll(/(?:^|\n)\s*import\s+type\b[^;]*?\bfrom\s*"([^"]+)"/g)].map((m) => m[1]!),
  );
}

export function importsOf(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of importPatterns) {
    for (const match of source.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found];
}

/** The repo-relative file a relative specifier names; bare packages are outside the layers. */
export function resolveImport(root: string, from: string, specifier: string): string | null {
  const alias = /^#app\/(.*)$/.exec(specifier);
  let target: string;
  if (alias) target = join("app", alias[1]!);
  else if (specifier.startsWith(".")) target = normalize(join(dirname(from), specifier));
  else return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
    const path = join(root, candidate);
    if (existsSync(path) && statSync(path).isFile()) return candidate;
  }
  return target; // generated (+types) or missing: the path alone decides
}

const skipped = new Set(["node_modules", "build", ".react-router", ".git", "data", "test-results"]);

function* sourceFiles(root: string, dir = ""): Generator<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith("build-")) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* sourceFiles(root, path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

export function checkLayers(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of sourceFiles(root)) {
    const source = readFileSync(join(root, file), "utf8");
    const typesOnly = typeImportsOf(source);
    for (const specifier of importsOf(source)) {
      const to = resolveImport(root, file, specifier);
      if (to === null) continue;
      for (const rule of rules) {
        if (rule.typesAllowed && typesOnly.has(specifier)) continue;
        if (rule.breaks(file, to)) violations.push({ file, imported: to, rule: rule.name });
      }
    }
  }
  return violations;
}

if (import.meta.main) {
  const root = join(dirname(new URL(import.meta.url).pathname), "..");
  const violations = checkLayers(root);
  for (const { file, imported, rule } of violations) {
    process.stderr.write(`${file} → ${relative(".", imported)}: ${rule}\n`);
  }
  if (violations.length > 0) {
    process.stderr.write(`\n${violations.length} import(s) break the layers.\n`);
    process.exit(1);
  }
  process.stdout.write("Layers: every import points the allowed way.\n");
}
