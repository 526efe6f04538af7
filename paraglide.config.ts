import { resolve } from "node:path";
import type { CompilerOptions } from "@inlang/paraglide-js";

/**
 * How the message catalogues (messages/*.json, the inlang project in project.inlang) become typed,
 * tree-shaken message functions in app/paraglide (generated, not committed): by Vite's plugin in
 * the build, development and Vitest, by scripts/compile-messages.ts before the type check
 * (docs/decisions/0050-locales.md). Components pass the page's locale to every message, so no
 * global or per-request locale is kept anywhere.
 */
export const paraglideOptions: CompilerOptions = {
  project: resolve(import.meta.dirname, "project.inlang"),
  outdir: resolve(import.meta.dirname, "app/paraglide"),
  strategy: ["baseLocale"],
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
  includeEslintDisableComment: false,
};
