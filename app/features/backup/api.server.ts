import { createReadStream } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { createGzip } from "node:zlib";
import { Hono } from "hono";
import { writeBackup } from "../../../db/backup/write-backup.server.ts";
import type { AppEnv } from "../../../server/http/app-env.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { ok } from "../../../server/http/responses.ts";
import { requireAdmin } from "../../../server/http/session.ts";
import { errorMessages, HttpError } from "../../lib/http-error.ts";
import {
  BACKUP_JOB,
  backupFileName,
  backupStatus,
  isBackupFileName,
  listBackups,
} from "./scheduled-backups.server.ts";
import { backupTexts } from "./texts.ts";
import type { BackupOverview } from "./types.ts";

const archiveHeaders = (name: string) => ({
  "content-type": "application/gzip",
  "content-disposition": `attachment; filename="${name}"`,
  "cache-control": "no-store",
});

/**
 * GET /api/admin/backup: the archive of `npm run backup`, streamed while it is written, for the
 * command line (a running PGlite server holds its data folder) and the settings screen.
 *
 * The backup starts when the body is first read, not when the answer is made: its transaction
 * holds PGlite's only connection, and what runs between the two (the activity log entry) needs
 * the database. Started earlier, the whole archive would pile up in memory behind that entry.
 * A reader who goes away ends the backup and its transaction.
 */
export function adminBackupRoutes(_deps: RouterDeps) {
  return new Hono<AppEnv>().use(requireAdmin).get("/", (c) => {
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
  });
}

/**
 * /api/admin/backups: the scheduled backups in BACKUP_DIR (docs/product.md#operations): their
 * state, 'Fazer backup agora' and the download of a kept archive. Admins only.
 */
export function adminBackupsRoutes({ config, scheduler }: RouterDeps) {
  const schedule = config.backups;
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get("/", async (c) => {
      const overview: BackupOverview = {
        schedule: schedule && {
          dir: schedule.dir,
          everyHours: schedule.intervalMs / 3_600_000,
          keep: schedule.keep,
        },
        status: await backupStatus(c.var.db),
        files: schedule ? await listBackups(schedule.dir) : [],
      };
      return ok(c, overview);
    })
    .post("/", async (c) => {
      if (!schedule) throw new HttpError(409, backupTexts.notConfigured);
      const user = c.var.user!;
      c.var.log.info({ userId: user.id, username: user.username }, "backup requested");
      const result = await scheduler.runNow(BACKUP_JOB);
      if (!result) throw new HttpError(409, backupTexts.alreadyRunning);
      if (!result.ok) throw new HttpError(500, backupTexts.failed(result.outcome));
      return ok(c, await backupStatus(c.var.db), 201);
    })
    .get("/:name", async (c) => {
      const name = c.req.param("name");
      if (!schedule || !isBackupFileName(name)) throw new HttpError(404, errorMessages.notFound);
      const file = (await listBackups(schedule.dir)).find((candidate) => candidate.name === name);
      if (!file) throw new HttpError(404, errorMessages.notFound);
      const stream = createReadStream(join(schedule.dir, name));
      return new Response(Readable.toWeb(stream) as ReadableStream, {
        headers: { ...archiveHeaders(name), "content-length": String(file.bytes) },
      });
    });
}
