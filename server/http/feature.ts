import type { Hono } from "hono";
import type { z } from "zod";
import type { Db } from "../../db/client.server.ts";
import type { Config } from "../config.server.ts";
import type { ScheduledJob } from "../jobs/scheduler.ts";
import type { AppEnv } from "./app-env.ts";
import type { RouterDeps } from "./deps.ts";
import type { Endpoints } from "./endpoint.ts";
import type { Gauge } from "./metrics.ts";

/** Who may call a route: anyone, any signed-in staff member, or admins only. */
export type Access = "public" | "user" | "admin";

/** What the route table cannot say by itself, for the OpenAPI document. */
export interface RouteDoc {
  summary: string;
  access: Access;
  /** The zod schema the handler validates its JSON body with: the document follows the code. */
  body?: z.ZodType;
  /** The path's and the query's schemas, and the answer's `data` (one item of a paged list). */
  params?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
  paged?: true;
  /** Counted against a rate limit per client: a 429 when over it. */
  limited?: true;
  created?: boolean;
  /**
   * The route takes a `multipart/form-data` upload with its own body limit instead of JSON: the
   * JSON body limit and content-type rule skip exactly this method and path.
   */
  upload?: true;
  /** The media type of a file the route answers with on success, instead of the JSON shape. */
  download?: string;
  /**
   * The activity log's name for a successful call (an action of features/audit/actions.ts):
   * the server records who did it, on what, from where (docs/product.md#audit).
   */
  audit?: string;
}

/** A public page or read kept in the public cache, and the data tags its copy depends on. */
export interface CachedPath {
  path: RegExp;
  tags: string[];
}

/**
 * Everything the server needs to know about a feature, in one object: `server/features.ts` lists
 * them and the app, the OpenAPI document and the cache policy read them from there. Adding a
 * feature is a folder with a `feature.server.ts` and one line in that list
 * (docs/architecture.md#adding-a-feature).
 */
export interface Feature {
  name: string;
  /** Routers mounted under /api, each at its path. */
  api?: { path: string; routes: (deps: RouterDeps) => Hono<AppEnv> }[];
  /** Routers mounted at the site's root, outside /api (the media files). */
  files?: { path: string; routes: (deps: RouterDeps) => Hono<AppEnv> }[];
  /**
   * Its endpoints, each declared once (server/http/endpoint.ts), keyed "METHOD /path/{param}"
   * under /api: mounted, guarded, validated, audited and documented from that declaration.
   */
  endpoints?: Endpoints;
  /** One entry per route of `api`, keyed "METHOD /api/path/{param}" (features not yet on `endpoints`). */
  docs?: Record<string, RouteDoc>;
  /** Writes under these /api paths drop these tags from the public cache before answering. */
  invalidates?: { path: string; tags: string[] }[];
  /** Public pages (paths as the browser asks for them) rendered from this feature's data. */
  pages?: CachedPath[];
  /** Public /api reads of this feature's data. */
  reads?: CachedPath[];
  /** Work it needs done on a schedule, once across instances, given the configuration. */
  jobs?: (config: Config) => ScheduledJob[];
  /** Gauges of its own for GET /metrics, read at each scrape. */
  gauges?: (db: Db) => Promise<Gauge[]>;
}
