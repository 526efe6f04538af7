import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { asc, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "../tests/support/test-database.ts";
import type { Db } from "./client.server.ts";
import * as schema from "./schema.ts";
import { sessions, users } from "./schema.ts";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
const caseMigration = "0002_users_case_and_rate_limits";

/** The migrations folder as it stood before the case-insensitive usernames. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "migrations-before-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** An empty database of the kind the tests run on, migrated by whichever folder is given. */
async function openEmptyDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create("memory://");
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Db,
      migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const throwaway = await createThrowawayDatabase();
  const pool = new pg.Pool({ connectionString: throwaway.url });
  // pool.end() resolves before its connections have closed, and the drop that follows ends them
  // with an error; as in db/client.server.ts, an idle connection's error must not crash the run.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    migrate: (folder: string) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await throwaway.drop();
    },
  };
}

describe("the migration to case-insensitive usernames, on a database with names that clash", () => {
  let database: Awaited<ReturnType<typeof openEmptyDatabase>>;
  let before: string;

  beforeAll(async () => {
    database = await openEmptyDatabase();
    before = migrationsBefore(caseMigration);
    await database.migrate(before);
    // Plain SQL, with the columns of that time: the schema's insert would name later ones.
    // Ids 1 to 5 in this order. "admin-2" is what the second "admin" would be renamed to, so
    // that one must go further.
    for (const username of ["admin", "Admin", "admin-2", "ADMIN", "Maria"]) {
      await database.db.execute(
        sql`insert into users (username, password, full_name, role) values (${username}, 'scrypt$x', 'Pessoa', 'editor')`,
      );
    }
    await database.db.execute(
      sql`insert into sessions (token_hash, user_id) values (${"a".repeat(64)}, 2)`,
    );
    await database.migrate(migrationsFolder);
  });
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  it("keeps the oldest name and appends the id to each newer one", async () => {
    const rows = await database.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .orderBy(asc(users.id));
    expect(rows).toEqual([
      { id: 1, username: "admin" },
      { id: 2, username: "Admin-2-1" },
      { id: 3, username: "admin-2" },
      { id: 4, username: "ADMIN-4" },
      { id: 5, username: "Maria" },
    ]);
  });

  it("keeps every account's sessions", async () => {
    const rows = await database.db.select({ userId: sessions.userId }).from(sessions);
    expect(rows).toEqual([{ userId: 2 }]);
  });

  it("refuses a new name that differs from a taken one only by case", async () => {
    const person = { password: "scrypt$x", fullName: "Nova", role: "editor" as const };
    await expect(
      database.db.insert(users).values({ username: "MARIA", ...person }),
    ).rejects.toThrow();
    const added = await database.db
      .insert(users)
      .values({ username: "maria.nova", ...person })
      .returning({ id: users.id });
    expect(added).toHaveLength(1);
  });

  it("changes nothing when run again", async () => {
    await database.migrate(migrationsFolder);
    const rows = await database.db.select({ username: users.username }).from(users);
    expect(rows).toHaveLength(6);
  });
});
