import { openDatabase } from "../db/client.server.ts";
import { seedDemoContent } from "../db/seed/demo.server.ts";
import { demoMediaLibrary } from "../scripts/support/demo-media.ts";
import { type StartOptions, startProduction } from "./production.ts";

/**
 * The production server with the demo content put into an empty database before it listens:
 * `npm run demo` and the end-to-end servers. Built into `<BUILD_DIR>/server/demo.js`.
 */
export function startDemo(options: Pick<StartOptions, "demo" | "onListening"> = {}) {
  return startProduction({
    ...options,
    prepare: async ({ database, logger }) => {
      // The pictures' processed copies ship in db/seed/pictures (decision 0029); servers that
      // start together wait while one makes any that is missing (scripts/support/demo-media-cache.ts).
      const library = demoMediaLibrary({ log: (message) => logger.info(message) });
      if (await seedDemoContent(database.db, library))
        logger.info("Conteúdo de demonstração criado");
    },
  });
}

/**
 * Fills an empty data folder with the demo content, without an account, and closes it: the
 * folder every end-to-end server starts from a copy of (scripts/e2e-server.ts).
 */
export async function seedDemoFolder(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await seedDemoContent(database.db, demoMediaLibrary());
  } finally {
    await database.close();
  }
}
