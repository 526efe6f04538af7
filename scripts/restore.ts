import { parseArgs } from "node:util";
import { ArchiveError } from "../db/backup/archive.ts";
import { verifyArchive } from "../db/backup/read-backup.server.ts";
import { restoreBackup, TargetNotEmptyError } from "../db/backup/restore-backup.server.ts";
import { fail, loadConfigOrFail, openConfiguredDatabase } from "./support/open-database.ts";

/**
 * `npm run restore -- FILE [--force]`: puts an archive of `npm run backup` into the database the
 * server would use — an empty PGlite folder (DATA_DIR) or an empty PostgreSQL database
 * (DATABASE_URL), whichever engine made the archive. The archive is checked whole before the
 * database is even opened, so a missing or damaged file leaves nothing behind; then migrations
 * are applied and the rows go in one transaction.
 */

const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
  strict: true,
});
const file = positionals[0];
if (!file || positionals.length > 1) fail("Uso: npm run restore -- ARQUIVO [--force]");

const config = loadConfigOrFail();

try {
  await verifyArchive(file);
} catch (error) {
  if (error instanceof ArchiveError) fail(error.message);
  throw error;
}

const database = await openConfiguredDatabase({
  config,
  inUse: "Pare o servidor antes de restaurar um backup.",
});

const started = performance.now();
try {
  const { manifest, restored } = await restoreBackup(database.db, file, { force: values.force });
  const rows = Object.values(restored).reduce((sum, count) => sum + count, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Backup de ${manifest.createdAt} (${manifest.engine}) restaurado em ` +
      `${config.databaseUrl ? "PostgreSQL" : config.dataDir}: ${rows} linhas em ` +
      `${Object.keys(restored).length} tabelas, em ${seconds} s.\n`,
  );
} catch (error) {
  if (error instanceof ArchiveError || error instanceof TargetNotEmptyError) {
    process.exitCode = 1;
    process.stderr.write(`${error.message}\n`);
  } else {
    throw error;
  }
} finally {
  await database.close();
}
