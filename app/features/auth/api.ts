import { apiFor } from "../../lib/api-client.ts";
import type { authEndpoints } from "./api.server.ts";

/** The screens' typed calls to signing in and out (docs/architecture.md#adding-a-feature). */
export const authApi = apiFor<typeof authEndpoints>();
