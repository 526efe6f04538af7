import type { Feature } from "../../../server/http/feature.ts";
import { retentionPeriods } from "../../lib/retention-periods.ts";
import { adminPrivacyRoutes } from "./api.server.ts";
import { retentionJob } from "./retention.server.ts";
import {
  correctionSchema,
  eraseSchema,
  requestCreateSchema,
  requestUpdateSchema,
} from "./schemas.ts";

/** Data-subject requests under the LGPD: find, export, correct, erase, and the register. */
export const privacyFeature: Feature = {
  name: "privacy",
  api: [{ path: "/admin/privacy", routes: adminPrivacyRoutes }],
  docs: {
    "GET /api/admin/privacy/search": {
      summary: "Tudo o que está guardado sobre um e-mail (?email=)",
      access: "admin",
      audit: "privacy.search",
    },
    "GET /api/admin/privacy/export": {
      summary: "Exportar os dados de um e-mail (?email=&format=json|html)",
      access: "admin",
      download: "application/json",
      audit: "privacy.export",
    },
    "POST /api/admin/privacy/erase": {
      summary: "Eliminar os dados de um e-mail",
      access: "admin",
      body: eraseSchema,
      audit: "privacy.erase",
    },
    "POST /api/admin/privacy/correct": {
      summary: "Corrigir um campo de um registro",
      access: "admin",
      body: correctionSchema,
      audit: "privacy.correct",
    },
    "GET /api/admin/privacy/requests": { summary: "Solicitações de titulares", access: "admin" },
    "GET /api/admin/privacy/requests/overdue": {
      summary: "Solicitações em aberto após o prazo",
      access: "admin",
    },
    "POST /api/admin/privacy/requests": {
      summary: "Registrar uma solicitação",
      access: "admin",
      body: requestCreateSchema,
      created: true,
      audit: "privacy.request",
    },
    "PATCH /api/admin/privacy/requests/{id}": {
      summary: "Atualizar uma solicitação",
      access: "admin",
      body: requestUpdateSchema,
      audit: "privacy.request_update",
    },
  },
  jobs: (config) => [
    retentionJob({
      messagesDays: config.site.privacy.retentionMessagesDays,
      ...retentionPeriods,
    }),
  ],
  // An erasure anonymises public testimonials.
  invalidates: [{ path: "/admin/privacy/*", tags: ["testimonials"] }],
};
