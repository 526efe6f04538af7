import { existsSync } from "node:fs";
import { enableCompileCache } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildDir } from "./build-dir.ts";

interface BuiltEntries {
  /** `npm start` */
  start: typeof import("./production.ts");
  /** `npm run demo` and the end-to-end servers */
  demo: typeof import("./demo.ts");
  /** The pages' build, which both load as they start */
  index: ServerBuild;
}

/**
 * The server as `npm run build` bundled it (vite.config.ts): one file per entry with the code it
 * shares with the pages' build, instead of some 850 source and package files that Node would
 * resolve and load one by one, which was most of a start (docs/performance.md#start-and-footprint).
 */
export async function importBuiltServer<Entry extends keyof BuiltEntries>(
  entry: Entry,
): Promise<BuiltEntries[Entry]> {
  const file = resolve(buildDir(), "server", `${entry}.js`);
  if (!existsSync(file)) {
    process.stderr.write("Build não encontrado: execute `npm run build` antes de `npm start`.\n");
    process.exit(1);
  }
  // Every start after the first reuses the code V8 compiled (in NODE_COMPILE_CACHE, or the
  // system's temporary folder). It applies to modules loaded after this line.
  enableCompileCache();
  return import(pathToFileURL(file).href);
}
