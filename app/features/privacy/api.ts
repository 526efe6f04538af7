import { apiFor } from "../../lib/api-client.ts";
import type { privacyEndpoints } from "./api.server.ts";

/** The screens' typed calls to the privacy endpoints (docs/architecture.md#adding-a-feature). */
export const privacyApi = apiFor<typeof privacyEndpoints>();
