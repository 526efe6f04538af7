import type { z } from "zod";
import type { backupFileSchema, backupOverviewSchema, backupStatusSchema } from "./responses.ts";

/** One archive in BACKUP_DIR. */
export type BackupFile = z.output<typeof backupFileSchema>;

/**
 * The backup job's last run, shared by every instance through the database; `lastOutcome`: the
 * summary of the last run, or its error.
 */
export type BackupStatus = z.output<typeof backupStatusSchema>;

/** GET /api/admin/backups: the settings screen's backup section; `schedule` null without BACKUP_DIR. */
export type BackupOverview = z.output<typeof backupOverviewSchema>;
