import type { Feature } from "../../../server/http/feature.ts";
import { backupEndpoints } from "./api.server.ts";
import { backupJob } from "./scheduled-backups.server.ts";

/** Backups of everything the product holds, for admins (docs/product.md#operations). */
export const backupFeature: Feature = {
  name: "backup",
  endpoints: backupEndpoints,
  jobs: (config) => (config.backups ? [backupJob(config.backups)] : []),
};
