import type { Feature } from "../../../server/http/feature.ts";
import { formTokenRoutes } from "./api.server.ts";

/** What every public form shares: the spam signals' form token (docs/product.md#spam). */
export const formsFeature: Feature = {
  name: "forms",
  api: [{ path: "/form-token", routes: formTokenRoutes }],
  docs: {
    "GET /api/form-token": { summary: "Token de formulário (anti-spam)", access: "public" },
  },
};
