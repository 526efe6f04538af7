import { parseArgs } from "node:util";
import { ArchiveError } from "../db/backup/archive.ts";
import { verifyArchive } from "../db/backup/read-backup.server.ts";
import { restoreBackup, TargetNotEmptyError } from "../db/backup/restore-backup.server.ts";
import { type Database, openDatabase } from "../db/client.server.ts";
import { DataDirInUseError } from "../db/data-dir-lock.server.ts";
import { ConfigError, loadConfig } from "../server/config.server.ts";

/**
 * `npm run restore -- FILE [--force]`: puts an archive of `npm run backup` into the database the
 * server would use — an empty PGlite folder (DATA_DIR) or an empty PostgreSQL database
 * (DATABASE_URL), whichever engine made the archive. The archive is checked whole before the
 * database is even opened, so a missing or damaged file leaves nothing behind; then migrations
 * are applied and the rows go in one transaction.
 */

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
  strict: true,
});
const file = positionals[0];
if (!file || positionals.length > 1) fail("Uso: npm run restore -- ARQUIVO [--force]");

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

try {
  await verifyArchive(file);
} catch (error) {
  if (error instanceof ArchiveError) fail(error.message);
  throw error;
}

let database: Database;
try {
  database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
} catch (error) {
  if (error instanceof DataDirInUseError) {
    fail(`${error.message}\nPare o servidor antes de restaurar um backup.`);
  }
  fail(`Não foi possível abrir o banco de dados: ${(error as Error).message.split("\n")[0]}`);
}

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
