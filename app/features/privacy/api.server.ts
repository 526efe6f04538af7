import { Hono } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../../../server/http/app-env.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { ok } from "../../../server/http/responses.ts";
import { requireAdmin } from "../../../server/http/session.ts";
import { parseBody, parseId, parseQuery, validate } from "../../../server/http/validation.ts";
import { HttpError } from "../../lib/http-error.ts";
import { subjectDataHtml } from "./export-html.ts";
import { correctField, eraseSubject, findSubjectData } from "./privacy.server.ts";
import {
  listPrivacyRequests,
  overdueCount,
  registerPrivacyRequest,
  updatePrivacyRequest,
} from "./requests.server.ts";
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
 * /api/admin/privacy: data-subject requests under the LGPD (docs/product.md#privacy), admins only.
 * Every call names the person (`email`) and is recorded in the activity log.
 */
export function adminPrivacyRoutes({ config }: RouterDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get("/search", async (c) => {
      const { email } = parseQuery(c, subjectQuerySchema);
      c.set("auditTarget", email);
      return ok(c, await findSubjectData(c.var.db, email));
    })
    .get("/export", async (c) => {
      const { email, format } = parseQuery(c, exportQuerySchema);
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
    })
    .post("/erase", async (c) => {
      const { email } = await parseBody(c, eraseSchema);
      c.set("auditTarget", email);
      return ok(c, await eraseSubject(c.var.db, email));
    })
    .post("/correct", async (c) => {
      const { kind, id, field, value } = await parseBody(c, correctionSchema);
      const rules: Record<string, z.ZodType<string>> = correctableFields[kind];
      const rule = Object.hasOwn(rules, field) ? rules[field] : undefined;
      if (!rule) throw new HttpError(400, privacyMessages.field);
      const checked = validate(rule, value);
      const stored = checked === "" && field === "companyName" ? null : checked;
      if (!(await correctField(c.var.db, kind, id, field, stored))) {
        throw new HttpError(404, privacyMessages.notFound);
      }
      c.set("auditTarget", `${kind} #${id}: ${field}`);
      return ok(c, { kind, id, field, value: stored });
    })
    .get("/requests", async (c) => ok(c, await listPrivacyRequests(c.var.db)))
    .get("/requests/overdue", async (c) => ok(c, { count: await overdueCount(c.var.db) }))
    .post("/requests", async (c) => {
      const input = await parseBody(c, requestCreateSchema);
      const created = await registerPrivacyRequest(c.var.db, input);
      c.set("auditTarget", `${input.email} (${requestTypeLabels[input.type]})`);
      return ok(c, created, 201);
    })
    .patch("/requests/:id", async (c) => {
      const id = parseId(c.req.param("id"));
      return ok(
        c,
        await updatePrivacyRequest(c.var.db, id, await parseBody(c, requestUpdateSchema)),
      );
    });
}
