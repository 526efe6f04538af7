import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
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
 * How many times its own size an archive may expand: past that it is a damaged or hostile file
 * (a 7 MB file that unpacks to 3.2 GB of rows, 457:1), refused before a byte is unpacked.
 * Measured: the large data set of docs/performance.md packs 17:1, media copies about 2:1, and a
 * database of nothing but 20,000 identical 2,000-character messages (the longest text the forms
 * take, the most compressible rows a site can hold) 211:1 as the backup writes it, 234:1 through
 * `gzip -9`. Deflate itself stops at about 1032:1.
 */
export const MAX_EXPANSION = 300;

const GZIP_SIZE_MODULUS = 2 ** 32;

/**
 * The most bytes an archive of `fileBytes` may unpack to, given the size its gzip trailer declares
 * (the last four bytes: the unpacked size modulo 2^32, which zlib checks when the stream ends);
 * null when no real archive of that size unpacks to the declared size.
 *
 * Why the trailer: the manifest, the archive's own account of itself, is its last line (the
 * writer streams rows and learns their sizes only as it goes), and it declares rows and
 * checksums, not bytes. So the size is taken from gzip: an archive below 4 GiB unpacked (at
 * MAX_EXPANSION, any file under 14 MB) has exactly one possible size and the reader stops as soon
 * as the stream passes it; a larger one may be any size that leaves the declared remainder, and is
 * allowed the largest of those within MAX_EXPANSION times the file. Our writer makes one gzip
 * member; a file made of several (concatenated, bgzip) declares only its last one's size and is
 * refused like a damaged one.
 */
export function expansionLimit(fileBytes: number, declared: number): number | null {
  const ceiling = fileBytes * MAX_EXPANSION;
  if (declared > ceiling) return null;
  return declared + GZIP_SIZE_MODULUS * Math.floor((ceiling - declared) / GZIP_SIZE_MODULUS);
}

/** How far a read got: bytes taken from the file, and bytes they unpacked to. */
export interface ReadMeter {
  compressed: number;
  decompressed: number;
}

/**
 * The lines of `input`, split at "\n" only. JSON leaves U+2028 and U+2029 raw inside strings,
 * and Node's readline would cut a line there too, breaking a row a visitor typed.
 */
async function* splitLines(
  input: Readable,
  maxBytes: number,
  maxTotal: number,
  meter: ReadMeter,
): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    // zlib unpacks only as fast as these chunks are taken, so this stops the stream as it is read.
    meter.decompressed += chunk.length;
    if (meter.decompressed > maxTotal) throw new ArchiveError(archiveErrors.damaged);
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

/**
 * The bytes the archive at `path` may unpack to (see expansionLimit). Reads its first two and last
 * four bytes; a file that is not gzip is not bounded here, as gunzip refuses its first bytes.
 * A missing file, a folder, or anything but a regular file (which a restore reads twice) is
 * refused as unreadable.
 */
async function unpackedLimit(path: string): Promise<number> {
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw new ArchiveError(`${archiveErrors.unreadable} (EISDIR)`);
    if (!info.isFile()) throw new ArchiveError(archiveErrors.unreadable);
    // Header (10 bytes), the empty stream's final block (2) and trailer (8): the least gzip.
    if (info.size < 20) return Number.POSITIVE_INFINITY;
    const handle = await open(path, "r");
    try {
      const magic = Buffer.alloc(2);
      const trailer = Buffer.alloc(4);
      await handle.read(magic, 0, 2, 0);
      if (magic[0] !== 0x1f || magic[1] !== 0x8b) return Number.POSITIVE_INFINITY;
      await handle.read(trailer, 0, 4, info.size - 4);
      const limit = expansionLimit(info.size, trailer.readUInt32LE(0));
      if (limit === null) throw new ArchiveError(archiveErrors.damaged);
      return limit;
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw fileError(error as Error, false);
  }
}

/**
 * Each line of an archive file, parsed, with its raw text (what the checksums cover). The
 * unpacked stream is bounded as it is read: by what its gzip trailer declares (unpackedLimit),
 * and each line by MAX_LINE_BYTES. `meter`, when given, tells how far the read got.
 */
export async function* archiveLines(
  path: string,
  meter: ReadMeter = { compressed: 0, decompressed: 0 },
): AsyncGenerator<{ line: ArchiveLine; raw: string }> {
  const limit = await unpackedLimit(path);
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
  const lines = splitLines(file.pipe(gunzip), MAX_LINE_BYTES, limit, meter);
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
    meter.compressed = file.bytesRead;
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
 * message for a person otherwise. Nothing is written, so a restore can call it first. `meter`,
 * when given, tells how far the read got.
 */
export async function verifyArchive(path: string, meter?: ReadMeter): Promise<Manifest> {
  let header = false;
  let table: { name: string; rows: number; hash: ReturnType<typeof createHash> } | null = null;
  const seen = new Map<string, { rows: number; sha256: string }>();
  let manifest: Manifest | null = null;
  const damaged = () => new ArchiveError(archiveErrors.damaged);

  for await (const { line, raw } of archiveLines(path, meter)) {
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
