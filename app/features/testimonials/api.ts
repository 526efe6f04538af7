import { apiFor } from "../../lib/api-client.ts";
import type { testimonialsEndpoints } from "./api.server.ts";

/** The screens' typed calls to the testimonials' endpoints (docs/architecture.md#adding-a-feature). */
export const testimonialsApi = apiFor<typeof testimonialsEndpoints>();
