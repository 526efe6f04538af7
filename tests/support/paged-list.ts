import { expect } from "vitest";
import type { ApiResponse } from "./test-app.ts";

/**
 * Follows a paged admin list (docs/product.md#admin-lists) from its first page to the last,
 * `query` kept on every page, and returns `pick` of every item in the order they came.
 */
export async function readEveryPage<Item>(
  list: (
    query: string,
  ) => Promise<ApiResponse<{ data: Item[]; meta: { nextCursor: string | null } }>>,
  query: string,
  pick: (item: Item) => string,
): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const separator = query ? "&" : "?";
    const page = await list(`${query}${cursor ? `${separator}cursor=${cursor}` : ""}`);
    expect(page.status).toBe(200);
    seen.push(...page.body.data.map(pick));
    cursor = page.body.meta.nextCursor;
  } while (cursor);
  return seen;
}
