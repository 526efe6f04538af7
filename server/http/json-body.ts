import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorMessages, HttpError } from "../../app/lib/http-error.ts";
import type { AppEnv } from "./app-env.ts";
import { fail } from "./responses.ts";

export const JSON_BODY_LIMIT = 100 * 1024;

/** Bodies over 100 KB are a 413 (docs/product.md#api-conventions). */
export const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: (c) => fail(c, new HttpError(413, errorMessages.tooLarge)),
});

/** A body sent to a JSON route must say it is JSON (415); bodiless calls pass. */
export const requireJsonContentType: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method;
  if (method === "POST" || method === "PUT" || method === "PATCH") {
    const length = c.req.header("content-length");
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    const hasBody =
      (length !== undefined && length !== "0") ||
      c.req.header("transfer-encoding") !== undefined ||
      type !== undefined;
    if (hasBody && type !== "application/json") {
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
