import { QueryClient } from "@tanstack/react-query";

/** docs/product.md#api-routes's defaults: no retry, no refetch on focus, never stale; mutations never retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
