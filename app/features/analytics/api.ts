import { apiFor } from "../../lib/api-client.ts";
import type { analyticsEndpoints } from "./api.server.ts";

/** The statistics screen's typed calls. */
export const analyticsApi = apiFor<typeof analyticsEndpoints>();
