import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { PglitePreparedQuery } from "drizzle-orm/pglite/session";
import { afterAll, describe, expect, it } from "vitest";
import { drizzleParsers, pgliteForDrizzle } from "./pglite-parsers.server.ts";

const pglite = new PGlite();
afterAll(() => pglite.close());

describe("Drizzle's type parsers, set once on PGlite", () => {
  it("are the ones Drizzle passes with each query", () => {
    // Drizzle keeps them on each prepared query, privately.
    const Prepared = PglitePreparedQuery as unknown as new (
      ...args: unknown[]
    ) => Record<"queryConfig" | "rawQueryConfig", QueryOptions>;
    const query = new Prepared(pglite, "select 1", []);
    for (const { parsers = {} } of [query.queryConfig, query.rawQueryConfig]) {
      expect(Object.keys(parsers).sort()).toEqual(Object.keys(drizzleParsers).sort());
      for (const parse of Object.values(parsers)) expect(parse("x")).toBe("x");
    }
  });

  it("give Drizzle the same values, in and out of transactions", async () => {
    const db = drizzle(pgliteForDrizzle(pglite));
    const read = sql`select timestamptz '2026-11-27 10:00:00.123456+00' as at, date '2026-11-27' as day,
      interval '1 day' as span, 12.50::numeric as price, 3 as n, 'texto' as t`;
    const expected = {
      at: "2026-11-27 10:00:00.123456+00",
      day: "2026-11-27",
      span: "1 day",
      price: "12.50",
      n: 3,
      t: "texto",
    };
    expect((await db.execute(read)).rows).toEqual([expected]);
    const inTransaction = await db.transaction(async (tx) => {
      const outer = (await tx.execute(read)).rows;
      const nested = await tx.transaction(async (inner) => (await inner.execute(read)).rows);
      return [...outer, ...nested];
    });
    expect(inTransaction).toEqual([expected, expected]);
  });
});
