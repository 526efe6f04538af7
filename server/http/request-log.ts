import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "./app-env.ts";

const incomingId = /^[\w.:-]{1,100}$/;

/** The caller's X-Request-Id when sane (a proxy's, to follow one request), else a new one. */
export function requestIdFrom(header: string | undefined): string {
  return header && incomingId.test(header) ? header : randomUUID();
}

/** A request id and one JSON log line per request. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header("x-request-id"));
    const log = logger.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
