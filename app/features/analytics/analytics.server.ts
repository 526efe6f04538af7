import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { leadStatuses } from "../../../db/value-lists.ts";
import type { ScheduledJob } from "../../../server/jobs/scheduler.ts";
import { dayOf, deleteOldSalts } from "./recorder.server.ts";
import type { AnalyticsRange, AnalyticsReport } from "./schemas.ts";

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

// A source is the campaign's utm_source, else the referring host; neither is a direct visit.
const sourceOfEvent = sql`coalesce(nullif(utm_source, ''), nullif(referrer, ''), '')`;
export const directSource = "Direto";

/** Every day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += 86_400_000) days.push(dayOf(at));
  return days;
}

/**
 * The figures of `/admin/estatisticas` and `GET /api/admin/analytics` (docs/product.md#analytics):
 * the raw events of the last 90 days and the daily totals they were folded into, added up.
 */
export async function analyticsReport(
  db: Db,
  { from, to }: AnalyticsRange,
): Promise<AnalyticsReport> {
  const inRange = sql`day >= ${from} and day <= ${to}`;
  const [daily, leads, pages, sources, campaigns, goals, home, contactViews, statuses, demo] =
    await Promise.all([
      rowsOf<{ day: string; pageviews: number; visitors: number }>(
        db.execute(sql`
        select day, sum(pageviews)::int as pageviews, sum(visitors)::int as visitors from (
          select day, sum(events) as pageviews, count(distinct visitor) as visitors
            from analytics_events where kind = 'pageview' and ${inRange} group by day
          union all
          select day, events, visitors from analytics_daily
           where kind = 'pageview' and dimension = 'total' and ${inRange}
        ) t group by day`),
      ),
      rowsOf<{ day: string; leads: number }>(
        db.execute(sql`
        select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as leads
          from contact_messages
         where not spam and created_at >= ${from}::date and created_at < ${to}::date + 1
         group by 1`),
      ),
      top(db, "path", sql`path`, sql`kind = 'pageview'`, "events", inRange),
      top(db, "source", sourceOfEvent, sql`kind = 'pageview'`, "visitors", inRange),
      top(
        db,
        "campaign",
        sql`utm_campaign`,
        sql`kind = 'pageview' and utm_campaign <> ''`,
        "visitors",
        inRange,
      ),
      rowsOf<{ kind: string; events: number }>(
        db.execute(sql`
        select kind, sum(events)::int as events from (
          select kind, sum(events) as events from analytics_events
           where kind <> 'pageview' and ${inRange} group by kind
          union all
          select kind, events from analytics_daily
           where kind <> 'pageview' and dimension = 'total' and ${inRange}
        ) t group by kind`),
      ),
      rowsOf<{ visitors: number }>(
        db.execute(sql`
        select coalesce(sum(visitors), 0)::int as visitors from (
          select count(distinct visitor) as visitors from analytics_events
           where kind = 'pageview' and path = '/' and ${inRange} group by day
          union all
          select visitors from analytics_daily
           where kind = 'pageview' and dimension = 'path' and value = '/' and ${inRange}
        ) t`),
      ),
      rowsOf<{ visitors: number }>(
        db.execute(sql`
        select coalesce(sum(visitors), 0)::int as visitors from (
          select count(distinct visitor) as visitors from analytics_events
           where kind = 'contact_view' and ${inRange} group by day
          union all
          select visitors from analytics_daily
           where kind = 'contact_view' and dimension = 'total' and ${inRange}
        ) t`),
      ),
      rowsOf<{ status: string; leads: number }>(
        db.execute(sql`
        select status, count(*)::int as leads from contact_messages
         where not spam and created_at >= ${from}::date and created_at < ${to}::date + 1
         group by status`),
      ),
      rowsOf<{ demo: boolean }>(
        db.execute(sql`
        select exists (select 1 from analytics_events where demo and ${inRange}) as demo`),
      ),
    ]);

  const byDay = new Map(daily.map((row) => [row.day, row]));
  const leadsByDay = new Map(leads.map((row) => [row.day, row.leads]));
  const days = daysBetween(from, to).map((date) => ({
    date,
    visitors: byDay.get(date)?.visitors ?? 0,
    pageviews: byDay.get(date)?.pageviews ?? 0,
    leads: leadsByDay.get(date) ?? 0,
  }));
  const goal = (kind: string) => goals.find((row) => row.kind === kind)?.events ?? 0;
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const conversions = {
    contact: goal("contact"),
    whatsapp: goal("whatsapp"),
    newsletter: goal("newsletter"),
    testimonial: goal("testimonial"),
  };
  return {
    from,
    to,
    visitors,
    pageviews: days.reduce((sum, day) => sum + day.pageviews, 0),
    // Contacts ÷ visitors; a contact sent without a counted visit (a robot-looking browser, the
    // API called directly) must not push it past 100 %.
    conversionRate: visitors === 0 ? 0 : Math.min(1, conversions.contact / visitors),
    topPages: pages.map(({ value, count }) => ({ path: value, pageviews: count })),
    sources: sources.map(({ value, count }) => ({
      source: value || directSource,
      visitors: count,
    })),
    campaigns: campaigns.map(({ value, count }) => ({ campaign: value, visitors: count })),
    conversions,
    leadsByStatus: leadStatuses.map((status) => ({
      status,
      leads: statuses.find((row) => row.status === status)?.leads ?? 0,
    })),
    funnel: {
      visits: home[0]?.visitors ?? 0,
      contactViews: contactViews[0]?.visitors ?? 0,
      contacts: conversions.contact,
    },
    demo: demo[0]?.demo === true,
    daily: days,
  };
}

/** The ten largest values of one dimension, counted in events or in visitors. */
function top(
  db: Db,
  dimension: "path" | "source" | "campaign",
  expression: ReturnType<typeof sql>,
  where: ReturnType<typeof sql>,
  measure: "events" | "visitors",
  inRange: ReturnType<typeof sql>,
) {
  const raw = measure === "events" ? sql`sum(events)` : sql`count(distinct visitor)`;
  return rowsOf<{ value: string; count: number }>(
    db.execute(sql`
      select value, sum(n)::int as count from (
        select ${expression} as value, ${raw} as n from analytics_events
         where ${where} and ${inRange} group by day, 1
        union all
        select value, ${sql.raw(measure)} from analytics_daily
         where kind = 'pageview' and dimension = ${dimension} and ${inRange}
      ) t group by value order by count desc, value limit 10`),
  );
}

/** Raw events are kept 90 days, then only their daily totals. */
const KEEP_RAW_DAYS = 90;

/**
 * Folds the events older than 90 days into daily totals and deletes them, and deletes the salts
 * older than 48 hours (decision 0045). One transaction: a failure leaves both as they were.
 */
export async function foldOldEvents(db: Db, now = Date.now()): Promise<string> {
  const salts = await deleteOldSalts(db, now);
  const before = dayOf(now - KEEP_RAW_DAYS * 86_400_000);
  const old = sql`day < ${before}`;
  const folded = await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into analytics_daily (day, kind, dimension, value, events, visitors)
      select day, kind, 'total', '', sum(events), count(distinct visitor)
        from analytics_events where ${old} group by day, kind
      union all
      select day, kind, 'path', path, sum(events), count(distinct visitor)
        from analytics_events where ${old} and kind = 'pageview' group by day, kind, path
      union all
      select day, kind, 'source', ${sourceOfEvent}, sum(events), count(distinct visitor)
        from analytics_events where ${old} and kind = 'pageview' group by day, kind, 4
      union all
      select day, kind, 'campaign', utm_campaign, sum(events), count(distinct visitor)
        from analytics_events where ${old} and kind = 'pageview' and utm_campaign <> ''
       group by day, kind, utm_campaign
      on conflict (day, kind, dimension, value) do update
        set events = analytics_daily.events + excluded.events,
            visitors = analytics_daily.visitors + excluded.visitors`);
    const deleted = await rowsOf<{ n: number }>(
      tx.execute(sql`
        with gone as (delete from analytics_events where ${old} returning events)
        select coalesce(sum(events), 0)::int as n from gone`),
    );
    return deleted[0]?.n ?? 0;
  });
  return `${folded} eventos resumidos por dia, ${salts} sal(is) apagado(s)`;
}

/** Once an hour, on one instance: the fold and the salts' deletion. */
export const analyticsFoldJob: ScheduledJob = {
  name: "analytics-fold",
  everyMs: 60 * 60_000,
  run: (db) => foldOldEvents(db),
};
