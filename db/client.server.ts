import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.server.ts";
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
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
// Any constant: serialises migrations when several instances start on one PostgreSQL.
const MIGRATION_LOCK_KEY = 727_001;

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Errors on idle clients (server restart) must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: () => ping(db),
    notify: (channel, payload) => notify(db, channel, payload),
    listen: (channel, onMessage, onLost) => listenPostgres(url, channel, onMessage, onLost),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    // The engine's files live in a subfolder: DATA_DIR also holds the lock and the media.
    const client = await PGlite.create(inMemory ? "memory://" : join(dataDir, "pglite"));
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      ping: () => ping(db as unknown as Db),
      notify: (channel, payload) => notify(db as unknown as Db, channel, payload),
      // One connection, in this process: it cannot be lost apart from the database itself.
      listen: (channel, onMessage) => client.listen(channel, onMessage),
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
