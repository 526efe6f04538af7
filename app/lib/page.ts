/**
 * One page of an admin list that grows with visitors (docs/product.md#admin-lists): `data` is the
 * page, newest first unless asked otherwise; `meta.total` counts every match; `meta.nextCursor`
 * asks for the next page, `null` on the last one.
 */
export interface Page<T> {
  data: T[];
  meta: { total: number; nextCursor: string | null };
}

export const pageLimits = { default: 100, max: 500 } as const;
export type ListSort = "newest" | "oldest";
