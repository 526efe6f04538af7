import { apiFor } from "../../lib/api-client.ts";
import type { usersEndpoints } from "./api.server.ts";

/** The screens' typed calls to the users' and the account's endpoints (docs/architecture.md#adding-a-feature). */
export const usersApi = apiFor<typeof usersEndpoints>();
