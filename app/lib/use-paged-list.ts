import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiRequest, type ListPath } from "./api-client.ts";
import type { ListSort, Page } from "./page.ts";

// Long enough to wait for the next key, short enough to feel like typing filters the list.
const SEARCH_PAUSE_MS = 300;

/** `value`, once it has stopped changing for `ms`. */
function useSettledValue<T>(value: T, ms = SEARCH_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** What the list API answers; a server written before paging sends `data` alone. */
type PageAnswer<T> = { data: T[]; meta?: Page<T>["meta"] };

/**
 * An admin list read a page at a time from `path` (docs/product.md#admin-lists), searched and
 * sorted by the server. The first page of the default view is asked for at the bare path, so
 * the key that refreshes it is the path, as for every other query.
 */
export function usePagedList<T>(
  path: ListPath<T>,
  options: {
    q: string;
    sort: ListSort;
    refetchInterval?: number;
    /** More filters the list's route takes (empty values are left out). */
    filters?: Record<string, string>;
    /** Rows a page, when the route's default (100) is too many for what each row draws. */
    limit?: number;
  },
) {
  const q = useSettledValue(options.q.trim());
  const { sort, limit } = options;
  // Settled as text: a new object each render would restart the pause for ever.
  const filters = JSON.parse(useSettledValue(JSON.stringify(options.filters ?? {}))) as Record<
    string,
    string
  >;
  const list = useInfiniteQuery({
    queryKey: [path, { q, sort, ...filters, ...(limit ? { limit } : {}) }],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
      if (limit) params.set("limit", String(limit));
      if (q) params.set("q", q);
      if (sort !== "newest") params.set("sort", sort);
      if (pageParam) params.set("cursor", pageParam);
      const search = params.toString();
      // Read as the endpoint declares its items (the path's type, from `api.list`);
      // tests/support/declared-responses.ts checks the answers against that declaration.
      return apiRequest<PageAnswer<T>>("GET", search ? `${path}?${search}` : path);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.meta?.nextCursor ?? null,
    refetchInterval: options.refetchInterval,
  });
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.data);
  const total = pages[0]?.meta?.total ?? items.length;
  return {
    list,
    items,
    /** Every match on the server, loaded or not. */
    total,
    /** The props of the list's <LoadMore> foot. */
    more: {
      shown: items.length,
      total,
      hasMore: list.hasNextPage,
      loading: list.isFetchingNextPage,
      onLoad: () => void list.fetchNextPage(),
    },
    /** The search the shown items answer (it trails the typed one by a moment). */
    searched: q,
  };
}
