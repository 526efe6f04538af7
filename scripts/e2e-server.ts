import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importBuiltServer } from "../server/built-server.ts";

// The production build with a fresh data folder of demo content for every end-to-end run.
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "agency-e2e-"));

const { startDemo } = await importBuiltServer("demo");
await startDemo();
