import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ThrowawayDatabase {
  /** The new database's URL, for the app's DATABASE_URL. */
  url: string;
  drop(): Promise<void>;
}

/** A fresh database `bench_<random>` on the PostgreSQL server of `serverUrl`. Rejects when unreachable. */
export async function createThrowawayDatabase(serverUrl: string): Promise<ThrowawayDatabase> {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // with (force): a server that is still connected must not keep the database alive.
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(sql);
  } finally {
    await client.end().catch(() => {});
  }
}
