import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../tests/support/test-database.ts";
import type { Database } from "./client.server.ts";

// The admin lists' search and paging (docs/product.md#admin-lists) have indexes that can serve
// them, on PGlite and on PostgreSQL alike. The planner is told to avoid reading whole tables (and sorting, for the pages), so
// the plans show what an index can do whatever the (tiny) row counts.

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function planOf(query: string, avoid = ["seqscan"]): Promise<string> {
  return database.db.transaction(async (tx) => {
    for (const step of avoid) await tx.execute(sql.raw(`set local enable_${step} = off`));
    const { rows } = (await tx.execute(sql.raw(`explain ${query}`))) as unknown as {
      rows: { "QUERY PLAN": string }[];
    };
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

const searchOf = (columns: string[], term: string) =>
  columns.map((column) => `${column} ilike '%${term}%'`).join(" or ");

describe("admin list indexes", () => {
  it.each([
    ["contact_messages", ["name", "email", "subject", "message"]],
    ["testimonials", ["client_name", "client_email", "company_name", "content"]],
    ["newsletter_subscribers", ["email", "name"]],
  ])("serve the search of %s from its trigram index", async (table, columns) => {
    const plan = await planOf(`select id from ${table} where ${searchOf(columns, "padaria")}`);
    expect(plan).toContain(`${table}_search_idx`);
  });

  // A burst of public submissions must not wait for one merge of a 4 MB pending list (0017).
  it("keep the trigram indexes' pending lists small", async () => {
    const { rows } = (await database.db.execute(sql`
      select relname, reloptions from pg_class
      where relname in ('contact_messages_search_idx', 'testimonials_search_idx',
        'newsletter_subscribers_search_idx')
      order by relname`)) as unknown as { rows: { relname: string; reloptions: string[] }[] };
    expect(rows).toEqual([
      { relname: "contact_messages_search_idx", reloptions: ["gin_pending_list_limit=256"] },
      { relname: "newsletter_subscribers_search_idx", reloptions: ["gin_pending_list_limit=256"] },
      { relname: "testimonials_search_idx", reloptions: ["gin_pending_list_limit=256"] },
    ]);
  });

  it.each([
    ["contact_messages where spam = false", "contact_messages_folder_created_at_idx"],
    ["testimonials where spam = true", "testimonials_spam_created_at_idx"],
    ["testimonials where spam = false and status = 'pending'", "testimonials_tab_created_at_idx"],
    [
      "newsletter_subscribers where (active or confirmation_hash is not null)",
      "newsletter_subscribers_listed_created_at_idx",
    ],
  ])("page %s in keyset order from %s", async (from, index) => {
    const plan = await planOf(
      `select id from ${from} order by created_at desc, id desc limit 101`,
      ["seqscan", "bitmapscan", "sort"],
    );
    expect(plan).toContain(index);
    expect(plan).not.toContain("Sort");
  });
});
