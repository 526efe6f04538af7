import { apiFor } from "../../lib/api-client.ts";
import type { portfolioEndpoints } from "./api.server.ts";

/** The screens' typed calls to the portfolio's endpoints (docs/architecture.md#adding-a-feature). */
export const portfolioApi = apiFor<typeof portfolioEndpoints>();
