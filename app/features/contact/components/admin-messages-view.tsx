import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Eye, Inbox, Mail, MailCheck, MailOpen } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ListLoadError, ListLoading } from "../../../components/ui/list-states.tsx";
import { matchesSearch, SearchInput } from "../../../components/ui/search-input.tsx";
import { StatCard } from "../../../components/ui/stat-card.tsx";
import {
  stickyEndCell,
  stickyEndHead,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSortButton,
} from "../../../components/ui/table.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { Tooltip, TooltipProvider } from "../../../components/ui/tooltip.tsx";
import { apiRequest } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format-date.ts";
import type { ContactMessage, ContactStats } from "../types.ts";
import { AdminMessageDialog } from "./admin-message-dialog.tsx";

const listKey = ["/api/admin/contacts"] as const;
const statsKey = ["/api/admin/contacts/stats"] as const;
// SPEC 9: both refresh every 60 s while the screen is open.
const refetchInterval = 60_000;

export function AdminMessagesView() {
  const queryClient = useQueryClient();
  const list = useQuery<ContactMessage[]>({ queryKey: listKey, refetchInterval });
  const stats = useQuery<ContactStats>({ queryKey: statsKey, refetchInterval });
  const [search, setSearch] = useState("");
  const [newestFirst, setNewestFirst] = useState(true);
  const [openId, setOpenId] = useState<number | null>(null);

  const markRead = useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ data: ContactMessage }>("POST", `/api/admin/contacts/${id}/read`),
    onSuccess: (body) => {
      // Show the new state in the open dialog right away; the refetch below confirms it.
      queryClient.setQueryData<ContactMessage[]>(listKey, (old) =>
        old?.map((m) => (m.id === body.data.id ? body.data : m)),
      );
      toast({
        title: "Mensagem marcada como lida",
        description: "O status da mensagem foi atualizado com sucesso.",
      });
    },
    onError: (error) =>
      toast({
        title: "Erro ao atualizar mensagem",
        description: error.message,
        variant: "destructive",
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: statsKey }),
      ]),
  });

  const messages = list.data ?? [];
  // Stats come from their own call; while it is missing, the list tells the same story.
  const total = stats.data?.count ?? messages.length;
  const unread = stats.data?.unread ?? messages.filter((m) => !m.isRead).length;
  const shown = messages
    .filter((m) => matchesSearch(search, m.name, m.email, m.subject, m.message))
    .sort((a, b) => {
      const diff = Date.parse(b.createdAt) - Date.parse(a.createdAt);
      return newestFirst ? diff : -diff;
    });
  const open = messages.find((m) => m.id === openId) ?? null;

  return (
    <TooltipProvider>
      <div className="grid gap-6">
        <section aria-label="Resumo das mensagens" className="grid grid-cols-3 gap-2.5 sm:gap-4">
          <StatCard dense label="Total" value={total} icon={Mail} />
          <StatCard dense label="Não lidas" value={unread} icon={MailOpen} tone="lime" />
          <StatCard
            dense
            label="Lidas"
            value={Math.max(0, total - unread)}
            icon={MailCheck}
            tone="ink"
          />
        </section>

        <section
          aria-label="Mensagens recebidas"
          className="overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-card"
        >
          <div className="flex flex-col gap-3 border-b border-ink-100 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
            <h2 className="text-lg font-semibold text-ink-950">Caixa de entrada</h2>
            <SearchInput
              placeholder="Buscar mensagens..."
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="sm:max-w-xs"
            />
          </div>

          {list.isPending ? (
            <ListLoading label="Carregando mensagens..." />
          ) : list.isError ? (
            <ListLoadError
              title="Não foi possível carregar as mensagens."
              error={list.error}
              onRetry={() => list.refetch()}
            />
          ) : messages.length === 0 ? (
            <EmptyState
              icon={Inbox}
              title="Nenhuma mensagem recebida"
              className="m-4 border-none sm:m-5"
            >
              Os pedidos enviados pelo formulário de contato aparecem aqui.
            </EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState title="Nenhuma mensagem encontrada" className="m-4 border-none sm:m-5">
              Nenhuma mensagem corresponde à busca “{search.trim()}”.
            </EmptyState>
          ) : (
            <Table label="Tabela de mensagens">
              <TableCaption>Mensagens de contato</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>Status</TableHead>
                  <TableHead>Nome/Assunto</TableHead>
                  <TableHead>Tipo de Projeto</TableHead>
                  <TableHead className="hidden md:table-cell">Email</TableHead>
                  <TableHead className="hidden lg:table-cell">Telefone</TableHead>
                  <TableHead aria-sort={newestFirst ? "descending" : "ascending"}>
                    <TableSortButton
                      direction={newestFirst ? "descending" : "ascending"}
                      onToggle={() => setNewestFirst((v) => !v)}
                    >
                      Data
                    </TableSortButton>
                  </TableHead>
                  <TableHead className={`text-right ${stickyEndHead}`}>Ações</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {shown.map((m) => (
                  <TableRow key={m.id} className={m.isRead ? undefined : "bg-brand-100/30"}>
                    <TableCell>
                      {m.isRead ? <Badge>Lida</Badge> : <Badge tone="brand">Nova</Badge>}
                    </TableCell>
                    <TableCell className="max-w-[16rem] min-w-[11rem]">
                      <p
                        className={
                          m.isRead ? "truncate text-ink-900" : "truncate font-semibold text-ink-950"
                        }
                      >
                        {m.name}
                      </p>
                      <p className="truncate text-xs text-ink-500">{m.subject}</p>
                    </TableCell>
                    <TableCell className="min-w-[9rem]">{m.projectType}</TableCell>
                    <TableCell className="hidden md:table-cell">
                      <a
                        href={`mailto:${m.email}`}
                        className="text-brand-700 underline-offset-2 hover:underline"
                      >
                        {m.email}
                      </a>
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap lg:table-cell">
                      {m.phone ? (
                        <a href={`tel:${m.phone}`} className="hover:text-brand-700 hover:underline">
                          {m.phone}
                        </a>
                      ) : (
                        "-"
                      )}
                    </TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">
                      {formatDate(m.createdAt)}
                    </TableCell>
                    <TableCell className={`text-right ${stickyEndCell}`}>
                      <Tooltip label="Ver detalhes">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Ver mensagem de ${m.name}`}
                          onClick={() => setOpenId(m.id)}
                        >
                          <Eye className="size-4" aria-hidden />
                        </Button>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </section>

        <AdminMessageDialog
          message={open}
          onOpenChange={(isOpen) => !isOpen && setOpenId(null)}
          onMarkRead={(m) => markRead.mutate(m.id)}
          marking={markRead.isPending}
        />
      </div>
    </TooltipProvider>
  );
}
