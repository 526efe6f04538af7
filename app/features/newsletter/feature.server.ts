import { z } from "zod";
import type { Feature } from "../../../server/http/feature.ts";
import { adminNewsletterRoutes, newsletterRoutes } from "./api.server.ts";
import {
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
  unsubscribeTokenSchema,
} from "./schemas.ts";

/** Newsletter subscriptions, from the footer form to the staff's list. */
export const newsletterFeature: Feature = {
  name: "newsletter",
  api: [
    { path: "/newsletter", routes: newsletterRoutes },
    { path: "/admin/newsletter", routes: adminNewsletterRoutes },
  ],
  docs: {
    "POST /api/newsletter/subscribe": {
      summary: "Assinar a newsletter",
      access: "public",
      body: newsletterSubscribeSchema,
    },
    "POST /api/newsletter/unsubscribe": {
      summary: "Cancelar assinatura (sessão com {email}, ou {token} assinado sem sessão)",
      access: "public",
      body: z.union([newsletterUnsubscribeSchema, unsubscribeTokenSchema]),
    },
    "GET /api/admin/newsletter": {
      summary: "Assinantes ativos, uma página por vez (limit, cursor, q, sort)",
      access: "user",
    },
    "GET /api/admin/newsletter/stats": { summary: "Total de assinantes ativos", access: "user" },
    "GET /api/admin/newsletter/export": {
      summary: "CSV de todos os assinantes ativos",
      access: "user",
      audit: "newsletter.export",
      download: "text/csv",
    },
    "GET /api/admin/newsletter/emails": {
      summary: "E-mails de todos os assinantes ativos, separados por vírgula",
      access: "user",
      audit: "newsletter.copy_emails",
      download: "text/plain",
    },
  },
};
