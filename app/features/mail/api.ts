import { apiFor } from "../../lib/api-client.ts";
import type { mailEndpoints } from "./api.server.ts";

/** The screens' typed calls to the mail endpoints (docs/architecture.md#adding-a-feature). */
export const mailApi = apiFor<typeof mailEndpoints>();
