import { z } from "zod";
import { leadStatuses } from "../../../db/value-lists.ts";
import { isCalendarDay } from "../../lib/calendar-day.ts";

export const analyticsMessages = {
  invalidDate: "Data inválida: use o formato AAAA-MM-DD",
  order: "A data inicial deve ser anterior ou igual à final",
  tooLong: "O período deve ter no máximo 366 dias",
} as const;

// A day that exists, within the years any date field accepts (docs/product.md#date-fields).
const day = z
  .string({ error: analyticsMessages.invalidDate })
  .refine(isCalendarDay, analyticsMessages.invalidDate);

const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (value: string, days: number) =>
  new Date(Date.parse(value) - days * 86_400_000).toISOString().slice(0, 10);

/** `?from=&to=` (UTC days, both included); the last 30 days when left out. */
export const analyticsRangeSchema = z
  .object({ from: day.optional(), to: day.optional() })
  .transform(({ from, to }) => {
    const end = to ?? today();
    return { from: from ?? daysBefore(end, 29), to: end };
  })
  .refine(({ from, to }) => from <= to, { message: analyticsMessages.order, path: ["from"] })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= 365 * 86_400_000, {
    message: analyticsMessages.tooLong,
    path: ["from"],
  });
export type AnalyticsRange = z.output<typeof analyticsRangeSchema>;

const count = z.number().int().min(0);

/** What `GET /api/admin/analytics` answers (docs/product.md#analytics). */
export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  visitors: count,
  pageviews: count,
  /** Contacts ÷ visitors, from 0 to 1. */
  conversionRate: z.number().min(0).max(1),
  topPages: z.array(z.object({ path: z.string(), pageviews: count })),
  sources: z.array(z.object({ source: z.string(), visitors: count })),
  campaigns: z.array(z.object({ campaign: z.string(), visitors: count })),
  conversions: z.object({ contact: count, whatsapp: count, newsletter: count, testimonial: count }),
  leadsByStatus: z.array(z.object({ status: z.enum(leadStatuses), leads: count })),
  /** Visitors of the home, then contacts sent. */
  funnel: z.object({ visits: count, contactViews: count, contacts: count }),
  /** The period holds `npm run demo`'s generated figures, not counted visits. */
  demo: z.boolean(),
  daily: z.array(z.object({ date: z.string(), visitors: count, pageviews: count, leads: count })),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
