// The backup feature's public entry: what other features may use.
export { BackupsSection } from "./components/backups-section.tsx";
export type { BackupOverview, BackupStatus } from "./types.ts";
