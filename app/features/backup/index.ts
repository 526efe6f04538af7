// The backup feature's public entry: what other features may use.
export type { BackupOverview } from "./types.ts";
