import { History } from "lucide-react";
import { useState } from "react";
import { DateField } from "../../../components/ui/date-picker.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { Field, inputClass } from "../../../components/ui/field.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import { DataTable, TableCell, TableHead, TableRow } from "../../../components/ui/table.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { usePagedList } from "../../../lib/use-paged-list.ts";
import { auditActionLabel, auditActions } from "../actions.ts";
import { auditApi } from "../api.ts";

const listPath = auditApi.list("GET /admin/audit");

/**
 * /admin/atividade (admins only): the activity log, newest first, filtered by person, action and
 * period, a page at a time (docs/product.md#audit). Read only: nothing here changes an entry.
 */
export function ActivityView() {
  const [person, setPerson] = useState("");
  const [action, setAction] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const { list, items, more } = usePagedList(listPath, {
    q: "",
    sort: "newest",
    filters: { person: person.trim(), action, from, to },
  });
  const filtered = Boolean(person.trim() || action || from || to);

  return (
    <div className="grid gap-6">
      <form
        aria-label="Filtros"
        className="grid items-start gap-4 rounded-[var(--radius-card)] border border-ink-100 bg-white p-4 shadow-card sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field id="activity-person" label="Pessoa">
          <input
            id="activity-person"
            type="search"
            className={inputClass}
            placeholder="Nome ou usuário"
            value={person}
            onChange={(event) => setPerson(event.target.value)}
          />
        </Field>
        <Field id="activity-action" label="Ação">
          <select
            id="activity-action"
            className={cn(inputClass, "appearance-auto")}
            value={action}
            onChange={(event) => setAction(event.target.value)}
          >
            <option value="">Todas as ações</option>
            {Object.entries(auditActions).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        {/* São Paulo days; a date being typed, or one that does not exist, filters nothing. */}
        <DateField
          id="activity-from"
          label="De"
          value={from}
          max={to || undefined}
          clearable
          onChange={(day) => setFrom(day ?? "")}
        />
        <DateField
          id="activity-to"
          label="Até"
          value={to}
          min={from || undefined}
          clearable
          onChange={(day) => setTo(day ?? "")}
        />
      </form>

      <section
        aria-label="Atividades"
        className="overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-card"
      >
        <ListStates
          list={list}
          loading="Carregando atividades..."
          failed="Não foi possível carregar as atividades."
        >
          {items.length === 0 ? (
            <EmptyState
              icon={History}
              title={filtered ? "Nenhuma atividade encontrada" : "Nenhuma atividade registrada"}
              className="m-4 border-none sm:m-5"
            >
              {filtered
                ? "Nenhuma atividade corresponde aos filtros escolhidos."
                : "As ações da equipe no painel aparecem aqui."}
            </EmptyState>
          ) : (
            <DataTable
              label="Tabela de atividades"
              caption="Registro de atividades do painel, mais recentes primeiro"
              head={
                <>
                  <TableHead>Quando</TableHead>
                  <TableHead>Quem</TableHead>
                  <TableHead>Ação</TableHead>
                  <TableHead>Alvo</TableHead>
                  <TableHead>IP</TableHead>
                </>
              }
            >
              {items.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell label="Quando" className="tabular-nums md:whitespace-nowrap">
                    {formatDateTime(entry.createdAt)}
                  </TableCell>
                  <TableCell card="title" className="font-medium text-ink-900">
                    {entry.actorName ?? (
                      <span className="text-ink-500">
                        {entry.action.startsWith("retention.") ? "Sistema" : "Visitante"}
                      </span>
                    )}
                    {entry.actorUsername && (
                      <span className="block text-xs font-normal text-ink-500">
                        {entry.actorUsername}
                      </span>
                    )}
                  </TableCell>
                  <TableCell label="Ação">{auditActionLabel(entry.action)}</TableCell>
                  {/* Words wrap whole; only a long address or id is cut, where nothing else fits. */}
                  <TableCell label="Alvo" className="min-w-48 [overflow-wrap:anywhere]">
                    {entry.target ?? "—"}
                  </TableCell>
                  <TableCell label="IP" className="tabular-nums">
                    {entry.ip ?? "—"}
                  </TableCell>
                </TableRow>
              ))}
            </DataTable>
          )}
        </ListStates>
        {list.isSuccess && <LoadMore {...more} />}
      </section>
    </div>
  );
}
