import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../tests/support/test-database.ts";
import type { Database, Db } from "./client.server.ts";
import { groupCommit } from "./group-commit.server.ts";

// Group commit on both databases: every caller gets its own row back, committed; bursts share
// transactions; a bad item fails only its caller.

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table probe (id serial primary key, value text not null check (value <> 'bad'))`,
  );
});
afterAll(() => database.close());
beforeEach(() => database.db.execute(sql`truncate probe`));

type Row = { id: number; value: string };

async function insertValues(tx: Db, values: string[]): Promise<Row[]> {
  const list = sql.join(
    values.map((value) => sql`(${value})`),
    sql`, `,
  );
  const { rows } = (await tx.execute(
    sql`insert into probe (value) values ${list} returning id, value`,
  )) as unknown as { rows: Row[] };
  return rows;
}

/** A group-committed insert that records the size of each batch it wrote (or tried to). */
function recordedWriter() {
  const batches: number[] = [];
  const write = groupCommit(async (tx, values: string[]) => {
    batches.push(values.length);
    return insertValues(tx, values);
  });
  return { batches, write: (value: string) => write(database.db, value) };
}

async function storedValues(): Promise<Row[]> {
  const { rows } = (await database.db.execute(
    sql`select id, value from probe order by id`,
  )) as unknown as { rows: Row[] };
  return rows;
}

describe("groupCommit", () => {
  it("writes a burst in one transaction and hands every caller its own committed row", async () => {
    const { batches, write } = recordedWriter();
    const values = Array.from({ length: 120 }, (_, index) => `visitante ${index}`);
    const results = await Promise.all(values.map(write));

    expect(batches).toEqual([120]);
    expect(results.map((row) => row.value)).toEqual(values);
    const stored = await storedValues();
    expect(stored).toHaveLength(120);
    for (const result of results) expect(stored).toContainEqual(result);
  });

  it("sends what arrives during a commit in the next batch", async () => {
    const { batches, write } = recordedWriter();
    const first = write("primeiro");
    await new Promise((done) => setImmediate(done)); // the first batch is on its way
    const more = Array.from({ length: 10 }, (_, index) => write(`depois ${index}`));
    await Promise.all([first, ...more]);

    expect(batches).toEqual([1, 10]);
    expect(await storedValues()).toHaveLength(11);
  });

  it("splits a batch of more than 200 items", async () => {
    const { batches, write } = recordedWriter();
    await Promise.all(Array.from({ length: 450 }, (_, index) => write(`v${index}`)));

    expect(batches).toEqual([200, 200, 50]);
    expect(await storedValues()).toHaveLength(450);
  });

  it("fails only the caller whose item breaks the write; the others are stored", async () => {
    const { write } = recordedWriter();
    const outcomes = await Promise.allSettled(["ana", "bad", "bia"].map(write));

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect((await storedValues()).map((row) => row.value).sort()).toEqual(["ana", "bia"]);
  });

  it("stores nothing when a write does not answer one result per item", async () => {
    const write = groupCommit(async (tx, values: string[]) =>
      (await insertValues(tx, values)).slice(1),
    );
    const outcomes = await Promise.allSettled(["a", "b"].map((value) => write(database.db, value)));

    expect(outcomes.every((outcome) => outcome.status === "rejected")).toBe(true);
    expect(await storedValues()).toEqual([]);
  });

  it("keeps working after a failed batch", async () => {
    const { write } = recordedWriter();
    await expect(write("bad")).rejects.toThrow();
    expect(await write("de novo")).toMatchObject({ value: "de novo" });
  });
});
