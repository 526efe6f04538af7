import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { asc } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database.ts";
import type { Database } from "../client.server.ts";
import { contactMessages } from "../schema.ts";
import { restoreBackup } from "./restore-backup.server.ts";
import { writeBackup } from "./write-backup.server.ts";

// docs/product.md#operations: whatever text a visitor can store comes back from a restore byte
// for byte. JSON leaves U+2028 and U+2029 raw, which once cut an archive's lines apart.

const folder = mkdtempSync(join(tmpdir(), "backup-round-trip-"));
let source: Database;
let target: Database;

beforeAll(async () => {
  [source, target] = await Promise.all([openTestDatabase(), openTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([source.close(), target.close()]);
  rmSync(folder, { recursive: true, force: true });
});

/**
 * Text the API accepts: any code point but NUL (no lone surrogate: that is malformed Unicode,
 * a 400), weighted towards the ones that broke lines; at most `maxLength` characters, as the
 * columns count them.
 */
const text = (maxLength: number) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom("\u2028", "\u2029", "\n", "\t", "\r", "\u0085", "\u001f", "😀", "𝄞", "ç"),
        fc.string({ unit: "binary", maxLength: 4 }),
      ),
      { maxLength },
    )
    .map((parts) =>
      Array.from(parts.join("").replaceAll("\u0000", "")).slice(0, maxLength).join(""),
    );

const message = fc.record({
  name: text(100),
  email: text(254),
  phone: text(30),
  subject: text(200),
  projectType: text(100),
  message: text(2000),
});

async function backUp(database: Database, path: string) {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(path));
  await writeBackup(database.db, gzip);
  gzip.end();
  await written;
}

const stored = (database: Database) =>
  database.db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      subject: contactMessages.subject,
      projectType: contactMessages.projectType,
      message: contactMessages.message,
    })
    .from(contactMessages)
    .orderBy(asc(contactMessages.id));

describe(`a backup restored (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("gives back every string byte for byte", { timeout: 180_000 }, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(message, { minLength: 1, maxLength: 5 }), async (rows) => {
        await source.db.delete(contactMessages);
        await source.db.insert(contactMessages).values(rows);
        const path = join(folder, `run-${++run}.ndjson.gz`);
        await backUp(source, path);
        await restoreBackup(target.db, path, { force: true });
        expect(await stored(target)).toEqual(rows);
      }),
      // A failure is reported as found: shrinking rows through a database takes minutes.
      { numRuns: 25, endOnFailure: true },
    );
  });
});
