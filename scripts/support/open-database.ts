import { type Database, openDatabase } from "../../db/client.server.ts";
import { DataDirInUseError } from "../../db/data-dir-lock.server.ts";
import { type Config, ConfigError, loadConfig } from "../../server/config.server.ts";

/** Prints one line and exits: a command-line mistake is the operator's to fix, not a stack trace. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The configuration the server would run with; a wrong setting is printed (fail) instead. */
export function loadConfigOrFail(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** A database that would not open: the first line of why. */
export function failToOpen(error: unknown): never {
  const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
  fail(`Não foi possível abrir o banco de dados: ${reason}`);
}

/**
 * The database the server would use (DATABASE_URL, else the PGlite folder in DATA_DIR, which must
 * not be in use: `inUse` then says what to do), migrated, for the shell commands that work on it
 * directly.
 */
export async function openConfiguredDatabase({
  config = loadConfigOrFail(),
  inUse = "Pare o servidor antes de usar este comando com o banco embutido.",
}: {
  config?: Config;
  inUse?: string;
} = {}): Promise<Database> {
  try {
    return await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(`${error.message}\n${inUse}`);
    failToOpen(error);
  }
}
