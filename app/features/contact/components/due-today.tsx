import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { formatDate, isoDay } from "../../../lib/format-date.ts";
import { leadStatusLabels } from "../lead-status.ts";
import { todayQuery } from "./lead-queries.ts";

// A glance, not a list: the rest is one click away in /admin/mensagens.
const SHOWN = 5;

/**
 * 'Para hoje' on the dashboard (docs/product.md#lead-pipeline): the signed-in member's open leads
 * whose follow-up day has come, overdue ones first, each linking to its dialog. Says so when
 * there are none, so the card's place on the dashboard does not jump.
 */
export function DueToday() {
  const due = useQuery({ ...todayQuery, refetchInterval: 60_000 });
  const today = isoDay(new Date());
  const leads = due.data ?? [];
  return (
    <section
      aria-labelledby="due-today"
      className="mb-6 rounded-[var(--radius-card)] border border-ink-100 bg-white p-5 shadow-card"
    >
      <h2 id="due-today" className="flex items-center gap-2 text-base font-semibold text-ink-950">
        <CalendarClock className="size-5 text-brand-600" aria-hidden />
        Para hoje
        {leads.length > 0 && <Badge tone="brand">{leads.length}</Badge>}
      </h2>
      {due.isPending ? (
        <p className="mt-2 text-sm text-ink-500">Carregando...</p>
      ) : due.isError ? (
        <p className="mt-2 text-sm text-red-600">Não foi possível carregar os retornos de hoje.</p>
      ) : leads.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500">
          Nenhum contato seu com retorno marcado para hoje.
        </p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {leads.slice(0, SHOWN).map((lead) => {
            const overdue = isoDay(lead.followUpAt) < today;
            return (
              <li key={lead.id}>
                <Link
                  to={`/admin/mensagens?id=${lead.id}`}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-2 py-1.5 text-sm hover:bg-ink-50"
                >
                  <span className="font-medium text-ink-950">{lead.name}</span>
                  <span className="min-w-0 flex-1 truncate text-ink-500">{lead.subject}</span>
                  <Badge>{leadStatusLabels[lead.status]}</Badge>
                  <span className={overdue ? "text-xs text-red-700" : "text-xs text-ink-500"}>
                    {overdue ? `Atrasado desde ${formatDate(lead.followUpAt)}` : "Hoje"}
                  </span>
                </Link>
              </li>
            );
          })}
          {leads.length > SHOWN && (
            <li>
              <Link to="/admin/mensagens" className="px-2 text-sm font-medium text-brand-700">
                Ver todos os {leads.length} contatos
              </Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
