import {
  type QueryClient,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { AlertTriangle, MessageSquareQuote, RotateCw } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/alert-dialog.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { usePagedList } from "../../../lib/use-paged-list.ts";
import { testimonialsApi } from "../api.ts";
import type { Testimonial, TestimonialStats, TestimonialStatus } from "../types.ts";
import { AdminTestimonialCard, type ModerationAction } from "./admin-testimonial-card.tsx";

const adminListPath = testimonialsApi.list("GET /admin/testimonials");
const publicListsPath = testimonialsApi.url("GET /testimonials", {});

type Filter = "all" | TestimonialStatus | "spam";

// docs/product.md#back-office: four tabs, each with its own empty message, and the spam filter
// (docs/product.md#spam): spam shows only there. Each tab is a filter the server applies
// (docs/product.md#admin-lists); its count is the exact one of the stats route.
const filters: {
  value: Filter;
  label: string;
  empty: string;
  query: Record<string, string>;
  count: keyof TestimonialStats;
}[] = [
  {
    value: "all",
    label: "Todos",
    empty: "Nenhum depoimento recebido ainda.",
    query: { spam: "false" },
    count: "count",
  },
  {
    value: "pending",
    label: "Pendentes",
    empty: "Nenhum depoimento pendente de moderação.",
    query: { status: "pending", spam: "false" },
    count: "pending",
  },
  {
    value: "approved",
    label: "Aprovados",
    empty: "Nenhum depoimento aprovado.",
    query: { status: "approved", spam: "false" },
    count: "approved",
  },
  {
    value: "rejected",
    label: "Rejeitados",
    empty: "Nenhum depoimento rejeitado.",
    query: { status: "rejected", spam: "false" },
    count: "rejected",
  },
  {
    value: "spam",
    label: "Spam",
    empty: "Nenhum depoimento marcado como spam.",
    query: { spam: "true" },
    count: "spam",
  },
];

export const testimonialTexts = {
  loadError: "Ocorreu um erro ao carregar os depoimentos.",
  retry: "Tentar novamente",
  updateErrorTitle: "Erro ao atualizar depoimento",
  updateErrorDescription: "Falha ao atualizar depoimento",
  deleteErrorTitle: "Erro ao excluir depoimento",
  deleteErrorDescription: "Falha ao excluir depoimento",
  deleteConfirm: "Tem certeza que deseja excluir este depoimento? Esta ação não pode ser desfeita.",
} as const;

/**
 * docs/product.md#api-routes: after any change, the admin list (every tab and page), its counts
 * and every public list are refreshed.
 */
function refreshTestimonials(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === "string" &&
      (queryKey[0].startsWith(adminListPath) || queryKey[0].startsWith(publicListsPath)),
  });
}

type Change = { id: number; action: Exclude<ModerationAction, { kind: "delete" }> };

const successTexts = (action: Change["action"]) =>
  action.kind === "status"
    ? action.status === "approved"
      ? { title: "Depoimento aprovado", description: "O depoimento agora aparece no site." }
      : { title: "Depoimento rejeitado", description: "O depoimento não aparece no site." }
    : action.featured
      ? { title: "Depoimento destacado", description: "O depoimento aparece entre os destaques." }
      : { title: "Destaque removido", description: "O depoimento saiu dos destaques." };

export function AdminTestimonialsBoard() {
  const queryClient = useQueryClient();
  const stats = useQuery(testimonialsApi.query("GET /admin/testimonials/stats", {}));
  const [filter, setFilter] = useState<Filter>("all");
  const [search, setSearch] = useState("");
  const [toDelete, setToDelete] = useState<Testimonial | null>(null);

  const moderate = useMutation({
    mutationKey: ["moderate-testimonial"],
    mutationFn: ({ id, action }: Change) =>
      testimonialsApi.call("PATCH /admin/testimonials/{id}", {
        params: { id },
        body: action.kind === "status" ? { status: action.status } : { featured: action.featured },
      }),
    onSuccess: (_data, { action }) => toast(successTexts(action)),
    onError: () =>
      toast({
        title: testimonialTexts.updateErrorTitle,
        description: testimonialTexts.updateErrorDescription,
        variant: "destructive",
      }),
    onSettled: () => refreshTestimonials(queryClient),
  });

  const remove = useMutation({
    mutationKey: ["moderate-testimonial"],
    mutationFn: ({ id }: { id: number }) =>
      testimonialsApi.call("DELETE /admin/testimonials/{id}", { params: { id } }),
    onSuccess: () => {
      setToDelete(null);
      toast({ title: "Depoimento excluído", description: "O depoimento foi excluído." });
    },
    onError: () => {
      setToDelete(null);
      toast({
        title: testimonialTexts.deleteErrorTitle,
        description: testimonialTexts.deleteErrorDescription,
        variant: "destructive",
      });
    },
    onSettled: () => refreshTestimonials(queryClient),
  });

  const onAction = (t: Testimonial, action: ModerationAction) =>
    action.kind === "delete" ? setToDelete(t) : moderate.mutate({ id: t.id, action });

  return (
    <>
      <Tabs value={filter} onValueChange={(v) => setFilter(v as Filter)}>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <TabsList layout="grid" aria-label="Filtrar depoimentos por status">
            {filters.map((f) => (
              <TabsTrigger key={f.value} value={f.value}>
                {f.label}
                {stats.data && (
                  <span className="rounded-full bg-ink-100 px-1.5 text-xs tabular-nums text-ink-700">
                    {stats.data[f.count].toLocaleString("pt-BR")}
                  </span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          <SearchInput
            placeholder="Buscar depoimentos..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="lg:max-w-xs"
          />
        </div>
        {filters.map((f) => (
          <TabsContent key={f.value} value={f.value}>
            {/* Only the open tab is mounted: it asks the server for its own filter at once. */}
            <TabTestimonials filter={f} search={search} onAction={onAction} />
          </TabsContent>
        ))}
      </Tabs>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir depoimento"
        description={testimonialTexts.deleteConfirm}
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      />
    </>
  );
}

/** One tab's testimonials, searched on the server, newest first, a page at a time. */
function TabTestimonials({
  filter,
  search,
  onAction,
}: {
  filter: (typeof filters)[number];
  search: string;
  onAction: (testimonial: Testimonial, action: ModerationAction) => void;
}) {
  const { list, items, searched, more } = usePagedList(adminListPath, {
    q: search,
    sort: "newest",
    filters: filter.query,
  });
  // The cards with a request in flight, whichever mutation sent it.
  const busyIds = useMutationState({
    filters: { mutationKey: ["moderate-testimonial"], status: "pending" },
    select: (m) => (m.state.variables as { id: number } | undefined)?.id,
  });

  if (list.isPending) return <BoardSkeleton />;
  if (list.isError) {
    return (
      <EmptyState icon={AlertTriangle} tone="error" title={testimonialTexts.loadError}>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => list.refetch()}
          disabled={list.isFetching}
        >
          <RotateCw className="size-4" aria-hidden />
          {testimonialTexts.retry}
        </Button>
      </EmptyState>
    );
  }
  if (items.length === 0) {
    return searched ? (
      <EmptyState icon={MessageSquareQuote} title="Nenhum depoimento encontrado">
        Nenhum depoimento corresponde à busca “{searched}”.
      </EmptyState>
    ) : (
      <EmptyState icon={MessageSquareQuote} title={filter.empty} />
    );
  }
  return (
    <>
      <ul className="grid gap-4 lg:grid-cols-2">
        {items.map((t) => (
          <li key={t.id}>
            <AdminTestimonialCard
              testimonial={t}
              busy={busyIds.includes(t.id)}
              onAction={(action) => onAction(t, action)}
            />
          </li>
        ))}
      </ul>
      <div className="mt-4 overflow-hidden rounded-[var(--radius-card)] bg-white shadow-card empty:hidden">
        <LoadMore {...more} />
      </div>
    </>
  );
}

function BoardSkeleton() {
  return (
    <div role="status" className="grid gap-4 lg:grid-cols-2">
      <span className="sr-only">Carregando depoimentos...</span>
      {[0, 1, 2, 3].map((n) => (
        <div
          key={n}
          className="h-64 animate-pulse rounded-[var(--radius-card)] bg-white shadow-card"
        />
      ))}
    </div>
  );
}
