import { usePagedList } from "../../../lib/use-paged-list.ts";
import { mediaApi } from "../api.ts";

/** The library's list route: also the key that refreshes every page of it. */
export const mediaListPath = mediaApi.list("GET /admin/media");

/**
 * Images a page (docs/product.md#media): each card is a thumbnail with its own alt-text form, so
 * a hundred at once, as the text lists show, made a screen of a hundred forms to scroll through.
 * 24 fill whole rows of 2, 3 or 4 columns.
 */
export const MEDIA_PAGE_SIZE = 24;

/** The library a page at a time, newest first, searched on the server. */
export function useMediaList(search: string) {
  return usePagedList(mediaListPath, {
    q: search,
    sort: "newest",
    limit: MEDIA_PAGE_SIZE,
  });
}
