import { createReadStream } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { createGzip } from "node:zlib";
import { z } from "zod";
import { writeBackup } from "../../../db/backup/write-backup.server.ts";
import { endpoint } from "../../../server/http/endpoint.ts";
import { errorMessages, HttpError } from "../../lib/http-error.ts";
import { backupOverviewSchema, backupStatusSchema } from "./responses.ts";
import {
  BACKUP_JOB,
  backupFileName,
  backupStatus,
  isBackupFileName,
  listBackups,
} from "./scheduled-backups.server.ts";
import { backupTexts } from "./texts.ts";

const archiveHeaders = (name: string) => ({
  "content-type": "application/gzip",
  "content-disposition": `attachment; filename="${name}"`,
  "cache-control": "no-store",
});

/**
 * A kept archive's name: any text reaches the handler, which answers 404 for a name this product
 * did not write, as for one no longer kept (the path's part is not a field anyone filled in).
 */
const archiveParams = z.object({ name: z.string() });

/**
 * The backups, for admins (docs/product.md#operations).
 *
 * GET /api/admin/backup: the archive of `npm run backup`, streamed while it is written, for the
 * command line (a running PGlite server holds its data folder) and the settings screen. The
 * backup starts when the body is first read, not when the answer is made: its transaction holds
 * PGlite's only connection, and what runs between the two (the activity log entry) needs the
 * database. Started earlier, the whole archive would pile up in memory behind that entry. A
 * reader who goes away ends the backup and its transaction.
 *
 * /api/admin/backups: the scheduled backups in BACKUP_DIR: their state, 'Fazer backup agora' and
 * the download of a kept archive.
 */
export const backupEndpoints = {
  "GET /admin/backup": endpoint(
    {
      summary: "Backup completo (arquivo .ndjson.gz, transmitido enquanto é gerado)",
      access: "admin",
      audit: "backup.download",
      download: "application/gzip",
    },
    (_input, c) => {
      const { db, log } = c.var;
      const user = c.var.user!;
      log.info({ userId: user.id, username: user.username }, "backup downloaded");
      let archive: ReadableStreamDefaultReader<Uint8Array> | undefined;
      const start = () => {
        const gzip = createGzip();
        writeBackup(db, gzip).then(
          () => gzip.end(),
          (error: unknown) => {
            // A cut stream fails the reader's verification: nothing half-written is taken for whole.
            if (!gzip.destroyed) log.error({ err: error }, "backup failed while streaming");
            gzip.destroy(error as Error);
          },
        );
        return (Readable.toWeb(gzip) as ReadableStream<Uint8Array>).getReader();
      };
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            archive ??= start();
            const { done, value } = await archive.read();
            if (done) controller.close();
            else controller.enqueue(value);
          },
          cancel: (reason) => archive?.cancel(reason),
        },
        { highWaterMark: 0 },
      );
      return new Response(body, { headers: archiveHeaders(backupFileName()) });
    },
  ),
  "GET /admin/backups": endpoint(
    {
      summary: "Backups agendados: configuração, último resultado e arquivos guardados",
      access: "admin",
      response: backupOverviewSchema,
    },
    async (_input, c, { config }) => {
      const schedule = config.backups;
      return {
        schedule: schedule && {
          dir: schedule.dir,
          everyHours: schedule.intervalMs / 3_600_000,
          keep: schedule.keep,
        },
        status: await backupStatus(c.var.db),
        files: schedule ? await listBackups(schedule.dir) : [],
      };
    },
  ),
  "POST /admin/backups": endpoint(
    {
      summary: "Fazer backup agora em BACKUP_DIR",
      access: "admin",
      response: backupStatusSchema,
      status: 201,
      audit: "backup.run",
    },
    async (_input, c, { config, scheduler }) => {
      if (!config.backups) throw new HttpError(409, backupTexts.notConfigured);
      const user = c.var.user!;
      c.var.log.info({ userId: user.id, username: user.username }, "backup requested");
      const result = await scheduler.runNow(BACKUP_JOB);
      if (!result) throw new HttpError(409, backupTexts.alreadyRunning);
      if (!result.ok) throw new HttpError(500, backupTexts.failed(result.outcome));
      return backupStatus(c.var.db);
    },
  ),
  "GET /admin/backups/{name}": endpoint(
    {
      summary: "Baixar um backup guardado",
      access: "admin",
      params: archiveParams,
      audit: "backup.download",
      download: "application/gzip",
    },
    async ({ params: { name } }, _c, { config }) => {
      const schedule = config.backups;
      if (!schedule || !isBackupFileName(name)) throw new HttpError(404, errorMessages.notFound);
      const file = (await listBackups(schedule.dir)).find((candidate) => candidate.name === name);
      if (!file) throw new HttpError(404, errorMessages.notFound);
      const stream = createReadStream(join(schedule.dir, name));
      return new Response(Readable.toWeb(stream) as ReadableStream, {
        headers: { ...archiveHeaders(name), "content-length": String(file.bytes) },
      });
    },
  ),
};
