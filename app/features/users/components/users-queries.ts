import { type QueryClient, useQuery } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toaster.tsx";
import type { SessionUser } from "../../../lib/session-user.ts";
import { usersApi } from "../api.ts";

export const usersKey = [usersApi.url("GET /admin/users", {})] as const;
export const usersStatsKey = [usersApi.url("GET /admin/users/stats", {})] as const;

/** docs/product.md#admin-users: a failed list falls back to the signed-in user alone, with a toast. */
export function useUsersList(currentUser: SessionUser) {
  return useQuery({
    queryKey: usersKey,
    queryFn: async () => {
      try {
        return await usersApi.call("GET /admin/users", {});
      } catch (error) {
        toast({
          title: "Falha ao buscar usuários",
          description: error instanceof Error ? error.message : undefined,
          variant: "destructive",
        });
        return [currentUser];
      }
    },
  });
}

/** docs/product.md#admin-users: a failed count reads as 0, with a toast. */
export function useUsersCount() {
  return useQuery({
    queryKey: usersStatsKey,
    queryFn: async () => {
      try {
        return await usersApi.call("GET /admin/users/stats", {});
      } catch (error) {
        toast({
          title: "Falha ao buscar estatísticas de usuários",
          description: error instanceof Error ? error.message : undefined,
          variant: "destructive",
        });
        return { count: 0 };
      }
    },
  });
}

/** docs/product.md#data-rules: after a create, reset or delete, the list and the count are fetched again. */
export function refreshUsers(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: usersKey }),
    queryClient.invalidateQueries({ queryKey: usersStatsKey }),
  ]);
}
