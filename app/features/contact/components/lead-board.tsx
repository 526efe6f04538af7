import { type DragEvent, type ReactNode, useState } from "react";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { usePagedList } from "../../../lib/use-paged-list.ts";
import { type LeadStatus, leadStatusLabels, leadStatusList } from "../lead-status.ts";
import type { ContactMessage, LeadOwner } from "../types.ts";
import { listPath, useLeadUpdate } from "./lead-queries.ts";
import { MessageLanguageBadge } from "./message-language.tsx";

// A column shows this many cards before 'Carregar mais': a board is read at a glance.
const COLUMN_PAGE = 30;
const refetchInterval = 60_000;

/**
 * The board (docs/product.md#lead-pipeline): one column per status, the inbox's leads as cards.
 * A card moves by dragging it to another column, or, from the keyboard or a phone, with its
 * 'Mover para' menu; 'Perdido' asks its reason first (`onLose`). Each column is the list API
 * narrowed to its status, paged like the list.
 */
export function LeadBoard({
  search,
  ownerId,
  owners,
  onOpen,
  onLose,
}: {
  search: string;
  ownerId: string;
  owners: LeadOwner[];
  onOpen: (message: ContactMessage) => void;
  onLose: (message: ContactMessage) => void;
}) {
  const update = useLeadUpdate();
  const [dragged, setDragged] = useState<ContactMessage | null>(null);
  const move = (message: ContactMessage, status: LeadStatus) => {
    if (status === message.status) return;
    if (status === "lost") onLose(message);
    else update.mutate({ id: message.id, change: { status } });
  };
  const ownerName = (id: number | null) => owners.find((owner) => owner.id === id)?.fullName;

  return (
    // Wider than a phone: the columns scroll sideways, each keeps a readable width; the cards'
    // own controls take the keyboard there.
    <section
      aria-label="Quadro de contatos"
      className="flex snap-x gap-3 overflow-x-auto p-4 sm:p-5"
    >
      {leadStatusList.map((status) => (
        <BoardColumn
          key={status}
          status={status}
          search={search}
          ownerId={ownerId}
          dragged={dragged}
          onDrop={() => {
            if (dragged) move(dragged, status);
            setDragged(null);
          }}
        >
          {(message) => (
            <LeadCard
              message={message}
              ownerName={ownerName(message.ownerId)}
              moving={update.isPending && update.variables?.id === message.id}
              onOpen={() => onOpen(message)}
              onMove={(to) => move(message, to)}
              onDragStart={() => setDragged(message)}
              onDragEnd={() => setDragged(null)}
            />
          )}
        </BoardColumn>
      ))}
    </section>
  );
}

function BoardColumn({
  status,
  search,
  ownerId,
  dragged,
  onDrop,
  children,
}: {
  status: LeadStatus;
  search: string;
  ownerId: string;
  dragged: ContactMessage | null;
  onDrop: () => void;
  children: (message: ContactMessage) => ReactNode;
}) {
  const [over, setOver] = useState(false);
  const { list, items, total, more } = usePagedList(listPath, {
    q: search,
    sort: "newest",
    refetchInterval,
    limit: COLUMN_PAGE,
    filters: { status, ownerId },
  });
  const accepts = dragged !== null && dragged.status !== status;
  const allowDrop = (event: DragEvent) => {
    if (!accepts) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    setOver(true);
  };
  const headingId = `board-${status}`;
  return (
    <section
      aria-labelledby={headingId}
      onDragOver={allowDrop}
      onDragEnter={allowDrop}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onDrop();
      }}
      className={cn(
        "flex w-[16rem] shrink-0 snap-start flex-col rounded-xl border bg-ink-50/60",
        over ? "border-brand-500 bg-brand-50" : "border-ink-100",
      )}
    >
      <h3
        id={headingId}
        className="flex items-center justify-between gap-2 px-3 pt-3 pb-2 text-sm font-semibold text-ink-950"
      >
        {leadStatusLabels[status]}
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-ink-500 tabular-nums">
          {list.isPending ? "…" : total.toLocaleString("pt-BR")}
        </span>
      </h3>
      {list.isPending ? (
        <div role="status" className="flex justify-center p-6">
          <Spinner className="text-brand-600" />
          <span className="sr-only">Carregando...</span>
        </div>
      ) : list.isError ? (
        <p className="px-3 pb-3 text-sm text-red-600">Não foi possível carregar.</p>
      ) : items.length === 0 ? (
        <p className="px-3 pb-3 text-sm text-ink-500">Nenhum contato.</p>
      ) : (
        <ul className="grid gap-2 px-2 pb-2">
          {items.map((message) => (
            <li key={message.id}>{children(message)}</li>
          ))}
        </ul>
      )}
      <LoadMore {...more} />
    </section>
  );
}

function LeadCard({
  message,
  ownerName,
  moving,
  onOpen,
  onMove,
  onDragStart,
  onDragEnd,
}: {
  message: ContactMessage;
  ownerName: string | undefined;
  moving: boolean;
  onOpen: () => void;
  onMove: (status: LeadStatus) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  const selectId = `move-${message.id}`;
  return (
    <article
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", String(message.id));
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      aria-busy={moving || undefined}
      className={cn(
        "grid cursor-grab gap-2 rounded-lg border border-ink-100 bg-white p-3 text-sm shadow-sm active:cursor-grabbing",
        moving && "opacity-60",
      )}
    >
      <button type="button" onClick={onOpen} className="grid gap-0.5 text-left">
        <span className="sr-only">Ver mensagem de </span>
        <span
          className={cn("truncate", message.isRead ? "text-ink-900" : "font-semibold text-ink-950")}
        >
          {message.name}
        </span>
        <span className="truncate text-xs text-ink-500">{message.subject}</span>
        <MessageLanguageBadge language={message.language} className="justify-self-start" />
      </button>
      <p className="flex flex-wrap gap-x-2 text-xs text-ink-500">
        <span>{ownerName ?? "Sem responsável"}</span>
        {message.followUpAt && <span>Retorno {formatDate(message.followUpAt)}</span>}
      </p>
      <label htmlFor={selectId} className="sr-only">
        Mover {message.name} para
      </label>
      <select
        id={selectId}
        value={message.status}
        disabled={moving}
        onChange={(event) => onMove(event.target.value as LeadStatus)}
        className="h-8 rounded-md border border-ink-100 bg-white px-2 text-xs text-ink-700"
      >
        {leadStatusList.map((status) => (
          <option key={status} value={status}>
            {status === message.status
              ? leadStatusLabels[status]
              : `Mover para ${leadStatusLabels[status]}`}
          </option>
        ))}
      </select>
    </article>
  );
}
