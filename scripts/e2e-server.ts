import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "../db/project-root.ts";
import { buildDir } from "../server/build-dir.ts";
import { importBuiltServer } from "../server/built-server.ts";
import { copySeededFolder, folderKey } from "./support/seeded-folder.ts";

// The production build on a fresh data folder of demo content, for one group of journeys. The
// folder is a copy of one seeded once per build, migrations and pictures: the servers of a run
// start together, and seeding each of them cost about 6 s of CPU (docs/architecture.md#tests).
const dataDir = mkdtempSync(join(tmpdir(), "agency-e2e-"));
process.env.DATA_DIR = dataDir;

// The journeys must meet the React that visitors get. React picks its build once, when first
// loaded, from NODE_ENV, and a test server runs with NODE_ENV=test (for the tests' cheaper
// password hash, docs/architecture.md#tests): so both the server's code and the pages' build,
// which load React, are loaded here under "production", and the server's own import of the pages
// later finds them loaded. With the development build the server rendered the journeys' pages at
// about a tenth more CPU.
const askedEnv = process.env.NODE_ENV;
process.env.NODE_ENV = "production";
const { startDemo, seedDemoFolder } = await importBuiltServer("demo");
await import(pathToFileURL(resolve(buildDir(), "server", "index.js")).href);
process.env.NODE_ENV = askedEnv;
const root = projectRoot();
await copySeededFolder({
  cacheDir: join(root, "node_modules", ".cache", "e2e-demo-folder"),
  key: await folderKey(
    resolve(buildDir(), "server"),
    join(root, "db", "migrations"),
    join(root, "db", "seed", "pictures"),
  ),
  into: dataDir,
  make: seedDemoFolder,
});
await startDemo();
