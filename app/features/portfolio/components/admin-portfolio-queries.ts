import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toaster.tsx";
import { portfolioApi } from "../api.ts";
import type { Project } from "../types.ts";
import { adminPortfolioTexts as texts } from "./admin-texts.ts";

/** docs/product.md#api-routes: each read's key is its path. */
const adminProjectsQuery = portfolioApi.query("GET /admin/portfolio", {});
const adminCategoriesQuery = portfolioApi.query("GET /admin/portfolio/categories", {});
export const adminProjectsKey = adminProjectsQuery.queryKey;
export const adminCategoriesKey = adminCategoriesQuery.queryKey;
const adminPortfolioPath = portfolioApi.url("GET /admin/portfolio", {});
const publicPortfolioPath = portfolioApi.url("GET /portfolio", {});

export function useAdminProjects() {
  return useQuery(adminProjectsQuery);
}

export function useAdminCategories() {
  return useQuery(adminCategoriesQuery);
}

export function useAdminProject(id: number | null) {
  return useQuery({
    ...portfolioApi.query("GET /admin/portfolio/{id}", { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/**
 * After a change, refresh every admin portfolio read (list and single projects) and the public
 * ones (`/api/portfolio`, `/api/portfolio/{slug}`). The category vocabulary never changes here.
 */
export function invalidatePortfolio(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = String(queryKey[0]);
      if (path === adminCategoriesKey[0]) return false;
      return path.startsWith(adminPortfolioPath) || path.startsWith(publicPortfolioPath);
    },
  });
}

function failureToast(prefix: string, error: Error) {
  toast({
    title: texts.errorTitle,
    description: `${prefix}: ${error.message}`,
    variant: "destructive",
  });
}

/**
 * A list change shown at once and rolled back if the server refuses it (docs/product.md#texts-admin toasts).
 * `apply` computes the optimistic list from the current one.
 */
function useOptimisticListMutation<V>({
  request,
  apply,
  failure,
}: {
  request: (variables: V) => Promise<unknown>;
  apply: (projects: Project[], variables: V) => Project[];
  failure: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: adminProjectsKey });
      const previous = queryClient.getQueryData<Project[]>(adminProjectsKey);
      if (previous) queryClient.setQueryData(adminProjectsKey, apply(previous, variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(adminProjectsKey, context.previous);
      failureToast(failure, error);
    },
    onSettled: () => invalidatePortfolio(queryClient),
  });
}

export function useToggleActive() {
  return useOptimisticListMutation<{ id: number; active: boolean }>({
    request: ({ id, active }) =>
      portfolioApi.call("PATCH /admin/portfolio/{id}/active", { params: { id }, body: { active } }),
    apply: (projects, { id, active }) => projects.map((p) => (p.id === id ? { ...p, active } : p)),
    failure: texts.activeFailed,
  });
}

export function useToggleFeatured() {
  return useOptimisticListMutation<{ id: number; featured: boolean }>({
    request: ({ id, featured }) =>
      portfolioApi.call("PATCH /admin/portfolio/{id}/featured", {
        params: { id },
        body: { featured },
      }),
    apply: (projects, { id, featured }) =>
      projects.map((p) => (p.id === id ? { ...p, featured } : p)),
    failure: texts.featuredFailed,
  });
}

/** docs/product.md#data-rules: reordering sends the full ordered id list; positions become 0..n-1. */
export function useReorderProjects() {
  return useOptimisticListMutation<number[]>({
    request: (orderedIds) =>
      portfolioApi.call("POST /admin/portfolio/reorder", { body: { orderedIds } }),
    apply: (projects, orderedIds) => {
      const byId = new Map(projects.map((p) => [p.id, p]));
      return orderedIds.flatMap((id, index) => {
        const project = byId.get(id);
        return project ? [{ ...project, displayOrder: index }] : [];
      });
    },
    failure: texts.reorderFailed,
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      portfolioApi.call("DELETE /admin/portfolio/{id}", { params: { id } }),
    onSuccess: (_data, id) =>
      queryClient.setQueryData<Project[]>(adminProjectsKey, (projects) =>
        projects?.filter((p) => p.id !== id),
      ),
    onError: (error) => failureToast(texts.deleteFailed, error),
    onSettled: () => invalidatePortfolio(queryClient),
  });
}
