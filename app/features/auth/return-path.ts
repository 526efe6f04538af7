/**
 * Where sign-in returns (docs/product.md#sign-in-return, decision 0039): the back-office page a
 * signed-out person asked for, carried as `/login?next=`, or the dashboard. Only ever a path of
 * this site under /admin, so the parameter can never send anyone elsewhere (an open redirect).
 */

import { SIGN_IN_PATH } from "./texts.ts";

export const DASHBOARD_PATH = "/admin";
/** Longer than any back-office address; a longer `next` is refused, not cut. */
const MAX_LENGTH = 2000;
// Backslashes (browsers read `/\host` as `//host`), whitespace and control characters never
// belong to a path we send people to.
const unsafeCharacters = /[\\\s\p{Cc}]/u;
// Encoded slashes, backslashes and percents could become `//host` once something decodes again.
const encodedTricks = /%(2f|5c|25)/i;
const base = "http://return-path.invalid";

/** The page to open after signing in: `next` when it is a back-office path, else the dashboard. */
export function safeReturnPath(next: unknown): string {
  if (typeof next !== "string" || next.length > MAX_LENGTH) return DASHBOARD_PATH;
  if (!next.startsWith("/admin") || unsafeCharacters.test(next) || encodedTricks.test(next)) {
    return DASHBOARD_PATH;
  }
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return DASHBOARD_PATH;
  }
  // After the URL parser has resolved dot segments (`/admin/../x`) the path must still be ours.
  if (url.origin !== base) return DASHBOARD_PATH;
  if (url.pathname !== DASHBOARD_PATH && !url.pathname.startsWith(`${DASHBOARD_PATH}/`)) {
    return DASHBOARD_PATH;
  }
  // The URL's own serialisation: percent-encoded ASCII, fit for a Location header. The fragment
  // is not taken from `next`: it travels as the sign-in page's own (see signInPathFor).
  return url.pathname + url.search;
}

/**
 * The sign-in address for a visitor without a session who asked for `path` (pathname and
 * query). The dashboard needs no `next`. The fragment is not part of it: on a redirect the
 * browser keeps the fragment of the address it was sent from, and the sign-in page hands it on.
 */
export function signInPathFor(path: string): string {
  const target = safeReturnPath(path);
  return target === DASHBOARD_PATH
    ? SIGN_IN_PATH
    : `${SIGN_IN_PATH}?next=${encodeURIComponent(target)}`;
}

/** The address to open once signed in on a page at `search` and `hash` (window.location's). */
export function returnAddress(search: string, hash: string): string {
  const target = safeReturnPath(new URLSearchParams(search).get("next"));
  return hash.startsWith("#") && hash.length > 1 ? target + hash : target;
}
