/** For files whose name changes whenever their bytes do: kept a year, never revalidated. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/** Whether an `If-None-Match` header names `etag` (a quoted tag), weakly or by `*`. */
export function matchesETag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
