import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { createContext, type RouterContextProvider } from "react-router";
import { errorMessages, HttpError } from "../../app/lib/http-error.ts";
import type { AppEnv } from "./app-env.ts";
import { clientIp } from "./client-ip.ts";
import type { RouterDeps } from "./deps.ts";
import { carriesBody, declaredType } from "./json-body.ts";
import { fail } from "./responses.ts";
import { isSecureRequest } from "./session.ts";

/**
 * What a page's form action needs beyond the load context: the same limiters and guards the
 * JSON API's routers get, and the facts of this request the API reads from Hono's context
 * (docs/decisions/0013-forms-without-javascript.md).
 */
interface PageActionContext {
  deps: RouterDeps;
  /** The rate limits' key, read as the API reads it (trusted proxies only). */
  clientIp: string;
  /** The User-Agent header: hashed with the address into the day's visitor (analytics), never kept. */
  userAgent: string;
  /** Whether cookies set by this answer get `Secure`. */
  secure: boolean;
  /** The request's logger, as the API's handlers read it from Hono's context. */
  log: Logger;
}

// Shared through globalThis for the same reason as app-context.server.ts: the server process,
// the server build and Vite's dev graph each load this module.
const globalKey = Symbol.for("agency.pageActionContext");
const holder = globalThis as {
  [globalKey]?: ReturnType<typeof createContext<PageActionContext>>;
};
holder[globalKey] ??= createContext<PageActionContext>();
export const pageActionContext = holder[globalKey];

export function providePageActionContext(
  provider: RouterContextProvider,
  c: Context<AppEnv>,
  deps: RouterDeps,
): void {
  const { config } = deps;
  provider.set(pageActionContext, {
    deps,
    log: c.var.log,
    clientIp: clientIp(c, config.trustProxy),
    userAgent: c.req.header("user-agent") ?? "",
    secure: isSecureRequest(c, {
      production: config.env === "production",
      trustProxy: config.trustProxy,
    }),
  });
}

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * Page writes come from forms: a browser posts them url-encoded (multipart if a form says so).
 * Any other body is refused before the router parses it (415), as the API refuses non-JSON.
 */
export const requireFormContentType: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && carriesBody(c)) {
    const type = declaredType(c);
    if (type === undefined || !formTypes.has(type)) {
      return fail(c, new HttpError(415, errorMessages.unsupportedFormType));
    }
  }
  await next();
};
