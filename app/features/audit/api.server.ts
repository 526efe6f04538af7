import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../server/http/app-env.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { parsePageQuery } from "../../../server/http/paging.ts";
import { okPage } from "../../../server/http/responses.ts";
import { requireAdmin } from "../../../server/http/session.ts";
import { parseQuery } from "../../../server/http/validation.ts";
import { isCalendarDay } from "../../lib/calendar-day.ts";
import { text } from "../../lib/schema-helpers.ts";
import { isAuditAction } from "./actions.ts";
import { listAudit } from "./audit.server.ts";

export const auditFilterMessages = {
  person: "A pessoa deve ter no máximo 100 caracteres",
  action: "Ação desconhecida",
  date: "Use datas no formato AAAA-MM-DD",
} as const;

// A day that exists (Date.parse would roll 2024-02-31 over to March), within the years any date
// field accepts (docs/product.md#date-fields).
const day = z
  .string({ error: auditFilterMessages.date })
  .refine(isCalendarDay, auditFilterMessages.date)
  .optional();

const filtersSchema = z.object({
  person: text(auditFilterMessages.person).max(100, auditFilterMessages.person).optional(),
  action: z.string().refine(isAuditAction, auditFilterMessages.action).optional(),
  from: day,
  to: day,
});

// The agency's days: São Paulo keeps UTC-3 all year since 2019.
const dayStart = (value: string) => new Date(`${value}T00:00:00-03:00`);
const nextDayStart = (value: string) => new Date(dayStart(value).getTime() + 86_400_000);

/** GET /api/admin/audit: the activity log, admins only; nothing here changes an entry. */
export function adminAuditRoutes(_deps: RouterDeps) {
  return new Hono<AppEnv>().use(requireAdmin).get("/", async (c) => {
    const { person, action, from, to } = parseQuery(c, filtersSchema.loose());
    const filters = {
      person: person || undefined,
      action,
      from: from ? dayStart(from) : undefined,
      to: to ? nextDayStart(to) : undefined,
    };
    return okPage(c, await listAudit(c.var.db, filters, parsePageQuery(c)));
  });
}
