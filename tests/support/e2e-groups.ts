import { readdirSync } from "node:fs";
import { basename, join } from "node:path";

/** What Playwright itself takes for a test file. */
const specFile = /\.(spec|test)\.[cm]?[jt]sx?$/;

/**
 * Sorts the spec files under `dir` (at any depth) into the end-to-end groups of
 * playwright.config.ts by their names (docs/architecture.md#tests): each group owns a few name
 * prefixes, a prefix fits a name that goes on with `-` or `.` after it, and the longest fitting
 * prefix decides. Returns each group's files as absolute paths.
 *
 * Throws, naming the files, when a spec fits no prefix (it would never run) or when its longest
 * fitting prefix belongs to two groups (it would run twice, on two servers).
 */
export function groupSpecs<Name extends string>(
  dir: string,
  prefixes: Record<Name, readonly string[]>,
): Record<Name, string[]> {
  const names = Object.keys(prefixes) as Name[];
  const groups = Object.fromEntries(names.map((name) => [name, [] as string[]])) as Record<
    Name,
    string[]
  >;
  const orphans: string[] = [];
  const doubles: string[] = [];
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => specFile.test(file))
    .sort();
  for (const file of files) {
    const name = basename(file);
    const fits = names.flatMap((group) =>
      prefixes[group]
        .filter((prefix) => name.startsWith(`${prefix}-`) || name.startsWith(`${prefix}.`))
        .map((prefix) => ({ group, length: prefix.length })),
    );
    const longest = Math.max(...fits.map((fit) => fit.length));
    const owners = [...new Set(fits.filter((fit) => fit.length === longest).map((f) => f.group))];
    if (owners.length === 0) orphans.push(file);
    else if (owners.length > 1) doubles.push(`${file} (${owners.join(", ")})`);
    else groups[owners[0]!].push(join(dir, file));
  }
  const problems = [
    orphans.length > 0 &&
      `sem grupo, e nunca rodariam: ${orphans.join(", ")}. Dê ao nome um prefixo de grupo`,
    doubles.length > 0 &&
      `em mais de um grupo, e rodariam duas vezes: ${doubles.join(", ")}. Um prefixo deve ter um grupo só`,
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new Error(
      `Testes de ponta a ponta em ${dir} ${problems.join("; ")} (playwright.config.ts, docs/architecture.md#tests).`,
    );
  }
  return groups;
}

/** A testMatch that takes exactly these files. */
export function exactly(files: readonly string[]): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(files.length > 0 ? `^(${files.map(literal).join("|")})$` : "(?!)");
}
