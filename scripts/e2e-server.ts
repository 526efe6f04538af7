import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { projectRoot } from "../db/project-root.ts";
import { buildDir } from "../server/build-dir.ts";
import { importBuiltServer } from "../server/built-server.ts";
import { copySeededFolder, folderKey } from "./support/seeded-folder.ts";

// The production build on a fresh data folder of demo content, for one group of journeys. The
// folder is a copy of one seeded once per build, migrations and pictures: the servers of a run
// start together, and seeding each of them cost about 6 s of CPU (docs/architecture.md#tests).
const dataDir = mkdtempSync(join(tmpdir(), "agency-e2e-"));
process.env.DATA_DIR = dataDir;

// The journeys meet the React that visitors get. React picks its build from NODE_ENV when first
// loaded, and a test server runs with NODE_ENV=test (the tests' cheaper password hash,
// docs/architecture.md#tests): so the server's code and the pages' build, both of which load
// React, are loaded under "production" first; the server's own import of the pages finds them.
const askedEnv = process.env.NODE_ENV;
process.env.NODE_ENV = "production";
const { startDemo, seedDemoFolder } = await importBuiltServer("demo");
await importBuiltServer("index");
// Assigning undefined would leave the text "undefined".
if (askedEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = askedEnv;
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
