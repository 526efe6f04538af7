import type { Context } from "hono";

/**
 * The entry of a comma-separated X-Forwarded-* header that our own proxies wrote, given how many
 * of them stand in front of the server (TRUST_PROXY). A proxy appends what it saw to the right of
 * whatever the client sent (nginx's `$proxy_add_x_forwarded_for` turns a client's
 * `X-Forwarded-For: 1.2.3.4` into `1.2.3.4, <client address>`), so everything left of the last
 * `hops` entries is the client's own writing: the entry `hops` places from the right is the one
 * the outermost trusted proxy wrote. A header that a proxy overwrites holds a single value, which
 * this rule picks too. When the list is shorter than `hops` (fewer proxies on the way than
 * configured), the leftmost entry is the best there is.
 */
export function trustedForwardedValue(
  header: string | undefined,
  hops: number,
): string | undefined {
  if (hops <= 0 || header === undefined) return undefined;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/** `http` or `https`: the trusted proxy's X-Forwarded-Proto, else the connection's own. */
export function requestScheme(c: Context, trustProxy: number): string {
  const forwarded = trustedForwardedValue(c.req.header("x-forwarded-proto"), trustProxy);
  if (forwarded && /^https?$/i.test(forwarded)) return forwarded.toLowerCase();
  return new URL(c.req.url).protocol.replace(/:$/, "");
}

/** The host (and port) the visitor asked for: the trusted proxy's X-Forwarded-Host, else Host. */
function requestHost(c: Context, trustProxy: number): string {
  return (
    trustedForwardedValue(c.req.header("x-forwarded-host"), trustProxy) ??
    c.req.header("host") ??
    new URL(c.req.url).host
  );
}

/** `scheme://host[:port]` as the visitor's browser sees this site; null when Host is garbage. */
export function requestOrigin(c: Context, trustProxy: number): string | null {
  return originOf(`${requestScheme(c, trustProxy)}://${requestHost(c, trustProxy)}`);
}

/** The serialised origin of a URL (default ports dropped, host lower-cased), or null. */
export function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    // Opaque origins ("null": sandboxed frames, file:, data:) never equal a site's own.
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}
