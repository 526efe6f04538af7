import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveErrors } from "../db/backup/archive.ts";
import { writeEndlessLine, writeEndlessRows } from "../db/backup/crafted-archives.ts";
import { createThrowawayDatabase } from "../tests/support/test-database.ts";

// docs/product.md#operations: the backup tools refuse bad input with one pt-BR line and a
// non-zero exit, and write nothing, not even an empty database.

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
const folder = mkdtempSync(join(tmpdir(), "backup-cli-"));

async function command(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  const script = join(import.meta.dirname, `${name}.ts`);
  try {
    await run(process.execPath, [script, ...args], { env: { ...process.env, ...env } });
    return { code: 0, stderr: "" };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("npm run backup", () => {
  it("refuses a DATA_DIR that holds no database, and creates nothing there", async () => {
    const dataDir = join(folder, "nao-existe");
    const result = await command("backup", ["--out", join(folder, "b.ndjson.gz")], {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Não há banco de dados em DATA_DIR (${dataDir}): nada foi gravado.\n`,
    );
    expect(existsSync(dataDir)).toBe(false);
    expect(existsSync(join(folder, "b.ndjson.gz"))).toBe(false);
  });
});

describe(`npm run restore of a bad archive (${serverUrl ? "PostgreSQL" : "PGlite"})`, () => {
  let env: Record<string, string>;
  let dataDir: string;
  let nothingWritten: () => Promise<void>;
  let drop = async () => {};

  beforeAll(async () => {
    dataDir = mkdtempSync(join(folder, "alvo-"));
    if (serverUrl) {
      const target = await createThrowawayDatabase();
      drop = target.drop;
      env = { DATA_DIR: dataDir, DATABASE_URL: target.url };
      nothingWritten = async () => {
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        const tables = await client.query(
          "select 1 from pg_tables where schemaname in ('public', 'drizzle')",
        );
        await client.end();
        expect(tables.rowCount).toBe(0);
      };
    } else {
      env = { DATA_DIR: dataDir, DATABASE_URL: "" };
      nothingWritten = async () => expect(readdirSync(dataDir)).toEqual([]);
    }
  });
  afterAll(() => drop());

  const archive = (name: string, bytes: Buffer) => {
    const path = join(folder, name);
    writeFileSync(path, bytes);
    return path;
  };
  const crafted = (name: string, write: (path: string) => unknown) => {
    const path = join(folder, name);
    write(path);
    return path;
  };

  it.each([
    ["a missing file", () => join(folder, "nao-existe.ndjson.gz"), archiveErrors.unreadable],
    [
      "another program's file",
      () => archive("outro.txt", Buffer.from("olá\n")),
      archiveErrors.notABackup,
    ],
    [
      "a damaged gzip",
      () => archive("cortado.ndjson.gz", gzipSync(Buffer.from('["H",{"format":')).subarray(0, 20)),
      archiveErrors.damaged,
    ],
    // A few megabytes on disk, gigabytes unpacked (db/backup/read-backup.test.ts): refused by
    // the size the archive declares, or as the stream passes it, or at the longest line.
    [
      "3 GiB of one endless line in 3 MB",
      () => crafted("sem-fim.ndjson.gz", (path) => writeEndlessLine(path)),
      archiveErrors.damaged,
    ],
    [
      "an endless line whose size is claimed to be believable",
      () =>
        crafted("sem-fim-declarado.ndjson.gz", (path) =>
          writeEndlessLine(path, { declared: 512 * 1024 * 1024 }),
        ),
      archiveErrors.damaged,
    ],
    [
      "2 GiB of rows whose size is claimed to be 1 MiB",
      () =>
        crafted("linhas-demais.ndjson.gz", (path) =>
          writeEndlessRows(path, { declared: 1024 * 1024 }),
        ),
      archiveErrors.damaged,
    ],
  ])("refuses %s with one line, before the database is opened", async (_, path, message) => {
    const result = await command("restore", [path()], env);
    expect(result.code).toBe(1);
    expect(result.stderr.split("\n").filter(Boolean)).toHaveLength(1);
    expect(result.stderr.startsWith(message)).toBe(true);
    await nothingWritten();
  });
});
