import { sql } from "drizzle-orm";
import type { Db } from "./client.server.ts";

/**
 * Planner statistics and dead rows (docs/performance.md#the-back-office-at-scale).
 *
 * PostgreSQL's autovacuum keeps both up to date in the background. PGlite runs the same engine
 * in one process without that background worker: a table is never analyzed, so the planner
 * guesses its size and picks sequential scans over the search indexes (a search of 50,000
 * messages took 240 ms instead of 3-22 ms), and rows deleted or updated are never reclaimed.
 */

/**
 * What autovacuum does, at once, for the whole database. Also right after a bulk load (the large
 * seed, a restore), on both databases: besides the planner's statistics, the search indexes'
 * pending entries are merged. Until then the planner costs those indexes as slow and reads the
 * whole table instead (a search of 50,000 messages on PostgreSQL: 230 ms before, 2.5 ms after).
 * It cannot run inside a transaction.
 */
export async function vacuumAll(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}
