import type { Feature } from "../../../server/http/feature.ts";
import { auditEndpoints } from "./api.server.ts";

/** The activity log: who did what in the back office (docs/product.md#audit). */
export const auditFeature: Feature = {
  name: "audit",
  endpoints: auditEndpoints,
};
