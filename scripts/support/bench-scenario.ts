import { type AppServer, type AppServerOptions, startAppServer } from "./app-server.ts";
import { createThrowawayDatabase } from "./bench-database.ts";
import { say } from "./bench-report.ts";
import type { CleanupStack } from "./cleanup-stack.ts";

/**
 * What the scenario benches share (`npm run bench:login-flood`, `npm run bench:upload`: what one
 * kind of load does to everyone else): the databases they run on, and the server each scenario
 * gets.
 */

/** A database engine to run the scenarios on, and what the server's environment says for it. */
export interface BenchDatabase {
  name: "PGlite" | "PostgreSQL";
  env: Record<string, string | undefined>;
}

/** PGlite, then PostgreSQL when asked for (--postgres). */
export function benchDatabases(postgres: boolean): BenchDatabase[] {
  const databases: BenchDatabase[] = [{ name: "PGlite", env: { DATABASE_URL: undefined } }];
  if (postgres) databases.push({ name: "PostgreSQL", env: {} });
  return databases;
}

/**
 * `measure` against a server of its own: the production build with the demo content on
 * `database` (on PostgreSQL, a throwaway database on `postgresServer`), so nothing carries over
 * from one scenario to the next. `measure` gets the server and the static asset its visitors
 * fetch, the home page already cached. Prints the server's last lines when `measure` fails; stops
 * the server and drops the database after.
 */
export async function withBenchServer<T>(
  settings: Omit<AppServerOptions, "signal" | "readyTimeoutMs"> & {
    database: BenchDatabase;
    postgresServer: string;
    cleanup: CleanupStack;
  },
  measure: (app: AppServer, asset: string) => Promise<T>,
): Promise<T> {
  const { database, postgresServer, cleanup, ...server } = settings;
  const env: Record<string, string | undefined> = { ...database.env, ...server.env };
  let dropDatabase = async () => {};
  if (database.name === "PostgreSQL") {
    const throwaway = await createThrowawayDatabase(postgresServer);
    dropDatabase = cleanup.defer(throwaway.drop);
    env.DATABASE_URL = throwaway.url;
  }
  // Seeding the demo content takes a while on a busy machine.
  const app = await startAppServer({
    ...server,
    env,
    signal: cleanup.signal,
    readyTimeoutMs: 300_000,
  });
  const stopApp = cleanup.defer(app.stop);
  try {
    return await measure(app, await findAsset(app));
  } catch (error) {
    say(`Server output:\n${app.recentOutput()}`);
    throw error;
  } finally {
    await stopApp();
    await dropDatabase();
  }
}

/** The first script the home page loads: a hashed file under /assets/, served from disk. */
async function findAsset(app: AppServer): Promise<string> {
  const home = await fetch(`${app.url}/`);
  const html = await home.text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  if (!home.ok || !asset) throw new Error(`GET / answered ${home.status} with no /assets/ script`);
  // Twice: the first answer renders and stores the page, the second comes from the cache.
  await (await fetch(`${app.url}/`)).arrayBuffer();
  return asset;
}
