import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { writeBackupFile } from "../../../db/backup/write-backup.server.ts";
import type { Db } from "../../../db/client.server.ts";
import { scheduledJobs } from "../../../db/schema.ts";
import type { ScheduledJob } from "../../../server/jobs/scheduler.ts";
import type { BackupFile, BackupStatus } from "./types.ts";

/** The scheduler's name for the backup job: its row in `scheduled_jobs`. */
export const BACKUP_JOB = "backup";

/** An archive's file name: when it was made (UTC), in a form that sorts by time. */
export function backupFileName(date = new Date()): string {
  return `backup-${date.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-")}.ndjson.gz`;
}

/** Only names this product wrote: a download can never reach another file of the folder. */
const archiveName = /^backup-\d{8}-\d{6}\.ndjson\.gz$/;

export function isBackupFileName(name: string): boolean {
  return archiveName.test(name);
}

/** The archives in `dir`, newest first. A missing folder has none. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  const files = await Promise.all(
    names.filter(isBackupFileName).map(async (name) => {
      const info = await stat(join(dir, name));
      return { name, bytes: info.size, createdAt: info.mtime.toISOString() };
    }),
  );
  return files.sort((a, b) => b.name.localeCompare(a.name));
}

/** Writes one archive into `dir`, then deletes the oldest beyond `keep`. Returns a summary line. */
export async function backupInto(db: Db, dir: string, keep: number): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = backupFileName();
  const manifest = await writeBackupFile(db, join(dir, name));
  const files = await listBackups(dir);
  for (const old of files.slice(keep)) await rm(join(dir, old.name), { force: true });
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  const bytes = files.find((file) => file.name === name)?.bytes ?? 0;
  return `${name}: ${rows} linhas, ${Math.ceil(bytes / 1024)} KB`;
}

export function backupJob(settings: {
  dir: string;
  intervalMs: number;
  keep: number;
}): ScheduledJob {
  return {
    name: BACKUP_JOB,
    everyMs: settings.intervalMs,
    run: (db) => backupInto(db, settings.dir, settings.keep),
  };
}

/** What the last scheduled or manual backup did, as every instance sees it. */
export async function backupStatus(db: Db): Promise<BackupStatus> {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, BACKUP_JOB));
  return {
    lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
    lastRunAt: row?.lastFinishedAt?.toISOString() ?? null,
    lastFailed: row?.lastFailed ?? false,
    lastOutcome: row?.lastOutcome ?? null,
    running: row?.lockedUntil ? row.lockedUntil > new Date() : false,
  };
}
