import type { Hono } from "hono";
import type { Db } from "../../db/client.server.ts";
import type { Config } from "../config.server.ts";
import type { ScheduledJob } from "../jobs/scheduler.ts";
import type { AppEnv } from "./app-env.ts";
import type { RouterDeps } from "./deps.ts";
import type { Endpoints } from "./endpoint.ts";
import type { Gauge } from "./metrics.ts";

/** Who may call a route: anyone, any signed-in staff member, or admins only. */
export type Access = "public" | "user" | "admin";

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
  /** Routers mounted at the site's root, outside /api (the media files). */
  files?: { path: string; routes: (deps: RouterDeps) => Hono<AppEnv> }[];
  /**
   * Its endpoints, each declared once (server/http/endpoint.ts), keyed "METHOD /path/{param}"
   * under /api: mounted, guarded, validated, audited and documented from that declaration.
   */
  endpoints?: Endpoints;
  /** Public pages (paths as the browser asks for them) rendered from this feature's data. */
  pages?: CachedPath[];
  /** Public /api reads of this feature's data. */
  reads?: CachedPath[];
  /** Work it needs done on a schedule, once across instances, given the configuration. */
  jobs?: (config: Config) => ScheduledJob[];
  /** Gauges of its own for GET /metrics, read at each scrape. */
  gauges?: (db: Db) => Promise<Gauge[]>;
}
