import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "pino";
import type { AppEnv } from "./app-env.ts";
import type { Metrics } from "./metrics.ts";

const incomingId = /^[\w.:-]{1,100}$/;

/** The caller's X-Request-Id when sane (a proxy's, to follow one request), else a new one. */
export function requestIdFrom(header: string | undefined): string {
  return header && incomingId.test(header) ? header : randomUUID();
}

/**
 * The route a request is counted under in /metrics: the API route's pattern, "cached" when the
 * public cache answered (an app-wide middleware, "/*"), the static folder, or "page" for every
 * rendered page. Never the raw path, which visitors choose.
 */
function metricsRoute(path: string, pattern: string): string {
  if (path.startsWith("/api/") || path === "/api") return pattern === "/*" ? "cached" : pattern;
  if (path.startsWith("/assets/")) return "/assets/*";
  if (path.startsWith("/media/")) return "/media/*";
  if (path === "/healthz" || path === "/readyz" || path === "/metrics") return path;
  return "page";
}

/** A request id, one JSON log line and one count in /metrics per request. */
export function requestLog(logger: Logger, metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header("x-request-id"));
    const log = logger.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    c.res.headers.set("X-Request-Id", requestId);
    metrics.observe(c.req.method, metricsRoute(c.req.path, routePath(c)), c.res.status, ms / 1000);
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(ms * 10) / 10,
      },
      "request",
    );
  };
}
