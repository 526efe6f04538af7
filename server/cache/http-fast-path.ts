import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { requestIdFrom } from "../http/request-log.ts";
import { cachePolicy } from "./cache-policy.ts";
import { cachedReply } from "./cached-response.ts";
import type { PublicCache } from "./public-cache.ts";

const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(", ") : value;

/**
 * Answers a request straight from the public cache at the HTTP layer, before any Request object,
 * routing or middleware exists: a hit then costs about what a static file server pays. The copy
 * carries every header the app set when it was rendered (security headers, CSP); the request id
 * and the log line are this request's own. Returns false (touching nothing) on anything else,
 * which the app then handles as usual and caches on the way out.
 */
export function cacheFastPath(cache: PublicCache, logger: Logger) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method = "GET", url = "/" } = request;
    if (method !== "GET" && method !== "HEAD") return false;
    let policy: ReturnType<typeof cachePolicy>;
    try {
      policy = cachePolicy(method, new URL(url, "http://cache.local"));
    } catch {
      return false; // not a URL we can read: the app answers it
    }
    const cached = policy && cache.get(policy.key);
    if (!cached) return false;

    const started = performance.now();
    const { status, headers, body } = cachedReply(cached, {
      method,
      ifNoneMatch: single(request.headers["if-none-match"]),
      acceptEncoding: single(request.headers["accept-encoding"]),
    });
    const requestId = requestIdFrom(single(request.headers["x-request-id"]));
    response.writeHead(status, { ...headers, "x-request-id": requestId });
    response.end(body);
    if (logger.isLevelEnabled("info")) {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const path = url.split("?")[0];
      logger.info({ reqId: requestId, method, path, status, ms, cache: "HIT" }, "request");
    }
    return true;
  };
}
