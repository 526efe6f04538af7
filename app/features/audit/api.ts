import { apiFor } from "../../lib/api-client.ts";
import type { auditEndpoints } from "./api.server.ts";

/** The screens' typed calls to the activity log (docs/architecture.md#adding-a-feature). */
export const auditApi = apiFor<typeof auditEndpoints>();
