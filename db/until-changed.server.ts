import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client.server.ts";

/**
 * Exact figures that cost a scan (an admin list's total, a screen's stats), computed once per
 * change of their table instead of once per request (docs/performance.md#the-back-office-at-scale).
 *
 * Migration 0015's triggers record in `table_changes` the transaction that last wrote to each
 * admin list's table. A figure is read in the same statement as that version, so both come from
 * one snapshot; while the table's version is still the same, nothing has been committed to it
 * since, and the figure is still exact. Another instance's write moves the version too: the
 * check goes through the database, never through this process's memory alone.
 */

interface Entry {
  version: string;
  value: unknown;
}

// Per database handle: two embedded databases in one process (tests) number their transactions
// alike. Bounded, oldest first out: searches are visitors' words and unbounded in variety.
const MAX_ENTRIES = 500;
const memos = new WeakMap<Db, Map<string, Entry>>();

/** The table's current version as text, or NULL before its first recorded write. */
export function versionOf(table: string): SQL<string | null> {
  return sql<
    string | null
  >`(select version::text from table_changes where table_name = ${table})`.mapWith(
    (value: unknown) => (value === null ? null : String(value)),
  );
}

/** The table's version now, read on its own: before a read that takes several statements. */
export async function currentVersion(db: Db, table: string): Promise<string | null> {
  const { rows } = (await db.execute(sql`select ${versionOf(table)} as version`)) as unknown as {
    rows: { version: string | number | null }[];
  };
  const version = rows[0]?.version;
  return version === null || version === undefined ? null : String(version);
}

/**
 * The figure `key` of `table`: remembered while the table's version stays the one `read` saw.
 * `read` selects its figure with `versionOf(table)` beside it, in one statement, or, when it
 * needs several, takes `currentVersion` before the first: a write committed meanwhile moves the
 * version past the one remembered, so a figure mixing two states is never served again.
 */
export async function untilChanged<T>(
  db: Db,
  table: string,
  key: string,
  read: () => Promise<{ value: T; version: string | null }>,
): Promise<T> {
  const memo = memos.get(db) ?? new Map<string, Entry>();
  memos.set(db, memo);
  const entryKey = `${table}\n${key}`;
  const entry = memo.get(entryKey);
  if (entry) {
    const current = await currentVersion(db, table);
    if (current !== null && current === entry.version) {
      memo.delete(entryKey);
      memo.set(entryKey, entry);
      return entry.value as T;
    }
  }
  const { value, version } = await read();
  memo.delete(entryKey);
  if (version !== null) {
    memo.set(entryKey, { version, value });
    if (memo.size > MAX_ENTRIES) memo.delete(memo.keys().next().value as string);
  }
  return value;
}
