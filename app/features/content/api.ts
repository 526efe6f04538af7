import { apiFor } from "../../lib/api-client.ts";
import type { contentEndpoints } from "./api.server.ts";

/** The screens' typed calls to the content endpoints (docs/architecture.md#adding-a-feature). */
export const contentApi = apiFor<typeof contentEndpoints>();
