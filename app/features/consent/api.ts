import { apiFor } from "../../lib/api-client.ts";
import type { consentEndpoints } from "./api.server.ts";

/** The cookie notice's typed call to its endpoint (docs/architecture.md#adding-a-feature). */
export const consentApi = apiFor<typeof consentEndpoints>();
