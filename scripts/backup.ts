import { createWriteStream, existsSync } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { parseArgs } from "node:util";
import { ArchiveError, type Manifest } from "../db/backup/archive.ts";
import { verifyArchive } from "../db/backup/read-backup.server.ts";
import { writeBackupFile } from "../db/backup/write-backup.server.ts";
import { openDatabase } from "../db/client.server.ts";
import { DataDirInUseError } from "../db/data-dir-lock.server.ts";
import { ask } from "./support/ask.ts";
import { fail, failToOpen, loadConfigOrFail } from "./support/open-database.ts";

/**
 * `npm run backup -- --out FILE`: one archive of everything the product holds
 * (docs/product.md#operations). Reads PostgreSQL (DATABASE_URL) or a stopped PGlite folder
 * directly; a PGlite folder held by a running server is read through that server's
 * GET /api/admin/backup, signed in as an admin (BACKUP_USERNAME / BACKUP_PASSWORD, or asked).
 * The file is written beside its name and renamed only once its checksums verify.
 */

const { values } = parseArgs({
  options: { out: { type: "string" }, server: { type: "string" } },
  strict: true,
});
if (!values.out) fail("Uso: npm run backup -- --out ARQUIVO [--server http://localhost:3000]");
const out = values.out;
const partial = `${out}.partial`;

const config = loadConfigOrFail();

/** The archive read straight from the database, or null when a running server holds its folder. */
async function fromDatabase(): Promise<Manifest | null> {
  // PGlite would make a new, empty database in a folder that holds none: nothing to back up.
  if (!config.databaseUrl && !existsSync(join(config.dataDir, "pglite", "PG_VERSION"))) {
    fail(`Não há banco de dados em DATA_DIR (${config.dataDir}): nada foi gravado.`);
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      migrate: false,
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) return null;
    failToOpen(error);
  }
  try {
    return await writeBackupFile(database.db, out);
  } finally {
    await database.close();
  }
}

async function fromRunningServer(): Promise<Manifest> {
  const server = values.server ?? `http://127.0.0.1:${config.port}`;
  process.stderr.write(
    `O banco embutido está em uso pelo servidor; o backup será pedido a ${server}.\n`,
  );
  const username = process.env.BACKUP_USERNAME || (await ask("Usuário administrador: "));
  const password = process.env.BACKUP_PASSWORD || (await ask("Senha: ", { hidden: true }));
  const login = await fetch(`${server}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  }).catch((error: Error) => fail(`Servidor ${server} inacessível: ${error.message}`));
  if (!login.ok) fail(`Não foi possível entrar como ${username} (HTTP ${login.status}).`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const response = await fetch(`${server}/api/admin/backup`, { headers: { cookie } });
  if (!response.ok || !response.body)
    fail(`O servidor recusou o backup (HTTP ${response.status}).`);
  // The DOM and Node typings of a web stream differ only in name here.
  const body = response.body as unknown as WebReadableStream<Uint8Array>;
  try {
    await pipeline(Readable.fromWeb(body), createWriteStream(partial));
    const manifest = await verifyArchive(partial);
    await rename(partial, out);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

const started = performance.now();
try {
  const manifest = (await fromDatabase()) ?? (await fromRunningServer());
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  const { size } = await stat(out);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Backup gravado em ${out}: ${Object.keys(manifest.tables).length} tabelas, ${rows} linhas, ` +
      `${(size / 1024).toFixed(0)} KB, em ${seconds} s.\n`,
  );
} catch (error) {
  if (error instanceof ArchiveError)
    fail(`O backup recebido não passou na verificação: ${error.message}`);
  throw error;
}
