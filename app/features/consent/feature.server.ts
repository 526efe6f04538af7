import type { Feature } from "../../../server/http/feature.ts";
import { consentChoiceSchema, consentRoutes } from "./api.server.ts";

/** Cookie consent: the notice in the browser, the proof of each choice on the server. */
export const consentFeature: Feature = {
  name: "consent",
  api: [{ path: "/consent", routes: consentRoutes }],
  docs: {
    "POST /api/consent": {
      summary: "Registrar a escolha de cookies (prova de consentimento)",
      access: "public",
      body: consentChoiceSchema,
      created: true,
    },
  },
};
