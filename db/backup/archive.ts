import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../project-root.ts";

/**
 * The backup archive: gzip-compressed lines of JSON, one record per line, written as the rows are
 * read so neither side ever holds a whole table in memory.
 *
 *   ["H", {format, version}]                     first line: what this file is
 *   ["T", table, columns]                        a table begins
 *   ["R", row]                                   one row, as PostgreSQL's row_to_json wrote it
 *   ["E", table, rowCount, sha256]               the table ends; sha256 of its "R" lines
 *   ["M", manifest]                              last line: everything the reader checks first
 *
 * A file that does not start with the header, lacks the manifest, or whose counts or checksums
 * disagree with its rows is refused before anything is written (docs/product.md#operations).
 * The manifest comes last and counts no bytes, so the unpacked size is bounded by gzip's own
 * trailer and the file's size (expansionLimit in read-backup.server.ts).
 */

export const ARCHIVE_FORMAT = "nexo-digital-backup";
export const ARCHIVE_VERSION = 1;

interface TableSummary {
  rows: number;
  sha256: string;
  columns: string[];
}

export interface Manifest {
  product: string;
  productVersion: string;
  /** The schema the rows were read from: how many migrations were applied, and the newest. */
  migrations: { count: number; last: number | null };
  engine: "pglite" | "postgres";
  createdAt: string;
  tables: Record<string, TableSummary>;
}

export type ArchiveLine =
  | ["H", { format: string; version: number }]
  | ["T", string, string[]]
  | ["R", Record<string, unknown>]
  | ["E", string, number, string]
  | ["M", Manifest];

/** Messages for a person holding a file that cannot be restored. */
export const archiveErrors = {
  notABackup: "O arquivo não é um backup deste sistema.",
  damaged: "O backup está danificado ou incompleto; nada foi gravado.",
  newerSchema:
    "O backup vem de uma versão mais nova do sistema; atualize o sistema antes de restaurá-lo.",
  unreadable: "Não foi possível ler o arquivo de backup.",
} as const;

export class ArchiveError extends Error {}

/** The product's version as package.json states it, recorded in every manifest. */
export function productVersion(): string {
  const file = join(projectRoot(), "package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}
