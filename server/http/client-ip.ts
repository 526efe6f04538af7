import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { trustedForwardedValue } from "./forwarded.ts";

/**
 * The caller's address, the key of every rate limit. Behind `trustProxy` proxies it is the
 * X-Forwarded-For entry the outermost of them appended (forwarded.ts), never one the client
 * wrote itself: otherwise each request could claim a fresh address and escape the limits.
 */
export function clientIp(c: Context, trustProxy: number): string {
  const forwarded = trustedForwardedValue(c.req.header("x-forwarded-for"), trustProxy);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}
