import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.server.ts";
import { pgliteForDrizzle } from "./pglite-parsers.server.ts";
import { projectRoot } from "./project-root.ts";
import * as schema from "./schema.ts";

/** The one database handle type the services take, whatever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<boolean>;
  /** pg_notify: every listener on the channel, in every process on this database, hears it. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * LISTEN on a connection of its own (PostgreSQL). `onLost` is called once if that connection
   * drops: notifications may have been missed. Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>;
  /** Connections in use and waiting, for /metrics. PGlite has one connection and no pool. */
  poolStats(): { size: number; idle: number; waiting: number };
  /** PGlite only: the whole data folder as a tarball, which `startFrom` opens again. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Runs `work` in one transaction. Drizzle's transaction handle has the same query API under a
 * different type; the services only need that part, so they take it as a `Db`.
 */
export function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

const migrationsFolder = join(projectRoot(), "db", "migrations");
// Any constant: serialises migrations when several instances start on one PostgreSQL.
const MIGRATION_LOCK_KEY = 727_001;

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Apply pending migrations (default). A backup reads a database as it is and changes nothing. */
  migrate?: boolean;
  /**
   * PGlite in memory only: start from this dump of a data folder (`dumpDataDir`) instead of an
   * empty cluster. Tests start every file from one migrated dump (docs/architecture.md#tests).
   */
  startFrom?: Blob;
}

export async function openDatabase({
  dataDir,
  databaseUrl,
  migrate = true,
  startFrom,
}: OpenOptions): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl, migrate) : openPglite(dataDir, migrate, startFrom);
}

async function openPostgres(url: string, migrate: boolean): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Errors on idle clients (server restart) must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const client = await pool.connect();
  try {
    if (migrate) {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    }
  } finally {
    if (migrate) {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    }
    client.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: () => ping(db),
    notify: (channel, payload) => notify(db, channel, payload),
    listen: (channel, onMessage, onLost) => listenPostgres(url, channel, onMessage, onLost),
    poolStats: () => ({ size: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

// The embedded engine's page cache lives in this process's memory and is never handed back:
// PostgreSQL's default 128 MB doubled the server's footprint. Beyond these 8 MB, reads come from
// the operating system's file cache: against 32 MB, an idle server holds some 15 MB less, the
// back office's lists at scale answer as fast, and a burst of contact messages waits a little
// longer for its pages (docs/performance.md#start-and-footprint).
const PGLITE_SHARED_BUFFERS = "8MB";

async function openPglite(
  dataDir: string,
  migrate: boolean,
  startFrom: Blob | undefined,
): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  if (startFrom && !inMemory) throw new Error("startFrom is for in-memory databases only");
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    // The engine's files live in a subfolder: DATA_DIR also holds the lock and the media.
    // pg_trgm: the admin lists' search indexes (migration 0004), as on PostgreSQL.
    const client = await PGlite.create(inMemory ? "memory://" : join(dataDir, "pglite"), {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      loadDataDir: startFrom,
    });
    const db = drizzlePglite(pgliteForDrizzle(client), { schema });
    if (migrate) await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      ping: () => ping(db as unknown as Db),
      notify: (channel, payload) => notify(db as unknown as Db, channel, payload),
      // One connection, in this process: it cannot be lost apart from the database itself.
      listen: (channel, onMessage) => client.listen(channel, onMessage),
      poolStats: () => ({ size: 1, idle: 1, waiting: 0 }),
      dumpDataDir: () => client.dumpDataDir("none"),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLost: () => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  let closed = false;
  const close = async () => {
    closed = true;
    await client.end().catch(() => {});
  };
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    await close();
    throw error;
  }
  const lost = () => {
    if (closed) return;
    void close();
    onLost();
  };
  client.on("error", lost);
  client.on("end", lost);
  client.on("notification", (message) => {
    if (message.channel === channel) onMessage(message.payload ?? "");
  });
  return close;
}
