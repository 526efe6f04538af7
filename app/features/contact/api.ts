import { apiFor } from "../../lib/api-client.ts";
import type { contactEndpoints } from "./api.server.ts";

/** The screens' typed calls to the contact endpoints (docs/architecture.md#adding-a-feature). */
export const contactApi = apiFor<typeof contactEndpoints>();
