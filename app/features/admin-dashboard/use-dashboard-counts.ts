import { useQuery } from "@tanstack/react-query";
import { analyticsApi } from "../analytics/index.ts";
import { auditApi } from "../audit/index.ts";
import { contactApi } from "../contact/index.ts";
import { mailApi } from "../mail/index.ts";
import { mediaApi } from "../media/index.ts";
import { newsletterApi } from "../newsletter/index.ts";
import { portfolioApi } from "../portfolio/index.ts";
import { privacyApi } from "../privacy/index.ts";
import { testimonialsApi } from "../testimonials/index.ts";
import { usersApi } from "../users/index.ts";

export interface CardCount {
  /**
   * null while the first answer is pending; absent for a card that counts nothing (Configurações:
   * its badge says what failed, and a number of queued mails read as "0 itens" to staff).
   */
  count?: number | null;
  /** The badge number (active, pending, unread); absent for count-only cards. */
  highlight?: number;
}

/*
 * The query keys are the API paths (docs/product.md#api-routes), shared with the screens' own
 * queries, so opening a card reuses what the dashboard fetched. A failed call stays an error in
 * the cache (the screen then shows its own error) while the dashboard quietly reads it as empty
 * or zero (docs/product.md#api-routes).
 */
export function useDashboardCounts({ isAdmin }: { isAdmin: boolean }) {
  const portfolio = useQuery(portfolioApi.query("GET /admin/portfolio", {}));
  const testimonials = useQuery(testimonialsApi.query("GET /admin/testimonials/stats", {}));
  const contacts = useQuery(contactApi.query("GET /admin/contacts/stats", {}));
  const newsletter = useQuery(newsletterApi.query("GET /admin/newsletter/stats", {}));
  const media = useQuery(mediaApi.query("GET /admin/media/stats", {}));
  // The last 30 days' visitors (the API's default period).
  const statistics = useQuery(analyticsApi.query("GET /admin/analytics", {}));
  // Editors would only get a 403 here: don't ask.
  const users = useQuery({ ...usersApi.query("GET /admin/users/stats", {}), enabled: isAdmin });
  const privacy = useQuery({
    ...privacyApi.query("GET /admin/privacy/requests", {}),
    enabled: isAdmin,
  });
  // One entry is enough: the page's meta carries the total.
  const activity = useQuery({
    ...auditApi.query("GET /admin/audit", { query: { limit: "1" } }),
    enabled: isAdmin,
  });
  const mail = useQuery({ ...mailApi.query("GET /admin/settings/mail", {}), enabled: isAdmin });

  const settled = (q: { isPending: boolean; isError: boolean }) => !q.isPending || q.isError;
  const list = <T>(q: { data?: T[]; isError: boolean }) => (q.isError ? [] : (q.data ?? []));

  return {
    // No count: the site's documents are always the same four.
    content: {},
    portfolio: {
      count: settled(portfolio) ? list(portfolio).length : null,
      highlight: list(portfolio).filter((p) => p.active).length,
    },
    testimonials: {
      // docs/product.md#spam: the stats leave spam out; it waits under the moderation's Spam tab.
      count: settled(testimonials) ? safeNumber(testimonials.data?.count) : null,
      highlight: safeNumber(testimonials.data?.pending),
    },
    messages: {
      count: settled(contacts) ? safeNumber(contacts.data?.count) : null,
      highlight: safeNumber(contacts.data?.unread),
    },
    newsletter: { count: settled(newsletter) ? safeNumber(newsletter.data?.count) : null },
    media: { count: settled(media) ? safeNumber(media.data?.count) : null },
    // No count: the badge says the last 30 days' visitors.
    statistics: { highlight: safeNumber(statistics.data?.visitors) },
    users: { count: settled(users) ? safeNumber(users.data?.count) : null },
    privacy: {
      count: settled(privacy) ? list(privacy).filter((r) => r.status === "open").length : null,
      highlight: list(privacy).filter((r) => r.overdue).length,
    },
    activity: { count: settled(activity) ? safeNumber(activity.data?.meta?.total) : null },
    // No count (docs/product.md#dashboard): failed mails are the card's badge.
    settings: { highlight: mail.data?.failed.length ?? 0 },
  } satisfies Record<string, CardCount>;
}

/** Anything but a finite number (an odd answer, an error) reads as 0. */
function safeNumber(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}
