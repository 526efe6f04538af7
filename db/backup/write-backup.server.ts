import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { type Db, transaction } from "../client.server.ts";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveLine,
  type Manifest,
  productVersion,
} from "./archive.ts";
import { verifyArchive } from "./read-backup.server.ts";
import { appliedMigrations, backupTables, quoted, rows } from "./tables.server.ts";

const BATCH = 500;

/** Resolves when `out` takes more; rejects when it is closed first (its reader went away). */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      out.off("close", onClose);
      resolve();
    };
    const onClose = () => {
      out.off("drain", onDrain);
      reject(new Error("the backup's reader went away"));
    };
    out.once("drain", onDrain);
    out.once("close", onClose);
  });
}

/**
 * Writes every table to `out` (uncompressed lines; the caller adds gzip) from one snapshot: a
 * read-only REPEATABLE READ transaction, so a backup taken under write load restores to a state
 * that existed at one moment. Rows are fetched through a cursor, a batch at a time. On PGlite the
 * single connection is held for the whole backup, so other requests wait until it ends.
 */
export async function writeBackup(db: Db, out: Writable): Promise<Manifest> {
  const write = async (line: ArchiveLine | string) => {
    const text = typeof line === "string" ? line : JSON.stringify(line);
    if (out.destroyed) throw new Error("the backup's reader went away");
    if (!out.write(`${text}\n`)) await drained(out);
  };

  return transaction(db, async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const manifest: Manifest = {
      product: ARCHIVE_FORMAT,
      productVersion: productVersion(),
      migrations: await appliedMigrations(tx),
      engine: await engineOf(tx),
      createdAt: new Date().toISOString(),
      tables: {},
    };
    await write(["H", { format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION }]);
    for (const table of await backupTables(tx)) {
      await write(["T", table.name, table.columns]);
      const hash = createHash("sha256");
      let count = 0;
      await tx.execute(
        sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${quoted(table.name)} t`,
      );
      for (;;) {
        const batch = await rows<{ line: string }>(tx, sql.raw(`fetch ${BATCH} from backup_rows`));
        for (const { line } of batch) {
          const text = `["R",${line}]`;
          hash.update(`${text}\n`);
          await write(text);
        }
        count += batch.length;
        if (batch.length < BATCH) break;
      }
      await tx.execute(sql`close backup_rows`);
      const sha256 = hash.digest("hex");
      manifest.tables[table.name] = { rows: count, sha256, columns: table.columns };
      await write(["E", table.name, count, sha256]);
    }
    await write(["M", manifest]);
    return manifest;
  });
}

async function engineOf(db: Db): Promise<Manifest["engine"]> {
  const [row] = await rows<{ version: string }>(db, sql`select version() as version`);
  return row?.version.includes("PGlite") ? "pglite" : "postgres";
}

/**
 * Writes a verified archive to `path`: gzip beside it (`.partial`), its checksums read back, then
 * renamed into place, so a file under the final name is always whole. Nothing is left behind on
 * failure.
 */
export async function writeBackupFile(db: Db, path: string): Promise<Manifest> {
  const partial = `${path}.partial`;
  try {
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(partial));
    await writeBackup(db, gzip);
    gzip.end();
    await written;
    const manifest = await verifyArchive(partial);
    await rename(partial, path);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
