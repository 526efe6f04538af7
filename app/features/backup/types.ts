/** One archive in BACKUP_DIR. */
export interface BackupFile {
  name: string;
  bytes: number;
  createdAt: string;
}

/** The backup job's last run, shared by every instance through the database. */
export interface BackupStatus {
  lastSuccessAt: string | null;
  lastRunAt: string | null;
  lastFailed: boolean;
  /** The summary of the last run, or its error. */
  lastOutcome: string | null;
  running: boolean;
}

/** GET /api/admin/backups: the settings screen's backup section. */
export interface BackupOverview {
  /** Scheduled backups: off unless BACKUP_DIR is configured. */
  schedule: { dir: string; everyHours: number; keep: number } | null;
  status: BackupStatus;
  files: BackupFile[];
}
