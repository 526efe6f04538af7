import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.server.ts";

/**
 * What a backup holds is read from the database itself, not from a list in code: every table of
 * the `public` schema but the transient ones, so a table added by a later migration is backed up
 * without anyone remembering to add it here.
 */

/**
 * Rows that mean nothing after a restore: sign-ins, password links, rate-limit windows, when jobs
 * last ran, when each list's table last changed (its triggers record the restore itself), who
 * has a content form open. And the analytics' daily salts, which must be gone 48 hours after
 * they were made, backups included (docs/decisions/0045-cookieless-analytics.md).
 */
const transientTables = new Set([
  "analytics_salts",
  "sessions",
  "password_resets",
  "rate_limit_hits",
  "scheduled_jobs",
  "table_changes",
  "content_presence",
]);

export interface TableInfo {
  name: string;
  columns: string[];
  /** Columns filled from a sequence (serial) or an identity: their counter is moved on after a restore. */
  sequenced: string[];
  /** GENERATED ALWAYS identities refuse explicit values unless the insert overrides them. */
  alwaysIdentity: boolean;
}

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The product's tables, parents before children (foreign keys), transient ones left out. */
export async function backupTables(db: Db): Promise<TableInfo[]> {
  const columns = await rows<{
    table_name: string;
    column_name: string;
    column_default: string | null;
    is_identity: string;
    identity_generation: string | null;
  }>(
    db,
    sql`select table_name, column_name, column_default, is_identity, identity_generation
        from information_schema.columns
        where table_schema = 'public'
        order by table_name, ordinal_position`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );

  const tables = new Map<string, TableInfo>();
  for (const column of columns) {
    if (transientTables.has(column.table_name)) continue;
    const table = tables.get(column.table_name) ?? {
      name: column.table_name,
      columns: [],
      sequenced: [],
      alwaysIdentity: false,
    };
    table.columns.push(column.column_name);
    if (column.is_identity === "YES" || column.column_default?.startsWith("nextval(")) {
      table.sequenced.push(column.column_name);
    }
    if (column.identity_generation === "ALWAYS") table.alwaysIdentity = true;
    tables.set(column.table_name, table);
  }
  return parentsFirst([...tables.values()], references);
}

function parentsFirst(
  tables: TableInfo[],
  references: { child: string; parent: string }[],
): TableInfo[] {
  const unquote = (name: string) => name.replace(/^"|"$/g, "");
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (table: TableInfo, path: Set<string>) => {
    if (placed.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const { child, parent } of references) {
      if (unquote(child) !== table.name || unquote(parent) === table.name) continue;
      const parentTable = tables.find((candidate) => candidate.name === unquote(parent));
      if (parentTable) visit(parentTable, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) {
    visit(table, new Set());
  }
  return ordered;
}

/** The migrations applied to this database: how many, and the newest one's timestamp. */
export async function appliedMigrations(db: Db): Promise<{ count: number; last: number | null }> {
  const [row] = await rows<{ count: number | string; last: number | string | null }>(
    db,
    sql`select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  return { count: Number(row?.count ?? 0), last: row?.last == null ? null : Number(row.last) };
}

export const quoted = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);
