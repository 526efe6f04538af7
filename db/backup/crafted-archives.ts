import { closeSync, openSync, writeSync } from "node:fs";
import { constants, deflateRawSync } from "node:zlib";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION } from "./archive.ts";

/**
 * Hostile archives for the tests of the reader's bounds (docs/product.md#operations): gigabytes
 * once unpacked, a few megabytes on disk, written without ever holding more than one block.
 *
 * One gzip member whose deflate stream is the same block compressed once and repeated: each copy
 * ends on a full flush (byte-aligned, no reference to what came before), so the copies follow
 * each other as valid deflate data. The trailer's size is `declared`, or the true one modulo
 * 2^32; its CRC is left at zero, as a reader that keeps its bounds never gets that far.
 */
function writeCraftedArchive(
  path: string,
  {
    start = Buffer.alloc(0),
    block,
    copies,
    declared,
  }: { start?: Buffer; block: Buffer; copies: number; declared?: number },
): { fileBytes: number; unpackedBytes: number } {
  const flushed = (bytes: Buffer) =>
    deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const head = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 0xff]);
  const first = flushed(start);
  const repeated = flushed(block);
  const unpackedBytes = start.length + block.length * copies;
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE((declared ?? unpackedBytes) % 2 ** 32, 4);
  const last = Buffer.from([0x03, 0x00]); // an empty final block
  const fd = openSync(path, "w");
  try {
    writeSync(fd, head);
    writeSync(fd, first);
    for (let copy = 0; copy < copies; copy++) writeSync(fd, repeated);
    writeSync(fd, last);
    writeSync(fd, trailer);
  } finally {
    closeSync(fd);
  }
  return {
    fileBytes: head.length + first.length + repeated.length * copies + last.length + 8,
    unpackedBytes,
  };
}

const MiB = 1024 * 1024;

/** How long the archive is once unpacked, and what its trailer says instead (if anything). */
interface Sizes {
  gigabytes?: number;
  declared?: number;
}

/** About 3 MB on disk: one line of `x`, with no end, `gigabytes` GiB long once unpacked. */
export function writeEndlessLine(path: string, { gigabytes = 3, declared }: Sizes = {}) {
  return writeCraftedArchive(path, {
    block: Buffer.alloc(MiB, "x"),
    copies: gigabytes * 1024,
    declared,
  });
}

/**
 * A backup's start (header, a table's first line) followed by `gigabytes` GiB of short rows, about
 * 2.5 MB on disk per GiB: every line is well-formed, only the size gives it away.
 */
export function writeEndlessRows(path: string, { gigabytes = 2, declared }: Sizes = {}) {
  const row = `${JSON.stringify(["R", { id: 1, name: "Ana" }])}\n`;
  const start = [
    JSON.stringify(["H", { format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION }]),
    JSON.stringify(["T", "contact_messages", ["id", "name"]]),
    "",
  ].join("\n");
  return writeCraftedArchive(path, {
    start: Buffer.from(start),
    block: Buffer.from(row.repeat(Math.floor(MiB / row.length))),
    copies: gigabytes * 1024,
    declared,
  });
}
