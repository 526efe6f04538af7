import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { scheduledJobs } from "../../../db/schema.ts";

/** What the backups' endpoints answer (docs/product.md#operations). Dates leave as ISO strings. */

/** One archive in BACKUP_DIR. */
export const backupFileSchema = z.object({
  name: z.string(),
  bytes: z.number().int(),
  createdAt: z.iso.datetime(),
});

/**
 * The backup job's last run, shared by every instance through the database: from its row of
 * `scheduled_jobs`. `lastOutcome`: the summary of the last run, or its error.
 */
export const backupStatusSchema = createSelectSchema(scheduledJobs, {
  lastSuccessAt: z.iso.datetime().nullable(),
})
  .pick({ lastSuccessAt: true, lastFailed: true, lastOutcome: true })
  .extend({
    /** When the last run finished, whatever its result. */
    lastRunAt: z.iso.datetime().nullable(),
    running: z.boolean(),
  });

/** GET /api/admin/backups: the settings screen's backup section. */
export const backupOverviewSchema = z.object({
  /** Scheduled backups: off unless BACKUP_DIR is configured. */
  schedule: z
    .object({ dir: z.string(), everyHours: z.number(), keep: z.number().int() })
    .nullable(),
  status: backupStatusSchema,
  files: z.array(backupFileSchema),
});
