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
import { dueLeadsOf, listLeadOwners, updateLead } from "./lead-pipeline.server.ts";
import { addLeadNote, listLeadEvents, replyToLead } from "./lead-timeline.server.ts";
import {
  createReplyTemplate,
  deleteReplyTemplate,
  listReplyTemplates,
  updateReplyTemplate,
} from "./reply-templates.server.ts";
import {
  contactMessageSchema,
  contactStatsSchema,
  dueLeadSchema,
  leadEventSchema,
  leadOwnerSchema,
  replyTemplateResponseSchema,
} from "./responses.ts";
import {
  contactFolderQuerySchema,
  contactSchema,
  leadTextSchema,
  leadUpdateSchema,
  replyTemplateSchema,
} from "./schemas.ts";
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
      contactSubmission(
        deps,
        clientIp(c, deps.config.trustProxy),
        c.req.header("user-agent") ?? "",
      ).receive(c.var.db, body),
  ),
  "GET /admin/contacts": endpoint(
    {
      summary:
        "Mensagens da caixa de entrada (?folder=inbox, padrão) ou do spam (?folder=spam), uma página por vez (limit, cursor, q, sort), por status (?status=) e responsável (?ownerId=, ou none)",
      access: "user",
      query: contactFolderQuerySchema,
      response: contactMessageSchema,
      paged: true,
    },
    ({ query, page }, c) => listContactMessages(c.var.db, query, page),
  ),
  "GET /admin/contacts/stats": endpoint(
    {
      summary: "Total e não lidas da caixa de entrada (contagem exata)",
      access: "user",
      response: contactStatsSchema,
    },
    (_input, c) => contactStats(c.var.db),
  ),
  // Declared before /admin/contacts/{id}, which would take their names for an id.
  "GET /admin/contacts/owners": endpoint(
    {
      summary: "Quem pode ser responsável por um contato: a equipe",
      access: "user",
      response: z.array(leadOwnerSchema),
    },
    (_input, c) => listLeadOwners(c.var.db),
  ),
  "GET /admin/contacts/today": endpoint(
    {
      summary: "Para hoje: os contatos abertos de quem está no painel cuja data de retorno chegou",
      access: "user",
      response: z.array(dueLeadSchema),
    },
    (_input, c) => dueLeadsOf(c.var.db, c.var.user!.id, new Date()),
  ),
  "GET /admin/contacts/reply-templates": endpoint(
    {
      summary: "Modelos de resposta",
      access: "user",
      response: z.array(replyTemplateResponseSchema),
    },
    (_input, c) => listReplyTemplates(c.var.db),
  ),
  "POST /admin/contacts/reply-templates": endpoint(
    {
      summary: "Criar modelo de resposta",
      access: "user",
      body: replyTemplateSchema,
      response: replyTemplateResponseSchema,
      status: 201,
      audit: "message.template_create",
    },
    ({ body }, c) => createReplyTemplate(c.var.db, body),
  ),
  "PATCH /admin/contacts/reply-templates/{id}": endpoint(
    {
      summary: "Alterar modelo de resposta",
      access: "user",
      params: idParams,
      body: replyTemplateSchema,
      response: replyTemplateResponseSchema,
      audit: "message.template_update",
    },
    ({ params, body }, c) => updateReplyTemplate(c.var.db, params.id, body),
  ),
  "DELETE /admin/contacts/reply-templates/{id}": endpoint(
    {
      summary: "Excluir modelo de resposta",
      access: "user",
      params: idParams,
      response: z.object({ id: z.number().int() }),
      audit: "message.template_delete",
    },
    ({ params }, c) => deleteReplyTemplate(c.var.db, params.id),
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
  "PATCH /admin/contacts/{id}": endpoint(
    {
      summary:
        "Andamento do contato: status (new, contacted, proposal, won, lost com lostReason), ownerId, followUpAt",
      access: "user",
      params: idParams,
      body: leadUpdateSchema,
      response: contactMessageSchema,
      audit: "message.update",
    },
    ({ params, body }, c) => updateLead(c.var.db, params.id, body, c.var.user!),
  ),
  "GET /admin/contacts/{id}/notes": endpoint(
    {
      summary: "Linha do tempo do contato: notas, respostas e mudanças de status",
      access: "user",
      params: idParams,
      response: z.array(leadEventSchema),
    },
    ({ params }, c) => listLeadEvents(c.var.db, params.id),
  ),
  "POST /admin/contacts/{id}/notes": endpoint(
    {
      summary: "Anotar no contato",
      access: "user",
      params: idParams,
      body: leadTextSchema,
      response: leadEventSchema,
      status: 201,
      audit: "message.note",
    },
    ({ params, body }, c) => addLeadNote(c.var.db, params.id, body.body, c.var.user!),
  ),
  "POST /admin/contacts/{id}/reply": endpoint(
    {
      summary: "Responder por e-mail ao visitante (Re: {assunto}, pela fila de e-mails)",
      access: "user",
      params: idParams,
      body: leadTextSchema,
      response: leadEventSchema,
      status: 201,
      audit: "message.reply",
    },
    ({ params, body }, c, deps) =>
      replyToLead(c.var.db, deps.config, params.id, body.body, c.var.user!),
  ),
};
