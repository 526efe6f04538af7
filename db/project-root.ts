import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

let found: string | undefined;

/**
 * The folder of the project's package.json, where the migrations, the build and the demo
 * pictures live. Walked up to from this module rather than reached by a fixed relative path:
 * `npm start` runs this code bundled into `build/server/` (docs/performance.md#start-and-footprint),
 * a different depth from `db/`.
 */
export function projectRoot(): string {
  if (found) return found;
  let folder = import.meta.dirname;
  while (!existsSync(join(folder, "package.json"))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`package.json not found above ${import.meta.dirname}`);
    folder = parent;
  }
  found = folder;
  return folder;
}
