import type { analyticsEvents } from "../schema.ts";

type EventRow = typeof analyticsEvents.$inferInsert;

const pages = ["/", "/", "/", "/portfolio", "/portfolio", "/depoimentos", "/privacidade"];
const projectPages = ["/portfolio/viva-bem", "/portfolio/cantina", "/portfolio/advocacia"];
// [referrer host, utm_source, utm_medium, utm_campaign], weighted by repetition.
const origins: [string, string, string, string][] = [
  ["", "", "", ""],
  ["", "", "", ""],
  ["", "", "", ""],
  ["google.com", "", "", ""],
  ["google.com", "", "", ""],
  ["google.com", "google", "cpc", "sites-institucionais"],
  ["l.instagram.com", "instagram", "social", "portfolio-2026"],
  ["l.instagram.com", "", "", ""],
  ["linkedin.com", "", "", ""],
  ["", "newsletter", "email", "novidades-mensal"],
];
const devices = ["mobile", "mobile", "mobile", "desktop", "desktop", "tablet"] as const;

/**
 * `npm run demo`'s statistics: 90 days of plausible visits and goals, so /admin/estatisticas is
 * not empty. Every row is marked `demo` and its visitor is named `demo-…`, never a hash: nobody
 * could take them for counted figures, and only the demo seed (never `npm start`) writes them.
 * Deterministic, so every demo shows the same figures for the same day.
 */
export function demoAnalyticsEvents(now: Date): EventRow[] {
  let state = 20_260_101;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const rows: EventRow[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let back = 89; back >= 0; back--) {
    const dayStart = today - back * 86_400_000;
    const day = new Date(dayStart).toISOString().slice(0, 10);
    const weekday = new Date(dayStart).getUTCDay();
    // Fewer on weekends, slowly growing over the quarter.
    const base = (weekday === 0 || weekday === 6 ? 18 : 34) + Math.round((89 - back) / 6);
    const visitors = base + Math.floor(random() * 12);
    for (let n = 0; n < visitors; n++) {
      const visitor = `demo-${day}-${n}`;
      const [referrer, utmSource, utmMedium, utmCampaign] = pick(origins);
      const device = pick(devices);
      let at = dayStart + Math.floor(random() * 22 * 3_600_000);
      const views = 1 + Math.floor(random() * 3);
      // Only the first page view of the visit carries where it came from.
      let first = true;
      const event = (kind: EventRow["kind"], path: string): EventRow => {
        const origin = first
          ? { referrer, utmSource, utmMedium, utmCampaign }
          : { referrer: "", utmSource: "", utmMedium: "", utmCampaign: "" };
        first = false;
        return {
          at: new Date(at),
          day,
          kind,
          visitor,
          path,
          device,
          demo: true,
          ...origin,
        };
      };
      let sawHome = false;
      for (let view = 0; view < views; view++) {
        const path = view === 1 ? pick(projectPages) : pick(pages);
        sawHome ||= path === "/";
        rows.push(event("pageview", path));
        at += 40_000 + Math.floor(random() * 120_000);
      }
      // About half the home's visitors scroll down to its contact form.
      if (sawHome && random() < 0.5) rows.push(event("contact_view", "/"));
      const chance = random();
      if (chance < 0.025) rows.push(event("contact", "/"));
      else if (chance < 0.05) rows.push(event("whatsapp", "/ir/whatsapp"));
      else if (chance < 0.06) rows.push(event("newsletter", "/"));
      else if (chance < 0.065) rows.push(event("testimonial", "/depoimentos"));
    }
  }
  return rows;
}
