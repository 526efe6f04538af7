import type { Feature } from "../../../server/http/feature.ts";
import { formsEndpoints } from "./api.server.ts";

/** What every public form shares: the spam signals' form token (docs/product.md#spam). */
export const formsFeature: Feature = {
  name: "forms",
  endpoints: formsEndpoints,
};
