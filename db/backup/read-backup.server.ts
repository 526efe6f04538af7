import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ArchiveError,
  type ArchiveLine,
  archiveErrors,
  type Manifest,
} from "./archive.ts";

/**
 * The longest line a legitimate archive holds: one row, the largest being a media copy (a 15 MB
 * upload written as hex doubles, see MEDIA_MAX_BYTES). Anything longer is a damaged or hostile
 * file, refused as it is read instead of filling the memory.
 */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

/**
 * The lines of `input`, split at "\n" only. JSON leaves U+2028 and U+2029 raw inside strings,
 * and Node's readline would cut a line there too, breaking a row a visitor typed.
 */
async function* splitLines(input: Readable, maxBytes: number): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
      pending.push(chunk.subarray(start, end));
      yield Buffer.concat(pending).toString("utf8");
      pending = [];
      pendingBytes = 0;
      start = end + 1;
    }
    pendingBytes += chunk.length - start;
    if (pendingBytes > maxBytes) throw new ArchiveError(archiveErrors.damaged);
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pendingBytes > 0) yield Buffer.concat(pending).toString("utf8");
}

/** Each line of an archive file, parsed, with its raw text (what the checksums cover). */
export async function* archiveLines(
  path: string,
): AsyncGenerator<{ line: ArchiveLine; raw: string }> {
  const gunzip = createGunzip();
  const file = createReadStream(path);
  let failure: Error | undefined;
  // A file that starts as gzip and then breaks is a damaged archive, even when the break comes
  // before the first whole line; only a file that is not gzip at all is another program's.
  let isGzip = false;
  file.once("data", (chunk) => {
    isGzip = chunk[0] === 0x1f && chunk[1] === 0x8b;
  });
  file.on("error", (error) => {
    failure = error;
    gunzip.destroy(error);
  });
  gunzip.on("error", (error) => {
    failure ??= error;
  });
  const lines = splitLines(file.pipe(gunzip), MAX_LINE_BYTES);
  let first = true;
  try {
    for await (const raw of lines) {
      let line: ArchiveLine;
      try {
        line = JSON.parse(raw) as ArchiveLine;
      } catch {
        throw new ArchiveError(first ? archiveErrors.notABackup : archiveErrors.damaged);
      }
      if (!Array.isArray(line)) {
        throw new ArchiveError(first ? archiveErrors.notABackup : archiveErrors.damaged);
      }
      first = false;
      yield { line, raw };
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    failure ??= error as Error;
  } finally {
    gunzip.destroy();
    file.destroy();
  }
  if (failure) throw fileError(failure, first && !isGzip);
}

function fileError(error: Error, notGzip: boolean): ArchiveError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT" || code === "EACCES" || code === "EISDIR") {
    return new ArchiveError(`${archiveErrors.unreadable} (${code})`);
  }
  // Not gzip at all (another program's file), or gzip cut short / altered.
  return new ArchiveError(
    notGzip && code === "Z_DATA_ERROR" ? archiveErrors.notABackup : archiveErrors.damaged,
  );
}

/**
 * Reads the whole archive once and checks it: the header, every table's row count and checksum,
 * and a manifest that agrees with them. Returns the manifest; throws an ArchiveError with a
 * message for a person otherwise. Nothing is written, so a restore can call it first.
 */
export async function verifyArchive(path: string): Promise<Manifest> {
  let header = false;
  let table: { name: string; rows: number; hash: ReturnType<typeof createHash> } | null = null;
  const seen = new Map<string, { rows: number; sha256: string }>();
  let manifest: Manifest | null = null;
  const damaged = () => new ArchiveError(archiveErrors.damaged);

  for await (const { line, raw } of archiveLines(path)) {
    if (manifest) throw damaged(); // nothing may follow the manifest
    if (!header) {
      const [kind, about] = line;
      if (kind !== "H" || about?.format !== ARCHIVE_FORMAT) {
        throw new ArchiveError(archiveErrors.notABackup);
      }
      if (about.version !== ARCHIVE_VERSION) throw new ArchiveError(archiveErrors.newerSchema);
      header = true;
      continue;
    }
    switch (line[0]) {
      case "T":
        if (table || typeof line[1] !== "string") throw damaged();
        table = { name: line[1], rows: 0, hash: createHash("sha256") };
        break;
      case "R":
        if (!table) throw damaged();
        table.hash.update(`${raw}\n`);
        table.rows++;
        break;
      case "E": {
        if (!table || line[1] !== table.name) throw damaged();
        const sha256 = table.hash.digest("hex");
        if (line[2] !== table.rows || line[3] !== sha256) throw damaged();
        seen.set(table.name, { rows: table.rows, sha256 });
        table = null;
        break;
      }
      case "M":
        if (table) throw damaged();
        manifest = line[1];
        break;
      default:
        throw damaged();
    }
  }
  if (!header) throw new ArchiveError(archiveErrors.notABackup);
  if (!manifest || !sameTables(manifest, seen)) throw damaged();
  return manifest;
}

function sameTables(manifest: Manifest, seen: Map<string, { rows: number; sha256: string }>) {
  const listed = Object.entries(manifest.tables ?? {});
  return (
    listed.length === seen.size &&
    listed.every(([name, summary]) => {
      const actual = seen.get(name);
      return actual?.rows === summary.rows && actual.sha256 === summary.sha256;
    })
  );
}
