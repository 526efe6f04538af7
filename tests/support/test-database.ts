import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../db/client.server.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a throwaway
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) return openDatabase({ dataDir: "memory://" });
  const throwaway = await createThrowawayDatabase();
  const database = await openDatabase({ dataDir: "memory://", databaseUrl: throwaway.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}

/**
 * An empty database of its own on the PostgreSQL server of TEST_DATABASE_URL, for a test or
 * for a server process a test starts; `drop` removes it, even with connections still open.
 */
export async function createThrowawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `agency_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * One fresh database as two instances reach it. On PostgreSQL each gets a handle (a connection
 * pool) of its own, as two processes would; a PGlite database belongs to one process, so both
 * get its one handle.
 */
export async function openSharedTestDatabase(): Promise<{
  first: Database;
  second: Database;
  close(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory://" });
    return { first: database, second: database, close: () => database.close() };
  }
  const throwaway = await createThrowawayDatabase();
  const first = await openDatabase({ dataDir: "memory://", databaseUrl: throwaway.url });
  const second = await openDatabase({ dataDir: "memory://", databaseUrl: throwaway.url });
  return {
    first,
    second,
    close: async () => {
      await first.close();
      await second.close();
      await throwaway.drop();
    },
  };
}
