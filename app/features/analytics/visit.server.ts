import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { clientIp } from "../../../server/http/client-ip.ts";
import type { Visit } from "../../../server/http/deps.ts";
import { trustedForwardedValue } from "../../../server/http/forwarded.ts";

/** The request's facts the visitor hash and the source read, from Hono's context. */
export function visitOf(c: Context, trustProxy: number): Visit {
  return {
    ip: clientIp(c, trustProxy),
    userAgent: c.req.header("user-agent") ?? "",
    referer: c.req.header("referer"),
    host: c.req.header("host"),
  };
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The same facts from a bare HTTP request, as the cache's fast path sees it. */
export function visitOfRequest(request: IncomingMessage, trustProxy: number): Visit {
  return {
    ip:
      trustedForwardedValue(single(request.headers["x-forwarded-for"]), trustProxy) ??
      request.socket.remoteAddress ??
      "unknown",
    userAgent: single(request.headers["user-agent"]) ?? "",
    referer: single(request.headers.referer),
    host: single(request.headers.host),
  };
}
