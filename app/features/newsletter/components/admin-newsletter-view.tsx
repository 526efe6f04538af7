import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MailX, UserMinus, Users } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/alert-dialog.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import { StatCard } from "../../../components/ui/stat-card.tsx";
import {
  DataTable,
  TableCell,
  TableHead,
  TableRow,
  TableSortHead,
} from "../../../components/ui/table.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { Tooltip, TooltipProvider } from "../../../components/ui/tooltip.tsx";
import { formatDate } from "../../../lib/format-date.ts";
import { usePagedList } from "../../../lib/use-paged-list.ts";
import { newsletterApi } from "../api.ts";
import type { Subscriber } from "../types.ts";
import { AdminNewsletterActions } from "./admin-newsletter-actions.tsx";

const listPath = newsletterApi.list("GET /admin/newsletter");
const listKey = [listPath] as const;
const statsQuery = newsletterApi.query("GET /admin/newsletter/stats", {});
// docs/product.md#constants: refreshed every 60 s while the screen is open.
const refetchInterval = 60_000;

export function AdminNewsletterView() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [newestFirst, setNewestFirst] = useState(true);
  // Searched and sorted on the server, a page at a time (docs/product.md#admin-lists).
  const { list, items, total, searched, more } = usePagedList(listPath, {
    q: search,
    sort: newestFirst ? "newest" : "oldest",
    refetchInterval,
  });
  const stats = useQuery({ ...statsQuery, refetchInterval });
  const [toRemove, setToRemove] = useState<Subscriber | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      queryClient.invalidateQueries({ queryKey: statsQuery.queryKey }),
    ]);

  const unsubscribe = useMutation({
    mutationFn: (email: string) =>
      newsletterApi.call("POST /newsletter/unsubscribe", { body: { email } }),
    onSuccess: () =>
      toast({
        title: "Assinatura cancelada",
        description: "O assinante foi removido com sucesso da newsletter.",
      }),
    onError: (error) =>
      toast({
        title: "Erro ao cancelar assinatura",
        description: error.message,
        variant: "destructive",
      }),
    onSettled: async () => {
      await refresh();
      setToRemove(null);
    },
  });

  // Pending (double opt-in) rows are listed as 'Pendente'; the count holds confirmed ones only.
  const shown = items.filter((s) => s.active || s.pending);
  const activeCount = stats.data?.count ?? total;

  return (
    <TooltipProvider>
      <div className="grid gap-6">
        <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_1fr]">
          <StatCard label="Assinantes ativos" value={activeCount} icon={Users} />
          <section
            aria-labelledby="newsletter-actions"
            className="flex flex-col justify-center gap-3 rounded-[var(--radius-card)] border border-ink-100 bg-white p-5 shadow-card"
          >
            <h2
              id="newsletter-actions"
              className="text-xs font-semibold tracking-widest text-ink-500 uppercase"
            >
              Ações rápidas
            </h2>
            <AdminNewsletterActions
              activeCount={activeCount}
              onRefresh={refresh}
              refreshing={list.isFetching || stats.isFetching}
            />
          </section>
        </div>

        <section
          aria-label="Assinantes"
          className="overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-card"
        >
          <div className="flex flex-col gap-3 border-b border-ink-100 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
            <h2 className="text-lg font-semibold text-ink-950">Assinantes</h2>
            <SearchInput
              placeholder="Buscar assinantes..."
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="sm:max-w-xs"
            />
          </div>

          <ListStates
            list={list}
            loading="Carregando assinantes..."
            failed="Não foi possível carregar os assinantes."
          >
            {shown.length === 0 && !searched ? (
              <EmptyState
                icon={MailX}
                title="Nenhum assinante ainda"
                className="m-4 border-none sm:m-5"
              >
                Quem se inscrever pelo rodapé do site aparece aqui.
              </EmptyState>
            ) : shown.length === 0 ? (
              <EmptyState title="Nenhum assinante encontrado" className="m-4 border-none sm:m-5">
                Nenhum assinante corresponde à busca “{searched}”.
              </EmptyState>
            ) : (
              <DataTable
                label="Tabela de assinantes"
                caption="Assinantes ativos da newsletter"
                actions
                head={
                  <>
                    <TableHead>Status</TableHead>
                    <TableHead>Email</TableHead>
                    <TableHead>Nome</TableHead>
                    <TableSortHead
                      direction={newestFirst ? "descending" : "ascending"}
                      onToggle={() => setNewestFirst((v) => !v)}
                    >
                      Data de Inscrição
                    </TableSortHead>
                  </>
                }
              >
                {shown.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell label="Status">
                      {s.active ? (
                        <Badge tone="success">Ativo</Badge>
                      ) : (
                        <Badge tone="warning">Pendente</Badge>
                      )}
                    </TableCell>
                    <TableCell
                      card="title"
                      className="font-medium text-ink-900 md:whitespace-nowrap"
                    >
                      {s.email}
                    </TableCell>
                    <TableCell label="Nome" className="md:min-w-[8rem]">
                      {s.name || <span className="text-ink-500">Não informado</span>}
                    </TableCell>
                    <TableCell label="Inscrição" className="tabular-nums md:whitespace-nowrap">
                      {formatDate(s.createdAt)}
                    </TableCell>
                    <TableCell card="actions" className="text-right">
                      <Tooltip label="Cancelar inscrição">
                        <Button
                          variant="ghost"
                          size="icon"
                          className="text-red-700 hover:bg-red-50"
                          aria-label={`Cancelar inscrição de ${s.email}`}
                          onClick={() => setToRemove(s)}
                        >
                          <UserMinus className="size-4" aria-hidden />
                        </Button>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </DataTable>
            )}
          </ListStates>
          {list.isSuccess && <LoadMore {...more} shown={shown.length} />}
        </section>

        <ConfirmDialog
          open={toRemove !== null}
          onOpenChange={(open) => !open && setToRemove(null)}
          title="Cancelar inscrição?"
          description={
            <>
              <strong className="font-medium text-ink-900">{toRemove?.email}</strong> deixará de
              receber a newsletter. Esta ação não pode ser desfeita.
            </>
          }
          confirmLabel="Confirmar"
          pendingLabel="Processando..."
          pending={unsubscribe.isPending}
          onConfirm={() => toRemove && unsubscribe.mutate(toRemove.email)}
        />
      </div>
    </TooltipProvider>
  );
}
