import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Eye, Inbox, Mail, MailCheck, MailOpen, ShieldAlert, Undo2 } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
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
import { cn } from "../../../lib/cn.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { formatPhone, telHref } from "../../../lib/phone.ts";
import type { ContactFolder, ContactMessage, ContactStats } from "../types.ts";
import { AdminMessageDialog } from "./admin-message-dialog.tsx";

const listKey = ["/api/admin/contacts"] as const;
// docs/product.md#spam: the spam folder, kept apart from the inbox and its counts.
const spamKey = ["/api/admin/contacts?folder=spam"] as const;
const folderLabels: Record<ContactFolder, string> = { inbox: "Caixa de entrada", spam: "Spam" };
const statsKey = ["/api/admin/contacts/stats"] as const;
// docs/product.md#constants: both refresh every 60 s while the screen is open.
const refetchInterval = 60_000;

export function AdminMessagesView() {
  const queryClient = useQueryClient();
  const [folder, setFolder] = useState<ContactFolder>("inbox");
  const list = useQuery<ContactMessage[]>({
    queryKey: folder === "spam" ? spamKey : listKey,
    refetchInterval,
  });
  const stats = useQuery<ContactStats>({ queryKey: statsKey, refetchInterval });
  const [search, setSearch] = useState("");
  const [newestFirst, setNewestFirst] = useState(true);
  // /admin/mensagens?id=… (the link of a 'Novo contato' mail) opens that message's dialog.
  const [searchParams, setSearchParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => linkedId(searchParams.get("id")));
  const close = () => {
    setOpenId(null);
    if (searchParams.has("id")) {
      const rest = new URLSearchParams(searchParams);
      rest.delete("id");
      setSearchParams(rest, { replace: true });
    }
  };

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

  const notSpam = useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ data: ContactMessage }>("POST", `/api/admin/contacts/${id}/not-spam`),
    onSuccess: () =>
      toast({
        title: "Mensagem movida para a caixa de entrada",
        description: "Ela passa a contar como uma mensagem recebida.",
      }),
    onError: (error) =>
      toast({
        title: "Erro ao atualizar mensagem",
        description: error.message,
        variant: "destructive",
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: spamKey }),
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: statsKey }),
      ]),
  });

  const messages = list.data ?? [];
  // Stats come from their own call (the inbox's); while it is missing, the inbox tells the same story.
  const inbox = folder === "inbox" ? messages : [];
  const total = stats.data?.count ?? inbox.length;
  const unread = stats.data?.unread ?? inbox.filter((m) => !m.isRead).length;
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
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-lg font-semibold text-ink-950">{folderLabels[folder]}</h2>
              <div
                role="tablist"
                aria-label="Pastas"
                className="flex gap-1 rounded-full bg-ink-50 p-1"
              >
                {(["inbox", "spam"] as const).map((name) => (
                  <button
                    key={name}
                    type="button"
                    role="tab"
                    aria-selected={folder === name}
                    onClick={() => setFolder(name)}
                    className={cn(
                      "rounded-full px-3 py-1 text-sm font-medium",
                      folder === name ? "bg-white text-ink-950 shadow-sm" : "text-ink-500",
                    )}
                  >
                    {folderLabels[name]}
                  </button>
                ))}
              </div>
            </div>
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
          ) : messages.length === 0 && folder === "spam" ? (
            <EmptyState
              icon={ShieldAlert}
              title="Nenhuma mensagem no spam"
              className="m-4 border-none sm:m-5"
            >
              Mensagens marcadas como spam ficam aqui por 30 dias e depois são apagadas.
            </EmptyState>
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
                    <TableCell label="Status">
                      {m.isRead ? <Badge>Lida</Badge> : <Badge tone="brand">Nova</Badge>}
                    </TableCell>
                    <TableCell card="title" className="md:max-w-[16rem] md:min-w-[11rem]">
                      <p
                        className={
                          m.isRead
                            ? "text-ink-900 md:truncate"
                            : "font-semibold text-ink-950 md:truncate"
                        }
                      >
                        {m.name}
                      </p>
                      <p className="text-xs text-ink-500 md:truncate">{m.subject}</p>
                    </TableCell>
                    <TableCell label="Tipo de Projeto" className="md:min-w-[9rem]">
                      {m.projectType}
                    </TableCell>
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
                        <a href={telHref(m.phone)} className="hover:text-brand-700 hover:underline">
                          {formatPhone(m.phone)}
                        </a>
                      ) : (
                        "-"
                      )}
                    </TableCell>
                    <TableCell label="Data" className="tabular-nums md:whitespace-nowrap">
                      {formatDate(m.createdAt)}
                    </TableCell>
                    <TableCell card="actions" className={`text-right ${stickyEndCell}`}>
                      {m.spam && (
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={notSpam.isPending}
                          onClick={() => notSpam.mutate(m.id)}
                        >
                          <Undo2 className="size-4" aria-hidden />
                          Não é spam
                        </Button>
                      )}
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
          onOpenChange={(isOpen) => !isOpen && close()}
          onMarkRead={(m) => markRead.mutate(m.id)}
          marking={markRead.isPending}
        />
      </div>
    </TooltipProvider>
  );
}

function linkedId(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
