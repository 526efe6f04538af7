import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { toast } from "../../../components/ui/toaster.tsx";
import { contactApi } from "../api.ts";
import type { LeadUpdateInput } from "../schemas.ts";
import type { ContactMessage } from "../types.ts";

/** Every page of the messages list, whatever its folder, filters, search or sort. */
export const listPath = contactApi.list("GET /admin/contacts");
export const listKey = [listPath] as const;
export const statsQuery = contactApi.query("GET /admin/contacts/stats", {});
export const messageQuery = (id: number) =>
  contactApi.query("GET /admin/contacts/{id}", { params: { id } });
export const timelineQuery = (id: number) =>
  contactApi.query("GET /admin/contacts/{id}/notes", { params: { id } });
export const ownersQuery = contactApi.query("GET /admin/contacts/owners", {});
export const templatesQuery = contactApi.query("GET /admin/contacts/reply-templates", {});
export const todayQuery = contactApi.query("GET /admin/contacts/today", {});

type LoadedPages = InfiniteData<{ data: ContactMessage[] }>;

/**
 * Shows a changed message at once in its dialog and every loaded list page holding it (the
 * board's columns too); the refetch that follows confirms it, and moves it between columns.
 */
export function showUpdated(queryClient: QueryClient, updated: ContactMessage) {
  queryClient.setQueryData(messageQuery(updated.id).queryKey, updated);
  queryClient.setQueriesData<LoadedPages>({ queryKey: listKey }, (old) =>
    old?.pages
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            data: page.data.map((m) => (m.id === updated.id ? updated : m)),
          })),
        }
      : old,
  );
}

/** The list, the counts and 'Para hoje', after any change to a message. */
export function refreshMessages(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listKey }),
    queryClient.invalidateQueries({ queryKey: statsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: todayQuery.queryKey }),
  ]);
}

/**
 * PATCH /api/admin/contacts/{id}: a lead's status, owner, follow-up date or lost reason
 * (docs/product.md#lead-pipeline). A status change also lands on the lead's timeline.
 */
export function useLeadUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: LeadUpdateInput }) =>
      contactApi.call("PATCH /admin/contacts/{id}", { params: { id }, body: change }),
    onSuccess: (updated) => {
      showUpdated(queryClient, updated);
      toast({ title: "Contato atualizado", description: "O andamento foi salvo." });
      return queryClient.invalidateQueries({ queryKey: timelineQuery(updated.id).queryKey });
    },
    onError: (error: Error) =>
      toast({
        title: "Erro ao atualizar mensagem",
        description: error.message,
        variant: "destructive",
      }),
    onSettled: () => refreshMessages(queryClient),
  });
}
