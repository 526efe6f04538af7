import { apiFor } from "../../lib/api-client.ts";
import type { newsletterEndpoints } from "./api.server.ts";

/** The screens' typed calls to the newsletter's endpoints (docs/architecture.md#adding-a-feature). */
export const newsletterApi = apiFor<typeof newsletterEndpoints>();
