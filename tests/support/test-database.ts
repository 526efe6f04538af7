import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../../db/client.server.ts";
import { projectRoot } from "../../db/project-root.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a throwaway
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 *
 * Both start from a copy of one database the migrations already ran on (docs/architecture.md#tests):
 * a PGlite cluster made from nothing runs initdb, about 2.5 s of CPU, and every file used to pay
 * it. The copy is made once per set of migrations and kept: a PGlite dump under
 * node_modules/.cache/test-database/, a template database on the PostgreSQL server.
 */
export async function openTestDatabase(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) {
    return openDatabase({ dataDir: "memory://", startFrom: await pgliteTemplate() });
  }
  const throwaway = await createThrowawayDatabase({ migrated: true });
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
 * A database of its own on the PostgreSQL server of TEST_DATABASE_URL, for a test or for a
 * server process a test starts: empty, or with `migrated` a copy of the migrated template;
 * `drop` removes it, even with connections still open.
 */
export async function createThrowawayDatabase({ migrated = false } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const template = migrated ? await postgresTemplate(serverUrl) : undefined;
  const name = `agency_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await onServer(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
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
    const database = await openTestDatabase();
    return { first: database, second: database, close: () => database.close() };
  }
  const throwaway = await createThrowawayDatabase({ migrated: true });
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

const migrationsFolder = join(projectRoot(), "db", "migrations");

/** Names the migrated copy: any change to a migration or the journal makes a new one. */
async function migrationsKey(): Promise<string> {
  const hash = createHash("sha256");
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files) {
    if (!file.endsWith(".sql") && !file.endsWith("_journal.json")) continue;
    hash.update(file).update(await readFile(join(migrationsFolder, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

let pgliteDump: Promise<Blob> | undefined;

/** The migrated PGlite cluster as a tarball: read from the cache, or made and kept there. */
function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const folder = join(projectRoot(), "node_modules", ".cache", "test-database");
    const file = join(folder, `pglite-${await migrationsKey()}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      // not made yet on this machine
    }
    const database = await openDatabase({ dataDir: "memory://" });
    const dump = await database.dumpDataDir!();
    await database.close();
    await mkdir(folder, { recursive: true });
    // Written aside and renamed: a worker reading at the same time sees all of it or nothing.
    const partial = `${file}.${process.pid}-${randomBytes(4).toString("hex")}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  })();
  return pgliteDump;
}

// Any constant: one test process at a time builds the template on a PostgreSQL server.
const TEMPLATE_LOCK_KEY = 727_002;

/**
 * The migrated template on the PostgreSQL server, made under an advisory lock by the first
 * process that needs it, built under another name and renamed, so a half-built one is never
 * copied. Templates of older migrations are dropped when a new one is made.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `agency_template_${await migrationsKey()}`;
  await onServer(serverUrl, async (admin) => {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return;
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'agency\\_template\\_%'",
    );
    for (const { datname } of stale.rows) {
      await admin.query(`drop database if exists ${admin.escapeIdentifier(datname)} with (force)`);
    }
    const building = `${name}_building`;
    await admin.query(`create database ${building}`);
    const database = await openDatabase({
      dataDir: "memory://",
      databaseUrl: databaseUrl(serverUrl, building),
    });
    await database.close();
    await admin.query(`alter database ${building} rename to ${name}`);
  });
  return name;
}

/** Runs `work` on a connection of its own to the server (closing it ends any advisory lock). */
async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
