import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type CompilerOptions, compile } from "@inlang/paraglide-js";

/**
 * How the message catalogues (messages/*.json, the inlang project in project.inlang) become typed,
 * tree-shaken message functions in app/paraglide (generated, not committed; decision 0051).
 * Components pass the page's locale to every message, so no global or per-request locale is kept.
 */
const root = import.meta.dirname;
const outdir = resolve(root, "app/paraglide");

export const paraglideOptions: CompilerOptions = {
  project: resolve(root, "project.inlang"),
  outdir,
  strategy: ["baseLocale"],
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
  includeEslintDisableComment: false,
};

/** What the output is made from: the catalogues, the project's settings and these options. */
function inputsHash(): string {
  const hash = createHash("sha256").update(JSON.stringify(paraglideOptions));
  const messages = resolve(root, "messages");
  for (const file of readdirSync(messages).sort()) {
    hash.update(file).update(readFileSync(join(messages, file)));
  }
  return hash.update(readFileSync(resolve(root, "project.inlang/settings.json"))).digest("hex");
}

const stamp = join(outdir, ".inputs");

/**
 * Compiles the catalogues unless app/paraglide already holds them. Several processes start at
 * once in `npm test` (the build beside Vitest, servers from source): the output is made in a
 * folder of its own and swapped in whole, so none ever reads a half-written module.
 */
export async function compileMessages(): Promise<void> {
  const inputs = inputsHash();
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === inputs) return;
  const fresh = `${outdir}.${process.pid}.tmp`;
  await compile({ ...paraglideOptions, outdir: fresh });
  writeFileSync(join(fresh, ".inputs"), inputs);
  const old = `${outdir}.${process.pid}.old`;
  if (existsSync(outdir)) renameSync(outdir, old);
  renameSync(fresh, outdir);
  rmSync(old, { recursive: true, force: true });
}
