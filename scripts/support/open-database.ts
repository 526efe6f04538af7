import { type Database, openDatabase } from "../../db/client.server.ts";
import { DataDirInUseError } from "../../db/data-dir-lock.server.ts";
import { ConfigError, loadConfig } from "../../server/config.server.ts";

/** Prints one line and exits: a command-line mistake is the operator's to fix, not a stack trace. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * The database the server would use (DATABASE_URL, else the PGlite folder in DATA_DIR, which must
 * not be in use), migrated, for the shell commands that work on it directly.
 */
export async function openConfiguredDatabase(): Promise<Database> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  try {
    return await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      fail(`${error.message}\nPare o servidor antes de usar este comando com o banco embutido.`);
    }
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    fail(`Não foi possível abrir o banco de dados: ${reason}`);
  }
}
