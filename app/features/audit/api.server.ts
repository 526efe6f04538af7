import { z } from "zod";
import { endpoint } from "../../../server/http/endpoint.ts";
import { isCalendarDay } from "../../lib/calendar-day.ts";
import { text } from "../../lib/schema-helpers.ts";
import { isAuditAction } from "./actions.ts";
import { listAudit } from "./audit.server.ts";
import { auditEntrySchema } from "./responses.ts";

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

// Loose: the page's own parameters (limit, cursor, sort) come beside the filters.
const filtersSchema = z
  .object({
    person: text(auditFilterMessages.person).max(100, auditFilterMessages.person).optional(),
    action: z.string().refine(isAuditAction, auditFilterMessages.action).optional(),
    from: day,
    to: day,
  })
  .loose();

// The agency's days: São Paulo keeps UTC-3 all year since 2019.
const dayStart = (value: string) => new Date(`${value}T00:00:00-03:00`);
const nextDayStart = (value: string) => new Date(dayStart(value).getTime() + 86_400_000);

/** The activity log, admins only; nothing here changes an entry. */
export const auditEndpoints = {
  "GET /admin/audit": endpoint(
    {
      summary: "Registro de atividades (person, action, from, to, limit, cursor, sort)",
      access: "admin",
      query: filtersSchema,
      response: auditEntrySchema,
      paged: true,
    },
    ({ query: { person, action, from, to }, page }, c) => {
      const filters = {
        person: person || undefined,
        action,
        from: from ? dayStart(from) : undefined,
        to: to ? nextDayStart(to) : undefined,
      };
      return listAudit(c.var.db, filters, page);
    },
  ),
};
