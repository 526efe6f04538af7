import type { Feature } from "../../../server/http/feature.ts";
import { adminContactsRoutes, contactRoutes } from "./api.server.ts";
import { contactSchema } from "./schemas.ts";

/** The contact form's messages and the staff inbox. */
export const contactFeature: Feature = {
  name: "contact",
  api: [
    { path: "/contact", routes: contactRoutes },
    { path: "/admin/contacts", routes: adminContactsRoutes },
  ],
  docs: {
    "POST /api/contact": {
      summary: "Enviar mensagem",
      access: "public",
      body: contactSchema,
      created: true,
    },
    "GET /api/admin/contacts": {
      summary:
        "Mensagens da caixa de entrada (?folder=inbox, padrão) ou do spam (?folder=spam), uma página por vez (limit, cursor, q, sort)",
      access: "user",
    },
    "GET /api/admin/contacts/stats": {
      summary: "Total e não lidas da caixa de entrada (contagem exata)",
      access: "user",
    },
    "GET /api/admin/contacts/{id}": { summary: "Uma mensagem", access: "user" },
    "POST /api/admin/contacts/{id}/read": {
      summary: "Marcar como lida",
      access: "user",
      audit: "message.read",
    },
    "POST /api/admin/contacts/{id}/not-spam": {
      summary: "Não é spam: mover para a caixa de entrada",
      access: "user",
      audit: "message.not_spam",
    },
  },
  // docs/product.md#spam: spam older than 30 days is deleted, once a day.
};
