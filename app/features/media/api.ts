import { apiFor } from "../../lib/api-client.ts";
import type { mediaEndpoints } from "./api.server.ts";

/** The screens' typed calls to the media library's endpoints (docs/architecture.md#adding-a-feature). */
export const mediaApi = apiFor<typeof mediaEndpoints>();
