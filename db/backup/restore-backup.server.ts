import { sql } from "drizzle-orm";
import { type Db, transaction } from "../client.server.ts";
import { vacuumAll } from "../maintenance.server.ts";
import { ArchiveError, archiveErrors, type Manifest } from "./archive.ts";
import { archiveLines, verifyArchive } from "./read-backup.server.ts";
import { appliedMigrations, backupTables, quoted, rows, type TableInfo } from "./tables.server.ts";

const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

export class TargetNotEmptyError extends Error {}

export interface RestoreResult {
  manifest: Manifest;
  restored: Record<string, number>;
}

/**
 * Restores an archive into `db`, whose schema is already migrated to this version. The archive is
 * checked whole first; then, in one transaction (so a failure writes nothing), the target is
 * checked empty (or emptied, with `force`), every table's rows are inserted parents first, and
 * every counter is moved past the restored ids. Columns are matched by name: an archive made
 * before a later migration restores, the new columns taking their defaults.
 */
export async function restoreBackup(
  db: Db,
  path: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreResult> {
  const manifest = await verifyArchive(path);
  const target = await appliedMigrations(db);
  if (manifest.migrations.count > target.count) throw new ArchiveError(archiveErrors.newerSchema);

  const result = await transaction(db, async (tx) => {
    const tables = await backupTables(tx);
    const everyTable = await rows<{ name: string }>(
      tx,
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    );
    if (force) {
      const names = everyTable.map(({ name }) => quoted(name));
      if (names.length) {
        await tx.execute(sql`truncate ${sql.join(names, sql`, `)} restart identity cascade`);
      }
    } else {
      const filled = await nonEmptyTables(
        tx,
        everyTable.map(({ name }) => name),
      );
      if (filled.length) {
        throw new TargetNotEmptyError(
          `O banco de destino não está vazio (${filled.join(", ")}); use --force para substituir tudo.`,
        );
      }
    }

    const restored: Record<string, number> = {};
    let current: { table: TableInfo; columns: string[] } | null = null;
    let batch: Record<string, unknown>[] = [];
    let batchChars = 0;
    const flush = async () => {
      if (current && batch.length) await insertRows(tx, current.table, current.columns, batch);
      batch = [];
      batchChars = 0;
    };

    for await (const { line, raw } of archiveLines(path)) {
      if (line[0] === "T") {
        const table = tables.find((candidate) => candidate.name === line[1]);
        // A table this version no longer has: its rows have nowhere to go.
        current = table
          ? { table, columns: line[2].filter((column) => table.columns.includes(column)) }
          : null;
      } else if (line[0] === "R" && current) {
        batch.push(line[1]);
        batchChars += raw.length;
        if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
      } else if (line[0] === "E") {
        await flush();
        if (current) restored[current.table.name] = line[2];
        current = null;
      }
    }
    for (const table of tables) await moveCounters(tx, table);
    return { manifest, restored };
  });
  await vacuumAll(db);
  return result;
}

async function nonEmptyTables(db: Db, names: string[]): Promise<string[]> {
  const filled: string[] = [];
  for (const name of names) {
    const [row] = await rows<{ any: boolean }>(
      db,
      sql`select exists (select 1 from ${quoted(name)}) as any`,
    );
    if (row?.any) filled.push(name);
  }
  return filled;
}

async function insertRows(
  db: Db,
  table: TableInfo,
  columns: string[],
  batch: Record<string, unknown>[],
) {
  const list = sql.join(
    columns.map((column) => quoted(column)),
    sql`, `,
  );
  const override = table.alwaysIdentity ? sql` overriding system value` : sql``;
  // PostgreSQL turns each JSON value back into its column's type (timestamps, bytea, jsonb…).
  await db.execute(
    sql`insert into ${quoted(table.name)} (${list})${override}
        select ${list} from json_populate_recordset(null::${quoted(table.name)}, ${JSON.stringify(batch)}::json)`,
  );
}

async function moveCounters(db: Db, table: TableInfo) {
  for (const column of table.sequenced) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${`"${table.name}"`}, ${column}),
                        coalesce(max(${quoted(column)}), 1), max(${quoted(column)}) is not null)
          from ${quoted(table.name)}`,
    );
  }
}
