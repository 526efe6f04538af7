import { resolve } from "node:path";
import { projectRoot } from "../db/project-root.ts";

/**
 * Where `npm run build` wrote the bundles and `npm start` reads them: BUILD_DIR (absolute, or
 * relative to the project root, as react-router.config.ts reads it), `build` by default.
 */
export function buildDir(): string {
  return resolve(projectRoot(), process.env.BUILD_DIR ?? "build");
}
