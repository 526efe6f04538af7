import type { Context, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { errorMessages, HttpError } from "../../app/lib/http-error.ts";
import type { Page } from "../../app/lib/page.ts";
import type { CacheTag } from "../cache/public-cache.ts";
import type { AppEnv } from "./app-env.ts";
import { clientIp } from "./client-ip.ts";
import type { RouterDeps } from "./deps.ts";
import type { Access } from "./feature.ts";
import { type PageQuery, parsePageQuery } from "./paging.ts";
import { ok, okPage } from "./responses.ts";
import { requireAdmin, requireUser } from "./session.ts";
import { parseBody, parseQuery } from "./validation.ts";

/**
 * One endpoint, declared once (docs/architecture.md#adding-a-feature): its method and path are its
 * key in the feature's `endpoints`, and from this come the permission check, the validation of
 * path, query and body, the answer's envelope, the activity-log entry, the cache tags it drops
 * and its part of the OpenAPI document. `response` describes the answer's `data` (for a paged
 * list, one item of it); the screens' calls are typed from it (app/lib/api-client.ts): what they
 * send is each schema's input, what they read its output.
 */
export interface EndpointSpec {
  summary: string;
  access: Access;
  /** The path's `{name}` parts; a value the schema refuses is a 400 with its message. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer's `data`; absent for a `download`, which answers a file, and a message-only answer. */
  response?: z.ZodType;
  /**
   * Fields the answer carries beside `data` (a `message`, a `pendingEmail`): the handler returns
   * them with `reply`.
   */
  fields?: z.ZodType;
  /**
   * Answers a file of this media type instead of the JSON envelope: the handler returns the
   * `Response` itself (a CSV, a backup).
   */
  download?: string;
  /**
   * Takes a `multipart/form-data` upload with its own body limit instead of JSON: the JSON body
   * limit and content-type rule skip it, and the handler reads the body itself.
   */
  upload?: true;
  /** 201 for a creation; 200 otherwise. A `reply` may answer the other one. */
  status?: 200 | 201;
  /** A list answered a page at a time: the handler returns a Page, `response` is one item. */
  paged?: true;
  /**
   * The rate limit it counts, per client, before the input is read: malformed floods are limited
   * too. Over the limit is a 429 with Retry-After (docs/product.md#api-conventions).
   */
  limit?: keyof RouterDeps["limiters"];
  /** The activity log's name for a successful call (app/features/audit/actions.ts). */
  audit?: string;
  /** The public cache's tags a successful call makes stale, on every instance. */
  drops?: readonly CacheTag[];
}

/** What a schema of the spec gives the handler once validated (`undefined` where none is declared). */
type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

export interface EndpointInput<S extends EndpointSpec> {
  params: Parsed<S["params"]>;
  query: Parsed<S["query"]>;
  body: Parsed<S["body"]>;
  /** A paged list's `limit`, `cursor`, `q` and `sort` (docs/product.md#admin-lists). */
  page: PageQuery;
}

/** The answer's `data` as the handler gives it: a page of items for a paged list. */
export type DataOf<S extends EndpointSpec> = S["paged"] extends true
  ? Page<Parsed<S["response"]>>
  : Parsed<S["response"]>;

/** An answer with the declared `fields` beside its `data`, or with the other 2xx status. */
export class Reply<Data, Fields> {
  readonly data: Data;
  readonly fields: Fields;
  readonly status?: 200 | 201;
  constructor(data: Data, fields: Fields, status?: 200 | 201) {
    this.data = data;
    this.fields = fields;
    this.status = status;
  }
}

export const reply = <Data, Fields>(data: Data, fields: Fields, status?: 200 | 201) =>
  new Reply(data, fields, status);

/**
 * What a handler returns: the `data`; a `reply` with fields beside it; or, for a download or an
 * answer already serialised, the `Response` itself.
 */
export type HandlerResult<S extends EndpointSpec> =
  | DataOf<S>
  | Reply<DataOf<S>, Parsed<S["fields"]>>
  | Response;

export interface Endpoint<S extends EndpointSpec = EndpointSpec> {
  spec: S;
  // A method, so that every endpoint fits `Endpoints` whatever it takes.
  handle(
    input: EndpointInput<S>,
    c: Context<AppEnv>,
    deps: RouterDeps,
  ): Promise<HandlerResult<S>> | HandlerResult<S>;
}

/** Declares an endpoint: what it takes and answers, who may call it, and the work it does. */
export function endpoint<const S extends EndpointSpec>(
  spec: S,
  handle: (
    input: EndpointInput<S>,
    c: Context<AppEnv>,
    deps: RouterDeps,
  ) => Promise<HandlerResult<S>> | HandlerResult<S>,
): Endpoint<S> {
  return { spec, handle };
}

/** A feature's endpoints, keyed "METHOD /path/{param}" (the path under /api). */
export type Endpoints = Record<string, Endpoint>;

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export function splitKey(key: string): { method: Method; path: string } {
  const [method, path] = key.split(" ") as [Method, string];
  return { method, path };
}

/** `/admin/testimonials/{id}` as Hono routes it: `/admin/testimonials/:id`. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

const guards: Record<Access, MiddlewareHandler<AppEnv>[]> = {
  public: [],
  user: [requireUser],
  admin: [requireAdmin],
};

/**
 * Mounts each endpoint on `api` (the router under /api): its guard, then the parsing, the work
 * and the answer. The cache tags it drops wrap the handler (`dropsCache`), the activity log's
 * entry comes from the route documentation (server/features.ts).
 */
export function mountEndpoints(
  api: Hono<AppEnv>,
  endpoints: Endpoints,
  deps: RouterDeps,
  dropsCache: (tags: readonly CacheTag[]) => MiddlewareHandler<AppEnv>,
) {
  for (const [key, { spec, handle }] of Object.entries(endpoints)) {
    const { method, path } = splitKey(key);
    const route = honoPath(path);
    if (spec.drops?.length) api.on(method, route, dropsCache(spec.drops));
    for (const guard of guards[spec.access]) api.on(method, route, guard);
    api.on(method, route, async (c) => {
      if (spec.limit) await deps.limiters[spec.limit].take(clientIp(c, deps.config.trustProxy));
      const input = {
        params: spec.params ? parseParams(spec.params, c.req.param()) : undefined,
        query: spec.query ? parseQuery(c, spec.query) : undefined,
        body: spec.body ? await parseBody(c, spec.body) : undefined,
        page: spec.paged ? parsePageQuery(c) : undefined,
      };
      const answer = await handle(input as EndpointInput<EndpointSpec>, c, deps);
      if (answer instanceof Response) return answer;
      if (answer instanceof Reply) {
        const { data, fields, status = spec.status ?? 200 } = answer;
        return c.json({ success: true as const, data, ...(fields as object) }, status);
      }
      return spec.paged ? okPage(c, answer as Page<unknown>) : ok(c, answer, spec.status ?? 200);
    });
  }
}

/** A path's parts are not fields a person filled in: the answer names no field. */
function parseParams<T>(schema: z.ZodType<T>, params: Record<string, string>): T {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues[0]?.message ?? errorMessages.invalidData);
}
