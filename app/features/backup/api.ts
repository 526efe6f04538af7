import { apiFor } from "../../lib/api-client.ts";
import type { backupEndpoints } from "./api.server.ts";

/** The screens' typed calls to the backups' endpoints (docs/architecture.md#adding-a-feature). */
export const backupApi = apiFor<typeof backupEndpoints>();
