import { z } from "zod";
import { clientIp } from "../../../server/http/client-ip.ts";
import { endpoint } from "../../../server/http/endpoint.ts";
import { idParams } from "../../lib/schema-helpers.ts";
import {
  contactStats,
  getContactMessage,
  listContactMessages,
  markContactNotSpam,
  markContactRead,
} from "./contact.server.ts";
import { contactMessageSchema, contactStatsSchema } from "./responses.ts";
import { contactFolderQuerySchema, contactSchema } from "./schemas.ts";
import { contactSubmission } from "./submission.server.ts";

/**
 * The contact form's endpoint, and the staff inbox for any signed-in staff member
 * (docs/product.md#permissions): the inbox or the spam folder a page at a time
 * (docs/product.md#admin-lists), the stats exact.
 */
export const contactEndpoints = {
  "POST /contact": endpoint(
    {
      summary: "Enviar mensagem",
      access: "public",
      body: contactSchema,
      response: z.object({ id: z.number().int() }),
      status: 201,
      limit: "contact",
    },
    ({ body }, c, deps) =>
      contactSubmission(deps, clientIp(c, deps.config.trustProxy)).receive(c.var.db, body),
  ),
  "GET /admin/contacts": endpoint(
    {
      summary:
        "Mensagens da caixa de entrada (?folder=inbox, padrão) ou do spam (?folder=spam), uma página por vez (limit, cursor, q, sort)",
      access: "user",
      query: contactFolderQuerySchema,
      response: contactMessageSchema,
      paged: true,
    },
    ({ query, page }, c) => listContactMessages(c.var.db, query.folder, page),
  ),
  "GET /admin/contacts/stats": endpoint(
    {
      summary: "Total e não lidas da caixa de entrada (contagem exata)",
      access: "user",
      response: contactStatsSchema,
    },
    (_input, c) => contactStats(c.var.db),
  ),
  "GET /admin/contacts/{id}": endpoint(
    { summary: "Uma mensagem", access: "user", params: idParams, response: contactMessageSchema },
    ({ params }, c) => getContactMessage(c.var.db, params.id),
  ),
  "POST /admin/contacts/{id}/read": endpoint(
    {
      summary: "Marcar como lida",
      access: "user",
      params: idParams,
      response: contactMessageSchema,
      audit: "message.read",
    },
    ({ params }, c) => markContactRead(c.var.db, params.id),
  ),
  "POST /admin/contacts/{id}/not-spam": endpoint(
    {
      summary: "Não é spam: mover para a caixa de entrada",
      access: "user",
      params: idParams,
      response: contactMessageSchema,
      audit: "message.not_spam",
    },
    ({ params }, c) => markContactNotSpam(c.var.db, params.id),
  ),
};
