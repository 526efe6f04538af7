import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedDemoContent } from "../db/seed/demo.server.ts";
import { startProduction } from "../server/production.ts";
import { demoMediaLibrary } from "./support/demo-media.ts";

// A fresh data folder with the demo content for every end-to-end run.
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "agency-e2e-"));

await startProduction({
  prepare: async ({ database }) => {
    // The pictures' processed copies come from the shared cache: the servers start together, one
    // makes what is missing while the others wait for it (scripts/support/demo-media-cache.ts).
    await seedDemoContent(database.db, demoMediaLibrary());
  },
});
