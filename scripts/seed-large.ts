import { parseArgs } from "node:util";
import { LargeSeedTargetNotEmptyError, seedLargeData } from "../db/seed/large.server.ts";
import { fail, openConfiguredDatabase } from "./support/open-database.ts";

/**
 * `npm run seed:large [-- --scale 0.1]`: fills an empty database (DATA_DIR or DATABASE_URL) with
 * the large data set of docs/performance.md: 50,000 messages, 100,000 subscribers, 2,000 projects
 * with 10,000 images and 5,000 testimonials. The same rows every time.
 */
const { values } = parseArgs({
  options: { scale: { type: "string", default: "1" } },
  strict: true,
});
const scale = Number(values.scale);
if (!(scale > 0 && scale <= 10)) fail("Uso: npm run seed:large [-- --scale 0.01..10]");

const database = await openConfiguredDatabase();
const started = performance.now();
try {
  const counts = await seedLargeData(database.db, scale);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Dados gerados em ${seconds} s: ${counts.contactMessages} mensagens, ${counts.subscribers} assinantes, ` +
      `${counts.projects} projetos com ${counts.images} imagens, ${counts.testimonials} depoimentos.\n`,
  );
} catch (error) {
  if (!(error instanceof LargeSeedTargetNotEmptyError)) throw error;
  process.exitCode = 1;
  process.stderr.write(`${error.message}\n`);
} finally {
  await database.close();
}
