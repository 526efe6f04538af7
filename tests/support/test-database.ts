import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../db/client.server.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a throwaway
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: "memory://" });

  const name = `agency_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: "memory://", databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
