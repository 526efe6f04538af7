import { apiFor } from "../../lib/api-client.ts";
import type { formsEndpoints } from "./api.server.ts";

/** The public forms' typed call for a fresh form token (docs/architecture.md#adding-a-feature). */
export const formsApi = apiFor<typeof formsEndpoints>();
