import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorMessages, HttpError } from "../../app/lib/http-error.ts";
import type { AppEnv } from "./app-env.ts";
import { fail } from "./responses.ts";

/**
 * Every body the product takes but an upload is small: 100 KB holds the longest message several
 * times over. Larger is a 413 (docs/product.md#api-conventions), for the API and page forms alike.
 */
export const BODY_LIMIT = 100 * 1024;

const tooLarge = (c: Context) => fail(c, new HttpError(413, errorMessages.tooLarge));
const countedBodyLimit = bodyLimit({ maxSize: BODY_LIMIT, onError: tooLarge });

/**
 * A declared length is checked as it stands: Node's parser has made sure it is a number and
 * reads exactly that many bytes. Hono's limit would first ask for the body as a web stream,
 * which builds a whole `Request` and costs @hono/node-server its direct read of the body from
 * Node's request (docs/performance.md#writes-under-a-burst). A chunked body is counted as it
 * comes; GET and HEAD carry none.
 */
export const smallBodyLimit: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const length = c.req.header("content-length");
  if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
    return Number.parseInt(length, 10) > BODY_LIMIT ? tooLarge(c) : next();
  }
  return countedBodyLimit(c, next);
};

/** The media type a request declares, without parameters, lower-cased. */
export function declaredType(c: Context): string | undefined {
  return c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
}

/** Whether a request carries a body: a length, a chunked transfer, or a declared type. */
export function carriesBody(c: Context): boolean {
  const length = c.req.header("content-length");
  return (
    (length !== undefined && length !== "0") ||
    c.req.header("transfer-encoding") !== undefined ||
    c.req.header("content-type") !== undefined
  );
}

/** A body sent to a JSON route must say it is JSON (415); bodiless calls pass. */
export const requireJsonContentType: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method;
  if (method === "POST" || method === "PUT" || method === "PATCH") {
    if (carriesBody(c) && declaredType(c) !== "application/json") {
      return fail(c, new HttpError(415, errorMessages.unsupportedType));
    }
  }
  await next();
};

/** A method and exact path under /api that takes an upload instead of JSON. */
export interface UploadRoute {
  method: string;
  path: string;
}

/**
 * `middleware` for every request but the declared upload routes (exact method and path: nothing
 * else, not even a path below them, escapes the JSON rules). Those bring their own body limit.
 */
export function exceptUploads(
  uploads: readonly UploadRoute[],
  middleware: MiddlewareHandler<AppEnv>,
): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    uploads.some((route) => route.method === c.req.method && route.path === c.req.path)
      ? next()
      : middleware(c, next);
}
