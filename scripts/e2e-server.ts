import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedDemoContent } from "../db/seed/demo.server.ts";
import { startProduction } from "../server/production.ts";

// A fresh data folder with the demo content for every end-to-end run.
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "agency-e2e-"));

await startProduction({
  prepare: async ({ database, mediaDir }) => {
    await seedDemoContent(database.db, mediaDir);
  },
});
