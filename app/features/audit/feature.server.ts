import type { Feature } from "../../../server/http/feature.ts";
import { adminAuditRoutes } from "./api.server.ts";

/** The activity log: who did what in the back office (docs/product.md#audit). */
export const auditFeature: Feature = {
  name: "audit",
  api: [{ path: "/admin/audit", routes: adminAuditRoutes }],
  docs: {
    "GET /api/admin/audit": {
      summary: "Registro de atividades (person, action, from, to, limit, cursor, sort)",
      access: "admin",
    },
  },
};
