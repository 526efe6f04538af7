import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge.tsx";
import { type CardSpec, cards } from "./cards.ts";
import { badgeText, itemCount } from "./counts.ts";
import { type CardCount, useDashboardCounts } from "./use-dashboard-counts.ts";

export function DashboardCards({ isAdmin }: { isAdmin: boolean }) {
  const counts = useDashboardCounts({ isAdmin });
  return (
    <section aria-labelledby="dashboard-sections">
      <h2
        id="dashboard-sections"
        className="mb-4 text-xs font-semibold tracking-widest text-ink-500 uppercase"
      >
        Áreas de gestão
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards
          .filter((card) => isAdmin || !card.adminOnly)
          .map((card) => (
            <li key={card.key}>
              <DashboardCard card={card} count={counts[card.key]} />
            </li>
          ))}
      </ul>
    </section>
  );
}

function DashboardCard({ card, count }: { card: CardSpec; count: CardCount }) {
  const Icon = card.icon;
  const highlight = card.badge && count.highlight ? count.highlight : 0;
  return (
    <Link
      to={card.to}
      className="group relative flex h-full flex-col gap-5 overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-400"
    >
      <span
        aria-hidden
        className="pointer-events-none absolute -top-16 -right-16 size-40 rounded-full bg-brand-500/0 blur-2xl transition-colors group-hover:bg-brand-500/15"
      />
      <div className="flex items-start justify-between gap-3">
        <span className="grid size-12 place-items-center rounded-2xl bg-ink-900 text-lime-400">
          <Icon className="size-6" aria-hidden />
        </span>
        {highlight > 0 && card.badge && (
          <Badge tone={card.badgeTone ?? "brand"}>{badgeText(highlight, ...card.badge)}</Badge>
        )}
      </div>
      <div className="grid gap-1">
        <h3 className="flex items-center gap-1.5 text-lg font-semibold text-ink-950">
          {card.title}
          <ArrowUpRight
            className="size-4 text-ink-300 transition-colors group-hover:text-brand-600"
            aria-hidden
          />
        </h3>
        <p className="text-sm text-ink-500">{card.description}</p>
      </div>
      {count.count !== undefined && (
        <p className="mt-auto font-display text-2xl font-semibold text-ink-950 tabular-nums">
          {count.count === null ? (
            <span className="inline-block h-7 w-20 animate-pulse rounded-md bg-ink-100">
              <span className="sr-only">Carregando...</span>
            </span>
          ) : (
            itemCount(count.count)
          )}
        </p>
      )}
    </Link>
  );
}
