import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiData } from "./api-client.ts";

/** docs/product.md#api-routes: the first key element is the path. */
const pathQuery: QueryFunction = ({ queryKey }) => apiData(String(queryKey[0]));

/** docs/product.md#api-routes's defaults: no retry, no refetch on focus, never stale; mutations never retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: pathQuery,
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
