import type { Feature } from "../../../server/http/feature.ts";
import { adminBackupRoutes, adminBackupsRoutes } from "./api.server.ts";
import { backupJob } from "./scheduled-backups.server.ts";

/** Backups of everything the product holds, for admins (docs/product.md#operations). */
export const backupFeature: Feature = {
  name: "backup",
  api: [
    { path: "/admin/backup", routes: adminBackupRoutes },
    { path: "/admin/backups", routes: adminBackupsRoutes },
  ],
  docs: {
    "GET /api/admin/backup": {
      summary: "Backup completo (arquivo .ndjson.gz, transmitido enquanto é gerado)",
      access: "admin",
      audit: "backup.download",
      download: "application/gzip",
    },
    "GET /api/admin/backups": {
      summary: "Backups agendados: configuração, último resultado e arquivos guardados",
      access: "admin",
    },
    "POST /api/admin/backups": {
      summary: "Fazer backup agora em BACKUP_DIR",
      access: "admin",
      audit: "backup.run",
      created: true,
    },
    "GET /api/admin/backups/{name}": {
      summary: "Baixar um backup guardado",
      access: "admin",
      audit: "backup.download",
      download: "application/gzip",
    },
  },
  jobs: (config) => (config.backups ? [backupJob(config.backups)] : []),
};
