import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../components/ui/toaster.tsx";
import { ApiError } from "../../lib/api-client.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import { authApi } from "./api.ts";
import { authTexts, SIGN_IN_PATH } from "./texts.ts";

export const userQueryKey = [authApi.url("GET /user", {})] as const;

/**
 * The signed-in user; a 401 means "no user", not an error (docs/product.md#data-rules). User queries retry once.
 * `initialUser` is the user a page loader already read from the session cookie: the query then
 * starts with it and asks GET /api/user nothing.
 */
export function useSessionUser(initialUser?: SessionUser | null) {
  return useQuery({
    queryKey: userQueryKey,
    ...(initialUser !== undefined && { initialData: initialUser }),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 401) && failures < 1,
    queryFn: async () => {
      try {
        return await authApi.call("GET /user", {});
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

/** Sign out, clear the user, go to the sign-in screen with a toast. */
export function useLogout(successDescription: string = authTexts.logoutSuccessDescription) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => authApi.call("POST /logout", {}),
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
      toast({ title: authTexts.logoutSuccessTitle, description: successDescription });
      navigate(SIGN_IN_PATH, { replace: true });
    },
    onError: (error) =>
      toast({
        title: authTexts.logoutFailedTitle,
        description: error.message,
        variant: "destructive",
      }),
  });
}
