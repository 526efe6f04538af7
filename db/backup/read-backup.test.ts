import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database.ts";
import type { Database } from "../client.server.ts";
import { contactMessages } from "../schema.ts";
import { ArchiveError, archiveErrors } from "./archive.ts";
import { writeEndlessLine, writeEndlessRows } from "./crafted-archives.ts";
import {
  expansionLimit,
  MAX_EXPANSION,
  MAX_LINE_BYTES,
  type ReadMeter,
  verifyArchive,
} from "./read-backup.server.ts";
import { restoreBackup } from "./restore-backup.server.ts";
import { backupTables, quoted, rows } from "./tables.server.ts";
import { writeBackupFile } from "./write-backup.server.ts";

// docs/product.md#operations: an archive that unpacks far beyond what it declares, or beyond what
// any real backup of its size holds, is refused as it is read, before anything is written. The
// hostile archives are a few megabytes, built block by block (crafted-archives.ts).

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
const folder = mkdtempSync(join(tmpdir(), "backup-read-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function refusal(path: string, meter: ReadMeter) {
  const error = await verifyArchive(path, meter).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ArchiveError);
  return (error as Error).message;
}

describe("expansionLimit", () => {
  it("is the declared size itself while the file could not unpack past 4 GiB", () => {
    expect(expansionLimit(1_000_000, 17_000_000)).toBe(17_000_000);
  });

  it("refuses a declared size no real archive of the file's size unpacks to", () => {
    expect(expansionLimit(7_000_000, 3_200_000_000)).toBeNull();
    expect(expansionLimit(1_000, MAX_EXPANSION * 1_000 + 1)).toBeNull();
  });

  it("allows a large file the largest size that leaves the declared remainder modulo 2^32", () => {
    // 100 MB may unpack to 30 GB: 1 MB declared may stand for 1 MB + 6 × 4 GiB.
    expect(expansionLimit(100_000_000, 1_000_000)).toBe(1_000_000 + 6 * 4 * GiB);
  });
});

describe("an archive read back", () => {
  let source: Database;
  beforeAll(async () => {
    source = await openTestDatabase();
  });
  afterAll(() => source.close());

  it("unpacks to exactly the size its gzip declares, within the bound", async () => {
    await source.db.insert(contactMessages).values({
      name: "Ana",
      email: "ana@example.com",
      phone: "11999999999",
      projectType: "Outros",
      subject: "Orçamento",
      message: "Um site novo",
    });
    const path = join(folder, "real.ndjson.gz");
    await writeBackupFile(source.db, path);
    const meter: ReadMeter = { compressed: 0, decompressed: 0 };
    await verifyArchive(path, meter);
    const bytes = readFileSync(path);
    expect(meter).toEqual({ compressed: bytes.length, decompressed: gunzipSync(bytes).length });
    expect(bytes.readUInt32LE(bytes.length - 4)).toBe(meter.decompressed);
  });
});

describe("an archive far larger unpacked than it declares", () => {
  it("is refused before a byte is unpacked when it declares more than its size can hold", async () => {
    const path = join(folder, "rows-honest.ndjson.gz");
    const { fileBytes, unpackedBytes } = writeEndlessRows(path, { gigabytes: 2 });
    expect(unpackedBytes / fileBytes).toBeGreaterThan(MAX_EXPANSION);
    const meter: ReadMeter = { compressed: 0, decompressed: 0 };
    expect(await refusal(path, meter)).toBe(archiveErrors.damaged);
    expect(meter).toEqual({ compressed: 0, decompressed: 0 });
  });

  it("is refused as soon as the stream passes the size its trailer declares", async () => {
    const path = join(folder, "rows-declared.ndjson.gz");
    const { fileBytes } = writeEndlessRows(path, { gigabytes: 2, declared: MiB });
    const meter: ReadMeter = { compressed: 0, decompressed: 0 };
    expect(await refusal(path, meter)).toBe(archiveErrors.damaged);
    // Stopped within a chunk or two of the declared megabyte, not 2 GiB later.
    expect(meter.decompressed).toBeGreaterThan(MiB);
    expect(meter.decompressed).toBeLessThanOrEqual(MiB + 256 * 1024);
    expect(meter.compressed).toBeLessThan(fileBytes / 4);
  });
});

describe("one endless line (3 MB unpacking to 3 GiB)", () => {
  it("is refused before a byte is unpacked: no backup unpacks 1,000 times its size", async () => {
    const path = join(folder, "endless-honest.ndjson.gz");
    const { fileBytes } = writeEndlessLine(path, { gigabytes: 3 });
    expect(fileBytes).toBeLessThan(4 * MiB);
    const meter: ReadMeter = { compressed: 0, decompressed: 0 };
    expect(await refusal(path, meter)).toBe(archiveErrors.damaged);
    expect(meter.decompressed).toBe(0);
  });

  it("is refused at MAX_LINE_BYTES when its trailer claims a believable size", async () => {
    const path = join(folder, "endless-declared.ndjson.gz");
    writeEndlessLine(path, { gigabytes: 3, declared: 512 * MiB });
    const meter: ReadMeter = { compressed: 0, decompressed: 0 };
    expect(await refusal(path, meter)).toBe(archiveErrors.damaged);
    // Held at most one line's bound (plus a chunk), never the gigabytes behind it.
    expect(meter.decompressed).toBeGreaterThan(MAX_LINE_BYTES);
    expect(meter.decompressed).toBeLessThanOrEqual(MAX_LINE_BYTES + MiB);
  });
});

describe(`a restore of an archive far larger than it declares (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it.each([
    ["declaring more than its size can hold", undefined],
    ["declaring one megabyte", MiB],
  ])("refuses one %s and writes nothing", async (_, declared) => {
    const path = join(folder, `restore-${declared ?? "honest"}.ndjson.gz`);
    writeEndlessRows(path, { gigabytes: 2, declared });
    const target = await openTestDatabase();
    try {
      await expect(restoreBackup(target.db, path)).rejects.toThrow(
        new ArchiveError(archiveErrors.damaged),
      );
      for (const table of await backupTables(target.db)) {
        const [row] = await rows<{ count: number | string }>(
          target.db,
          sql`select count(*) as count from ${quoted(table.name)}`,
        );
        expect(Number(row!.count), table.name).toBe(0);
      }
    } finally {
      await target.close();
    }
  });
});
