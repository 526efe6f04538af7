import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client.server.ts";

/**
 * Exact figures and pages that cost a scan or a decode (an admin list's total and pages, a
 * screen's stats, the admin portfolio list), computed once per change of their table instead of
 * once per request (docs/performance.md#the-back-office-at-scale).
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
  weight: number;
}

/**
 * Where remembered values live and how much they may hold, oldest first out: searches are
 * visitors' words and unbounded in variety. Each space is kept per database handle, since two
 * embedded databases in one process (tests) number their transactions alike.
 */
export interface MemoSpace<T = unknown> {
  /** The most weight the space holds. */
  budget: number;
  /** A value's share of the budget. */
  weigh: (value: T) => number;
}

/** Figures: a number or a small object each. */
const figures: MemoSpace = { budget: 500, weigh: () => 1 };

const memos = new WeakMap<
  Db,
  Map<MemoSpace<never>, { entries: Map<string, Entry>; weight: number }>
>();

function memoOf(db: Db, space: MemoSpace<never>) {
  const spaces = memos.get(db) ?? new Map();
  memos.set(db, spaces);
  const memo = spaces.get(space) ?? { entries: new Map<string, Entry>(), weight: 0 };
  spaces.set(space, memo);
  return memo;
}

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
 * The figure `key` of `table`: remembered in `space` (figures, unless said) while the table's
 * version stays the one `read` saw. `read` selects its figure with `versionOf(table)` beside it,
 * in one statement, or, when it needs several, takes the version in or before the first: a write
 * committed meanwhile moves the version past the one remembered, so a figure mixing two states
 * is never served again.
 */
export async function untilChanged<T>(
  db: Db,
  table: string,
  key: string,
  read: () => Promise<{ value: T; version: string | null }>,
  space: MemoSpace<T> = figures,
): Promise<T> {
  const memo = memoOf(db, space as MemoSpace<never>);
  const entryKey = `${table}\n${key}`;
  const entry = memo.entries.get(entryKey);
  if (entry) {
    const current = await currentVersion(db, table);
    if (current !== null && current === entry.version) {
      memo.entries.delete(entryKey);
      memo.entries.set(entryKey, entry);
      return entry.value as T;
    }
  }
  const { value, version } = await read();
  forget(memo, entryKey);
  if (version !== null) {
    const weight = space.weigh(value);
    memo.entries.set(entryKey, { version, value, weight });
    memo.weight += weight;
    while (memo.weight > space.budget) forget(memo, memo.entries.keys().next().value as string);
  }
  return value;
}

function forget(memo: { entries: Map<string, Entry>; weight: number }, key: string) {
  const entry = memo.entries.get(key);
  if (!entry) return;
  memo.entries.delete(key);
  memo.weight -= entry.weight;
}
