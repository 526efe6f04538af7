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
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { apiRequest } from "../../../lib/api-client.ts";
import type { Testimonial, TestimonialStatus } from "../types.ts";
import { AdminTestimonialCard, type ModerationAction } from "./admin-testimonial-card.tsx";

export const adminTestimonialsKey = ["/api/admin/testimonials"] as const;

type Filter = "all" | TestimonialStatus | "spam";

// docs/product.md#back-office: four tabs, each with its own empty message, and the spam filter
// (docs/product.md#spam): spam shows only there.
const filters: { value: Filter; label: string; empty: string }[] = [
  { value: "all", label: "Todos", empty: "Nenhum depoimento recebido ainda." },
  { value: "pending", label: "Pendentes", empty: "Nenhum depoimento pendente de moderação." },
  { value: "approved", label: "Aprovados", empty: "Nenhum depoimento aprovado." },
  { value: "rejected", label: "Rejeitados", empty: "Nenhum depoimento rejeitado." },
  { value: "spam", label: "Spam", empty: "Nenhum depoimento marcado como spam." },
];

function matches(filter: Filter, testimonial: Testimonial): boolean {
  if (filter === "spam") return testimonial.spam;
  if (testimonial.spam) return false;
  return filter === "all" || testimonial.status === filter;
}

export const testimonialTexts = {
  loadError: "Ocorreu um erro ao carregar os depoimentos.",
  retry: "Tentar novamente",
  updateErrorTitle: "Erro ao atualizar depoimento",
  updateErrorDescription: "Falha ao atualizar depoimento",
  deleteErrorTitle: "Erro ao excluir depoimento",
  deleteErrorDescription: "Falha ao excluir depoimento",
  deleteConfirm: "Tem certeza que deseja excluir este depoimento? Esta ação não pode ser desfeita.",
} as const;

/** docs/product.md#api-routes: after any change, the admin list and every public list are refreshed. */
function refreshTestimonials(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === "string" &&
      (queryKey[0] === adminTestimonialsKey[0] || queryKey[0].startsWith("/api/testimonials")),
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
  const list = useQuery<Testimonial[]>({ queryKey: adminTestimonialsKey });
  const [filter, setFilter] = useState<Filter>("all");
  const [toDelete, setToDelete] = useState<Testimonial | null>(null);

  const moderate = useMutation({
    mutationKey: ["moderate-testimonial"],
    mutationFn: ({ id, action }: Change) =>
      apiRequest(
        "PATCH",
        `/api/admin/testimonials/${id}`,
        action.kind === "status" ? { status: action.status } : { featured: action.featured },
      ),
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
    mutationFn: ({ id }: { id: number }) => apiRequest("DELETE", `/api/admin/testimonials/${id}`),
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

  const all = list.data;
  const count = (f: Filter) => all.filter((t) => matches(f, t)).length;

  return (
    <>
      <Tabs value={filter} onValueChange={(v) => setFilter(v as Filter)}>
        <TabsList layout="grid" aria-label="Filtrar depoimentos por status">
          {filters.map((f) => (
            <TabsTrigger key={f.value} value={f.value}>
              {f.label}
              <span className="rounded-full bg-ink-100 px-1.5 text-xs tabular-nums text-ink-700">
                {count(f.value)}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {filters.map((f) => {
          const shown = all.filter((t) => matches(f.value, t));
          return (
            <TabsContent key={f.value} value={f.value}>
              {shown.length === 0 ? (
                <EmptyState icon={MessageSquareQuote} title={f.empty} />
              ) : (
                <ul className="grid gap-4 lg:grid-cols-2">
                  {shown.map((t) => (
                    <li key={t.id}>
                      <AdminTestimonialCard
                        testimonial={t}
                        busy={busyIds.includes(t.id)}
                        onAction={(action) =>
                          action.kind === "delete"
                            ? setToDelete(t)
                            : moderate.mutate({ id: t.id, action })
                        }
                      />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
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
