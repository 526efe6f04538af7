import { useQuery } from "@tanstack/react-query";
import type { ContactStats } from "../contact/types.ts";
import type { Project } from "../portfolio/types.ts";
import type { Testimonial } from "../testimonials/types.ts";

export interface CardCount {
  /** null while the first answer is pending. */
  count: number | null;
  /** The badge number (active, pending, unread); absent for count-only cards. */
  highlight?: number;
}

/*
 * The keys are the API paths (SPEC 7), shared with the screens' own queries, so opening a card
 * reuses what the dashboard fetched. A failed call stays an error in the cache (the screen then
 * shows its own error) while the dashboard quietly reads it as empty / zero (SPEC 7.3).
 */
function useList<T>(path: string) {
  return useQuery<T[]>({ queryKey: [path] });
}

export function useDashboardCounts({ isAdmin }: { isAdmin: boolean }) {
  const portfolio = useList<Project>("/api/admin/portfolio");
  const testimonials = useList<Testimonial>("/api/admin/testimonials");
  const contacts = useQuery<ContactStats>({ queryKey: ["/api/admin/contacts/stats"] });
  const newsletter = useQuery<{ count: number }>({ queryKey: ["/api/admin/newsletter/stats"] });
  // Editors would only get a 403 here: don't ask.
  const users = useQuery<{ count: number }>({
    queryKey: ["/api/admin/users/stats"],
    enabled: isAdmin,
  });

  const settled = (q: { isPending: boolean; isError: boolean }) => !q.isPending || q.isError;
  const list = <T>(q: { data?: T[]; isError: boolean }) => (q.isError ? [] : (q.data ?? []));

  return {
    portfolio: {
      count: settled(portfolio) ? list(portfolio).length : null,
      highlight: list(portfolio).filter((p) => p.active).length,
    },
    testimonials: {
      count: settled(testimonials) ? list(testimonials).length : null,
      highlight: list(testimonials).filter((t) => t.status === "pending").length,
    },
    messages: {
      count: settled(contacts) ? safeNumber(contacts.data?.count) : null,
      highlight: safeNumber(contacts.data?.unread),
    },
    newsletter: { count: settled(newsletter) ? safeNumber(newsletter.data?.count) : null },
    users: { count: settled(users) ? safeNumber(users.data?.count) : null },
  } satisfies Record<string, CardCount>;
}

/** Anything but a finite number (an odd answer, an error) reads as 0. */
function safeNumber(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}
