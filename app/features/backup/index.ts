// The backup feature's public entry: what other features may use.
export { backupApi } from "./api.ts";
export type { BackupOverview } from "./types.ts";
