import type { Context, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { errorMessages, HttpError } from "../../app/lib/http-error.ts";
import type { Page } from "../../app/lib/page.ts";
import type { CacheTag } from "../cache/public-cache.ts";
import type { AppEnv } from "./app-env.ts";
import { clientIp } from "./client-ip.ts";
import type { RouterDeps } from "./deps.ts";
import type { Access, RouteDoc } from "./feature.ts";
import { type PageQuery, parsePageQuery } from "./paging.ts";
import { ok, okPage } from "./responses.ts";
import { requireAdmin, requireUser } from "./session.ts";
import { parseBody, parseQuery } from "./validation.ts";

/**
 * One endpoint, declared once (docs/architecture.md#adding-a-feature): its method and path are its
 * key in the feature's `endpoints`, and from this come the permission check, the validation of
 * path, query and body, the answer's envelope, the activity-log entry, the cache tags it drops
 * and its part of the OpenAPI document. `response` describes the answer's `data` (for a paged
 * list, one item of it); the screens' calls are typed from it (app/lib/api-client.ts).
 */
export interface EndpointSpec<Params, Query, Body, Data> {
  summary: string;
  access: Access;
  /** The path's `{name}` parts; a value the schema refuses is a 400 with its message. */
  params?: z.ZodType<Params>;
  query?: z.ZodType<Query>;
  body?: z.ZodType<Body>;
  /** The answer's `data`; absent only for a `download`, which answers a file. */
  response?: z.ZodType<Data>;
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
  /** 201 for a creation; 200 otherwise. */
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
  drops?: CacheTag[];
}

export interface EndpointInput<Params, Query, Body> {
  params: Params;
  query: Query;
  body: Body;
  /** A paged list's `limit`, `cursor`, `q` and `sort` (docs/product.md#admin-lists). */
  page: PageQuery;
}

/** What the handler returns, and a typed call answers: `data`, or a page of a list. */
export type Answer<Data, Paged> = Paged extends true ? Page<Data> : Data;

export interface Endpoint<
  Params = unknown,
  Query = unknown,
  Body = unknown,
  Data = unknown,
  Paged extends boolean = boolean,
> {
  spec: EndpointSpec<Params, Query, Body, Data>;
  // A method, so that every endpoint fits `Endpoints` whatever it takes.
  handle(
    input: EndpointInput<Params, Query, Body>,
    c: Context<AppEnv>,
    deps: RouterDeps,
  ): Promise<Answer<Data, Paged>> | Answer<Data, Paged>;
}

/** Declares an endpoint: what it takes and answers, who may call it, and the work it does. */
export function endpoint<
  Params = undefined,
  Query = undefined,
  Body = undefined,
  Data = unknown,
  Paged extends true | undefined = undefined,
>(
  spec: EndpointSpec<Params, Query, Body, Data> & { paged?: Paged },
  handle: (
    input: EndpointInput<Params, Query, Body>,
    c: Context<AppEnv>,
    deps: RouterDeps,
  ) => Promise<Answer<Data, Paged>> | Answer<Data, Paged>,
): Endpoint<Params, Query, Body, Data, Paged extends true ? true : false> {
  return { spec, handle } as Endpoint<Params, Query, Body, Data, Paged extends true ? true : false>;
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
  dropsCache: (tags: CacheTag[]) => MiddlewareHandler<AppEnv>,
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
      const data = await handle(input as EndpointInput<unknown, unknown, unknown>, c, deps);
      if (data instanceof Response) return data;
      return spec.paged ? okPage(c, data as Page<unknown>) : ok(c, data, spec.status ?? 200);
    });
  }
}

/** A path's parts are not fields a person filled in: the answer names no field. */
function parseParams<T>(schema: z.ZodType<T>, params: Record<string, string>): T {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues[0]?.message ?? errorMessages.invalidData);
}

/** The route documentation of these endpoints, keyed as the OpenAPI document's paths. */
export function endpointDocs(endpoints: Endpoints): Record<string, RouteDoc> {
  return Object.fromEntries(
    Object.entries(endpoints).map(([key, { spec }]) => {
      const { method, path } = splitKey(key);
      const doc: RouteDoc = {
        summary: spec.summary,
        access: spec.access,
        params: spec.params,
        query: spec.query,
        body: spec.body,
        response: spec.response,
        paged: spec.paged,
        limited: spec.limit ? true : undefined,
        created: spec.status === 201 || undefined,
        upload: spec.upload,
        download: spec.download,
        audit: spec.audit,
      };
      return [`${method} /api${path}`, doc];
    }),
  );
}
