import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database.ts";
import type { Database } from "../client.server.ts";
import { LargeSeedTargetNotEmptyError, seedLargeData } from "./large.server.ts";

const scale = 0.01;
let first: Database;
let second: Database;

beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

async function one<T>(database: Database, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

/** A digest of every content row, to compare two databases. */
const digest = (database: Database) =>
  one<{ digest: string }>(
    database,
    sql`select md5(
      (select string_agg(row_to_json(c)::text, '' order by id) from contact_messages c) ||
      (select string_agg(row_to_json(s)::text, '' order by id) from newsletter_subscribers s) ||
      (select string_agg(row_to_json(p)::text, '' order by id) from portfolio_projects p) ||
      (select string_agg(row_to_json(i)::text, '' order by id) from portfolio_images i) ||
      (select string_agg(row_to_json(t)::text, '' order by id) from testimonials t)) as digest`,
  );

describe("npm run seed:large", () => {
  it("writes the scaled counts, every image attached to a project", async () => {
    const counts = await seedLargeData(first.db, scale);
    expect(counts).toEqual({
      contactMessages: 500,
      subscribers: 1000,
      projects: 20,
      images: 100,
      testimonials: 50,
    });
    const stored = await one<Record<string, string | number>>(
      first,
      sql`select (select count(*) from contact_messages) as messages,
                 (select count(*) from newsletter_subscribers) as subscribers,
                 (select count(*) from portfolio_projects) as projects,
                 (select count(*) from portfolio_images) as images,
                 (select count(*) from testimonials) as testimonials,
                 (select count(distinct project_id) from portfolio_images) as with_images,
                 (select count(*) from testimonials where status = 'approved' and approved_at is null) as unapproved,
                 (select min(display_order) || '-' || max(display_order) from portfolio_projects) as positions`,
    );
    // Positions count from 0, as reordering writes them (the screen shows position + 1).
    const { positions, ...numbers } = stored;
    expect(positions).toBe("0-19");
    expect(Object.fromEntries(Object.entries(numbers).map(([k, v]) => [k, Number(v)]))).toEqual({
      messages: 500,
      subscribers: 1000,
      projects: 20,
      images: 100,
      testimonials: 50,
      with_images: 20,
      unapproved: 0,
    });
  });

  it("writes the same rows every time", async () => {
    await seedLargeData(second.db, scale);
    expect(await digest(second)).toEqual(await digest(first));
  });

  it("refuses a database that already has content", async () => {
    await expect(seedLargeData(first.db, scale)).rejects.toThrow(LargeSeedTargetNotEmptyError);
  });
});
