import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.server.ts";
import { openTestDatabase } from "../../tests/support/test-database.ts";
import { upkeepJobsFor } from "./embedded-vacuum.ts";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function plannerRowsOf(table: string): Promise<number> {
  const { rows } = (await database.db.execute(
    sql`select reltuples from pg_class where relname = ${table}`,
  )) as unknown as { rows: { reltuples: number }[] };
  return Number(rows[0]?.reltuples);
}

describe("the database's upkeep", () => {
  it("is autovacuum's on PostgreSQL, and a daily VACUUM (ANALYZE) on PGlite that the planner sees", async () => {
    const jobs = upkeepJobsFor(database.kind);
    if (database.kind === "postgres") {
      expect(jobs).toEqual([]);
      return;
    }
    expect(jobs.map((job) => [job.name, job.everyMs])).toEqual([["embedded-vacuum", 86_400_000]]);
    await database.db.execute(sql`
      insert into contact_messages (name, email, phone, project_type, subject, message)
      select 'Cliente ' || i, 'cliente' || i || '@exemplo.com.br', '(11) 90000-0000', 'Site', 'Orçamento', 'Mensagem ' || i
        from generate_series(1, 300) as i`);
    await database.db.execute(sql`delete from contact_messages where id % 3 = 0`);
    // The delete's counts reach the statistics at the next flush, which PostgreSQL spaces out
    // by a second: had it come after the vacuum's report, it would count the 100 again.
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    // Never analyzed: the planner does not know the table's size.
    expect(await plannerRowsOf("contact_messages")).toBe(-1);

    const outcome = await jobs[0]!.run(database.db);

    expect(outcome).toMatch(/^banco embutido limpo e estatísticas atualizadas em \d+ ms$/);
    expect(await plannerRowsOf("contact_messages")).toBe(200);
    const { rows } = (await database.db.execute(sql`
      select n_dead_tup from pg_stat_user_tables where relname = 'contact_messages'`)) as unknown as {
      rows: { n_dead_tup: number }[];
    };
    expect(Number(rows[0]?.n_dead_tup)).toBe(0);
  });
});
