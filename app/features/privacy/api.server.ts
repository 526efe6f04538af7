import { z } from "zod";
import { endpoint } from "../../../server/http/endpoint.ts";
import { validate } from "../../../server/http/validation.ts";
import { HttpError } from "../../lib/http-error.ts";
import { idParams } from "../../lib/schema-helpers.ts";
import { subjectDataHtml } from "./export-html.server.ts";
import { correctField, eraseSubject, findSubjectData } from "./privacy.server.ts";
import {
  listPrivacyRequests,
  overdueCount,
  registerPrivacyRequest,
  updatePrivacyRequest,
} from "./requests.server.ts";
import {
  correctionResultSchema,
  erasureReportSchema,
  overdueCountSchema,
  privacyRequestSchema,
  subjectDataSchema,
} from "./responses.ts";
import {
  correctableFields,
  correctionSchema,
  eraseSchema,
  exportQuerySchema,
  privacyMessages,
  requestCreateSchema,
  requestUpdateSchema,
  subjectQuerySchema,
} from "./schemas.ts";
import { requestTypeLabels } from "./texts.ts";

/** A file name that names the person without letting their address shape the header. */
const fileStem = (email: string) => `dados-${email.replace(/[^A-Za-z0-9._@-]/g, "_")}`;

/**
 * The data-subject requests under the LGPD (docs/product.md#privacy), admins only. Every call
 * names the person (`email`) and is recorded in the activity log. Every write drops the public
 * testimonials: an erasure anonymises them.
 */
export const privacyEndpoints = {
  "GET /admin/privacy/search": endpoint(
    {
      summary: "Tudo o que está guardado sobre um e-mail (?email=)",
      access: "admin",
      query: subjectQuerySchema,
      response: subjectDataSchema,
      audit: "privacy.search",
    },
    ({ query }, c) => {
      c.set("auditTarget", query.email);
      return findSubjectData(c.var.db, query.email);
    },
  ),
  "GET /admin/privacy/export": endpoint(
    {
      summary: "Exportar os dados de um e-mail (?email=&format=json|html)",
      access: "admin",
      query: exportQuerySchema,
      download: "application/json",
      audit: "privacy.export",
    },
    async ({ query: { email, format } }, c, { config }) => {
      c.set("auditTarget", `${email} (${format})`);
      const data = await findSubjectData(c.var.db, email);
      const name = `${fileStem(email)}.${format}`;
      const headers = { "content-disposition": `attachment; filename="${name}"` };
      if (format === "html") {
        return c.body(subjectDataHtml(data, config.site.name), 200, {
          ...headers,
          "content-type": "text/html; charset=utf-8",
        });
      }
      return c.body(JSON.stringify(data, null, 2), 200, {
        ...headers,
        "content-type": "application/json; charset=utf-8",
      });
    },
  ),
  "POST /admin/privacy/erase": endpoint(
    {
      summary: "Eliminar os dados de um e-mail",
      access: "admin",
      body: eraseSchema,
      response: erasureReportSchema,
      audit: "privacy.erase",
      drops: ["testimonials"],
    },
    ({ body }, c) => {
      c.set("auditTarget", body.email);
      return eraseSubject(c.var.db, body.email);
    },
  ),
  "POST /admin/privacy/correct": endpoint(
    {
      summary: "Corrigir um campo de um registro",
      access: "admin",
      body: correctionSchema,
      response: correctionResultSchema,
      audit: "privacy.correct",
      drops: ["testimonials"],
    },
    async ({ body: { kind, id, field, value } }, c) => {
      const rules: Record<string, z.ZodType<string>> = correctableFields[kind];
      const rule = Object.hasOwn(rules, field) ? rules[field] : undefined;
      if (!rule) throw new HttpError(400, privacyMessages.field);
      const checked = validate(rule, value);
      const stored = checked === "" && field === "companyName" ? null : checked;
      if (!(await correctField(c.var.db, kind, id, field, stored))) {
        throw new HttpError(404, privacyMessages.notFound);
      }
      c.set("auditTarget", `${kind} #${id}: ${field}`);
      return { kind, id, field, value: stored };
    },
  ),
  "GET /admin/privacy/requests": endpoint(
    {
      summary: "Solicitações de titulares",
      access: "admin",
      response: z.array(privacyRequestSchema),
    },
    (_input, c) => listPrivacyRequests(c.var.db),
  ),
  "GET /admin/privacy/requests/overdue": endpoint(
    {
      summary: "Solicitações em aberto após o prazo",
      access: "admin",
      response: overdueCountSchema,
    },
    async (_input, c) => ({ count: await overdueCount(c.var.db) }),
  ),
  "POST /admin/privacy/requests": endpoint(
    {
      summary: "Registrar uma solicitação",
      access: "admin",
      body: requestCreateSchema,
      response: privacyRequestSchema,
      status: 201,
      audit: "privacy.request",
      drops: ["testimonials"],
    },
    async ({ body }, c) => {
      const created = await registerPrivacyRequest(c.var.db, body);
      c.set("auditTarget", `${body.email} (${requestTypeLabels[body.type]})`);
      return created;
    },
  ),
  "PATCH /admin/privacy/requests/{id}": endpoint(
    {
      summary: "Atualizar uma solicitação",
      access: "admin",
      params: idParams,
      body: requestUpdateSchema,
      response: privacyRequestSchema,
      audit: "privacy.request_update",
      drops: ["testimonials"],
    },
    ({ params, body }, c) => updatePrivacyRequest(c.var.db, params.id, body),
  ),
};
