import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Eye,
  Inbox,
  KanbanSquare,
  List,
  Mail,
  MailCheck,
  MailOpen,
  MessageSquareText,
  ShieldAlert,
  Undo2,
} from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
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
import { cn } from "../../../lib/cn.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { formatPhone, telHref } from "../../../lib/phone.ts";
import { usePagedList } from "../../../lib/use-paged-list.ts";
import { contactApi } from "../api.ts";
import { type LeadStatus, leadStatusLabels, leadStatusList } from "../lead-status.ts";
import type { ContactFolder, ContactMessage, LeadOwner } from "../types.ts";
import { AdminMessageDialog } from "./admin-message-dialog.tsx";
import { LeadBoard } from "./lead-board.tsx";
import {
  listPath,
  messageQuery,
  ownersQuery,
  refreshMessages,
  showUpdated,
  statsQuery,
} from "./lead-queries.ts";
import { LostReasonDialog } from "./lost-reason-dialog.tsx";
import { MessageLanguageBadge } from "./message-language.tsx";
import { ReplyTemplatesDialog } from "./reply-templates-dialog.tsx";

// Both folders, every search, sort and filter: each page of the list is a query under listPath
// (docs/product.md#admin-lists); the inbox's first page is the bare path.
const folderLabels: Record<ContactFolder, string> = { inbox: "Caixa de entrada", spam: "Spam" };
// docs/product.md#constants: both refresh every 60 s while the screen is open.
const refetchInterval = 60_000;
type View = "list" | "board";

/** `staffName`: the signed-in member's, for the WhatsApp greeting. */
export function AdminMessagesView({ staffName }: { staffName: string }) {
  const queryClient = useQueryClient();
  const [folder, setFolder] = useState<ContactFolder>("inbox");
  // The cards count the whole inbox, exactly, whatever is loaded or searched.
  const stats = useQuery({ ...statsQuery, refetchInterval });
  const [search, setSearch] = useState("");
  const [newestFirst, setNewestFirst] = useState(true);
  // docs/product.md#lead-pipeline: the list narrowed by status and owner, or the board.
  const [view, setView] = useState<View>("list");
  const [status, setStatus] = useState<LeadStatus | "">("");
  const [ownerId, setOwnerId] = useState("");
  const owners = useQuery(ownersQuery);
  const [losing, setLosing] = useState<ContactMessage | null>(null);
  const [editingTemplates, setEditingTemplates] = useState(false);
  // The dialog reads its message from a query of its own: a row's click seeds it, and
  // /admin/mensagens?id=… (the link of a 'Novo contato' mail) fetches it, however far beyond
  // the loaded pages it is.
  const [searchParams, setSearchParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => linkedId(searchParams.get("id")));
  const opened = useQuery({
    ...messageQuery(openId ?? 0),
    enabled: openId !== null,
    refetchInterval,
  });
  const open = openId === null ? null : (opened.data ?? null);
  const openRow = (message: ContactMessage) => {
    queryClient.setQueryData(messageQuery(message.id).queryKey, message);
    setOpenId(message.id);
  };
  const close = () => {
    setOpenId(null);
    if (searchParams.has("id")) {
      const rest = new URLSearchParams(searchParams);
      rest.delete("id");
      setSearchParams(rest, { replace: true });
    }
  };

  // The list (both folders) and the counts, after any change to a message.
  const refresh = () => refreshMessages(queryClient);

  const markRead = useMutation({
    mutationFn: (id: number) =>
      contactApi.call("POST /admin/contacts/{id}/read", { params: { id } }),
    onSuccess: (updated) => {
      // Show the new state in the open dialog and its row right away; the refetch confirms it.
      showUpdated(queryClient, updated);
      toast({
        title: "Mensagem marcada como lida",
        description: "O status da mensagem foi atualizado com sucesso.",
      });
    },
    onError: updateFailed,
    onSettled: refresh,
  });

  const notSpam = useMutation({
    mutationFn: (id: number) =>
      contactApi.call("POST /admin/contacts/{id}/not-spam", { params: { id } }),
    onSuccess: () =>
      toast({
        title: "Mensagem movida para a caixa de entrada",
        description: "Ela passa a contar como uma mensagem recebida.",
      }),
    onError: updateFailed,
    // Both folders: the message leaves one and enters the other.
    onSettled: refresh,
  });

  // '—' until the exact counts arrive: a page's length would understate them.
  const count = (value: number | undefined) =>
    value === undefined ? "—" : value.toLocaleString("pt-BR");
  const total = stats.data?.count;
  const unread = stats.data?.unread;
  const read =
    total === undefined || unread === undefined ? undefined : Math.max(0, total - unread);

  return (
    <TooltipProvider>
      <div className="grid gap-6">
        <section aria-label="Resumo das mensagens" className="grid grid-cols-3 gap-2.5 sm:gap-4">
          <StatCard dense label="Total" value={count(total)} icon={Mail} />
          <StatCard dense label="Não lidas" value={count(unread)} icon={MailOpen} tone="lime" />
          <StatCard dense label="Lidas" value={count(read)} icon={MailCheck} tone="ink" />
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
          {folder === "inbox" && (
            <PipelineToolbar
              view={view}
              onView={setView}
              status={status}
              onStatus={setStatus}
              ownerId={ownerId}
              onOwner={setOwnerId}
              owners={owners.data ?? []}
              onEditTemplates={() => setEditingTemplates(true)}
            />
          )}

          {/* One list per folder, mounted afresh on a switch: the new folder is asked for at
              once, never shown under the other's rows while the search pause runs. */}
          {folder === "inbox" && view === "board" ? (
            <LeadBoard
              search={search}
              ownerId={ownerId}
              owners={owners.data ?? []}
              onOpen={openRow}
              onLose={setLosing}
            />
          ) : (
            <FolderMessages
              key={folder}
              folder={folder}
              filters={folder === "inbox" ? { status, ownerId } : {}}
              search={search}
              newestFirst={newestFirst}
              onToggleSort={() => setNewestFirst((v) => !v)}
              onOpen={openRow}
              onNotSpam={(m) => notSpam.mutate(m.id)}
              movingOutOfSpam={notSpam.isPending}
            />
          )}
        </section>

        <AdminMessageDialog
          message={open}
          onOpenChange={(isOpen) => !isOpen && close()}
          onMarkRead={(m) => markRead.mutate(m.id)}
          marking={markRead.isPending}
          onLose={setLosing}
          onEditTemplates={() => setEditingTemplates(true)}
          staffName={staffName}
        />
        <LostReasonDialog lead={losing} onClose={() => setLosing(null)} />
        <ReplyTemplatesDialog open={editingTemplates} onOpenChange={setEditingTemplates} />
      </div>
    </TooltipProvider>
  );
}

/** One folder's messages, searched and sorted by the server, a page at a time. */
function FolderMessages({
  folder,
  filters,
  search,
  newestFirst,
  onToggleSort,
  onOpen,
  onNotSpam,
  movingOutOfSpam,
}: {
  folder: ContactFolder;
  /** The pipeline's narrowing: a status, an owner ("none": nobody's). */
  filters: { status?: string; ownerId?: string };
  search: string;
  newestFirst: boolean;
  onToggleSort: () => void;
  onOpen: (message: ContactMessage) => void;
  onNotSpam: (message: ContactMessage) => void;
  movingOutOfSpam: boolean;
}) {
  const { list, items, searched, more } = usePagedList(listPath, {
    q: search,
    sort: newestFirst ? "newest" : "oldest",
    refetchInterval,
    // docs/product.md#spam: the inbox is the default; the spam folder is asked for by name.
    filters: folder === "spam" ? { folder } : { status: "", ownerId: "", ...filters },
  });

  return (
    <ListStates
      list={list}
      loading="Carregando mensagens..."
      failed="Não foi possível carregar as mensagens."
    >
      {items.length === 0 && !searched ? (
        folder === "spam" ? (
          <EmptyState
            icon={ShieldAlert}
            title="Nenhuma mensagem no spam"
            className="m-4 border-none sm:m-5"
          >
            Mensagens marcadas como spam ficam aqui por 30 dias e depois são apagadas.
          </EmptyState>
        ) : (
          <EmptyState
            icon={Inbox}
            title="Nenhuma mensagem recebida"
            className="m-4 border-none sm:m-5"
          >
            Os pedidos enviados pelo formulário de contato aparecem aqui.
          </EmptyState>
        )
      ) : items.length === 0 ? (
        <EmptyState title="Nenhuma mensagem encontrada" className="m-4 border-none sm:m-5">
          Nenhuma mensagem corresponde à busca “{searched}”.
        </EmptyState>
      ) : (
        <>
          <DataTable
            label="Tabela de mensagens"
            caption="Mensagens de contato"
            actions
            head={
              <>
                <TableHead>Status</TableHead>
                <TableHead>Nome/Assunto</TableHead>
                <TableHead>Tipo de Projeto</TableHead>
                <TableHead className="hidden md:table-cell">Email</TableHead>
                <TableHead className="hidden lg:table-cell">Telefone</TableHead>
                <TableSortHead
                  direction={newestFirst ? "descending" : "ascending"}
                  onToggle={onToggleSort}
                >
                  Data
                </TableSortHead>
              </>
            }
          >
            {items.map((m) => (
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
                  <MessageLanguageBadge language={m.language} className="mt-1" />
                  {!m.spam && (
                    <p className="mt-1 text-xs font-medium text-brand-700">
                      {leadStatusLabels[m.status]}
                    </p>
                  )}
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
                <TableCell card="actions" className="text-right">
                  {m.spam && (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={movingOutOfSpam}
                      onClick={() => onNotSpam(m)}
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
                      onClick={() => onOpen(m)}
                    >
                      <Eye className="size-4" aria-hidden />
                    </Button>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
          <LoadMore {...more} />
        </>
      )}
    </ListStates>
  );
}

/** Why marking a message read, or moving it out of spam, failed. */
function updateFailed(error: Error) {
  toast({
    title: "Erro ao atualizar mensagem",
    description: error.message,
    variant: "destructive",
  });
}

function linkedId(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** 'Lista' or 'Quadro', the list's status and owner filters, and 'Modelos de resposta'. */
function PipelineToolbar({
  view,
  onView,
  status,
  onStatus,
  ownerId,
  onOwner,
  owners,
  onEditTemplates,
}: {
  view: View;
  onView: (view: View) => void;
  status: LeadStatus | "";
  onStatus: (status: LeadStatus | "") => void;
  ownerId: string;
  onOwner: (ownerId: string) => void;
  owners: LeadOwner[];
  onEditTemplates: () => void;
}) {
  const selectClass = "h-9 rounded-full border border-ink-100 bg-white px-3 text-sm text-ink-700";
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-ink-100 px-4 py-3 sm:px-5">
      <fieldset
        aria-label="Visualização"
        className="flex gap-1 rounded-full border-0 bg-ink-50 p-1"
      >
        {(
          [
            ["list", "Lista", List],
            ["board", "Quadro", KanbanSquare],
          ] as const
        ).map(([name, label, Icon]) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            onClick={() => onView(name)}
            className={cn(
              "flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium",
              view === name ? "bg-white text-ink-950 shadow-sm" : "text-ink-500",
            )}
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </button>
        ))}
      </fieldset>
      {view === "list" && (
        <select
          aria-label="Filtrar por status"
          value={status}
          onChange={(event) => onStatus(event.target.value as LeadStatus | "")}
          className={selectClass}
        >
          <option value="">Todos os status</option>
          {leadStatusList.map((name) => (
            <option key={name} value={name}>
              {leadStatusLabels[name]}
            </option>
          ))}
        </select>
      )}
      <select
        aria-label="Filtrar por responsável"
        value={ownerId}
        onChange={(event) => onOwner(event.target.value)}
        className={selectClass}
      >
        <option value="">Todos os responsáveis</option>
        <option value="none">Sem responsável</option>
        {owners.map((owner) => (
          <option key={owner.id} value={owner.id}>
            {owner.fullName}
          </option>
        ))}
      </select>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={onEditTemplates}
        className="sm:ml-auto"
      >
        <MessageSquareText className="size-4" aria-hidden />
        Modelos de resposta
      </Button>
    </div>
  );
}
