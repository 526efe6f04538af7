import { Hono } from "hono";
import { every, except } from "hono/combine";
import type { Logger } from "pino";
import { AnalyticsRecorder, visitOf } from "../app/features/analytics/index.server.ts";
import { auditAction } from "../app/features/audit/index.server.ts";
import { sessionLookup } from "../app/features/auth/index.server.ts";
import {
  type ContentKey,
  type ContentLocale,
  documentForPage,
  pagePreview,
  publishedSiteFacts,
  withPreviewBand,
} from "../app/features/content/index.server.ts";
import { type AppLoadContext, createLoadContext } from "../app/lib/app-context.server.ts";
import { isCharacterException, isDataException } from "../app/lib/database-errors.ts";
import { errorForLog } from "../app/lib/error-log.ts";
import { errorMessages, HttpError } from "../app/lib/http-error.ts";
import { localeOfPath } from "../app/lib/locale-paths.ts";
import type { Database } from "../db/client.server.ts";
import { invalidatesCache, privateAnswers, publicCache } from "./cache/cache-middleware.ts";
import { PublicCache } from "./cache/public-cache.ts";
import type { Config } from "./config.server.ts";
import {
  auditedRoutes,
  cachePolicies,
  features,
  scheduledJobsFor,
  uploadRoutes,
} from "./features.ts";
import type { AppEnv } from "./http/app-env.ts";
import { compression } from "./http/compression.ts";
import { criticalCss } from "./http/critical-css.ts";
import { crossSiteCheck } from "./http/cross-site.ts";
import { deferScripts } from "./http/deferred-scripts.ts";
import { createRouterDeps, rateLimitStoreFor } from "./http/deps.ts";
import { mountEndpoints } from "./http/endpoint.ts";
import { exceptUploads, requireJsonContentType, smallBodyLimit } from "./http/json-body.ts";
import { type Metrics, uncountedMetrics } from "./http/metrics.ts";
import { providePageActionContext, requireFormContentType } from "./http/page-actions.ts";
import { withPageCsp } from "./http/page-csp.ts";
import { requestLog } from "./http/request-log.ts";
import { fail } from "./http/responses.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { loadSession } from "./http/session.ts";
import { staticFiles } from "./http/static-files.ts";
import { type Scheduler, startScheduler } from "./jobs/scheduler.ts";
import { transportFor } from "./mail/start.ts";
import type { MailWorker } from "./mail/worker.ts";
import { metricsRoute } from "./metrics-route.ts";
import { declaredEndpoints, openApiDocument } from "./openapi.ts";

/** Renders a page: React Router's request handler, from the build or from Vite in development. */
export type PageHandler = (
  request: Request,
  context: ReturnType<typeof createLoadContext>,
) => Promise<Response>;

export interface AppOptions {
  config: Config;
  database: Database;
  logger: Logger;
  /** Absent in API-only tests: every non-API path is then a plain 404. */
  pages?: PageHandler;
  /** Serve build/client and the media folder (production). */
  serveStatic?: { clientDir?: string; mediaDir: string };
  /** Public pages and reads kept in memory; boot shares it with the other instances' relay. */
  cache?: PublicCache;
  /** Scheduled work (boot starts it ticking); without it, jobs run only when a route asks. */
  scheduler?: Scheduler;
  /** Request counts for GET /metrics; boot shares them with the cache fast path. */
  metrics?: Metrics;
  /** This instance's mail sender (boot starts it); without it, queued mail waits for one. */
  mail?: MailWorker | null;
  /** Page views and goals (boot shares it with the cache fast path and flushes it on shutdown). */
  analytics?: AnalyticsRecorder;
}

export function createApp({
  config,
  database,
  logger,
  pages,
  serveStatic,
  cache = new PublicCache(),
  scheduler = startScheduler(database.db, scheduledJobsFor(config), logger, { ticking: false }),
  metrics = uncountedMetrics,
  mail = null,
  analytics = new AnalyticsRecorder(database.db, { enabled: config.analytics }),
}: AppOptions) {
  const limitStore = rateLimitStoreFor(database, (error) =>
    logger.warn({ err: error }, "limpeza dos limites de requisições falhou"),
  );
  const deps = createRouterDeps(config, limitStore, scheduler, analytics, {
    // The running sender's transport; tests that start no sender get one of their own.
    transport: mail?.transport ?? transportFor(config, logger),
    wake: () => mail?.wake(),
  });
  const app = new Hono<AppEnv>();
  const csp = { ads: config.site.adsId !== "", dev: config.env === "development" };
  // Production pages paint from their own HTML: critical CSS inline, scripts after the first
  // paint (docs/performance.md#first-paint). Development keeps Vite's stylesheet and scripts.
  // The back office is the exception: its screens are work that needs their scripts, so they
  // come at once, every module preloaded with the HTML rather than found in waves after the load.
  const inlineCriticalCss = serveStatic?.clientDir ? criticalCss(serveStatic.clientDir) : undefined;
  const firstPaintFirst = inlineCriticalCss
    ? (html: string) => deferScripts(inlineCriticalCss(html))
    : undefined;
  const htmlRewriteFor = (path: string) =>
    isBackOffice(path) ? inlineCriticalCss : firstPaintFirst;

  app.use(requestLog(logger, metrics));
  // HTML, JSON and the client bundle shrink several times over; phones on slow links feel it most.
  // Cached answers come already compressed, and this passes them through.
  app.use(compression());
  // Every public page answered, from the cache or rendered, is a page view
  // (docs/product.md#analytics); the fast path in front of the app counts its own hits.
  if (config.analytics) {
    app.use(async (c, next) => {
      await next();
      const { method } = c.req;
      if (method !== "GET" || (c.res.status !== 200 && c.res.status !== 304)) return;
      const url = new URL(c.req.url);
      if (cachePolicies.of(method, url)?.page) {
        analytics.pageView(url.pathname + url.search, visitOf(c, config.trustProxy));
      }
    });
  }
  // Signed-in answers must never be kept by a browser or proxy (cache-policy.ts says which).
  app.use(privateAnswers(cachePolicies));
  // Before the security headers: a cached copy keeps the ones it was rendered with, so a hit
  // costs no more than a lookup. Development re-renders every time: edited code shows at once.
  if (config.env !== "development") app.use(publicCache(cache, cachePolicies));
  app.use(securityHeaders({ ...csp, production: config.env === "production" }));
  app.use(async (c, next) => {
    c.set("db", database.db);
    await next();
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) =>
    (await database.ping()) ? c.json({ status: "ok" }) : c.json({ status: "unavailable" }, 503),
  );
  if (config.metricsToken)
    app.get("/metrics", metricsRoute(config.metricsToken, database, cache, metrics));

  const sameSiteWrites = crossSiteCheck({
    trustProxy: config.trustProxy,
    siteUrl: config.configuredSiteUrl,
  });
  const api = new Hono<AppEnv>();
  api.use(
    sameSiteWrites,
    exceptUploads(uploadRoutes(features), every(smallBodyLimit, requireJsonContentType)),
    loadSession(sessionLookup),
  );
  // Staff actions land in the activity log: each route's descriptor names its action.
  for (const { method, path, action } of auditedRoutes(features)) {
    api.on(method, path, auditAction(action, config.trustProxy));
  }
  // Staff writes change what the public side shows: each drops exactly its part of the cache.
  for (const feature of features) {
    mountEndpoints(api, feature.endpoints ?? {}, deps, (tags) => invalidatesCache(cache, tags));
  }
  // Built once, from the routes mounted above and the features' declarations of them.
  let openApi: ReturnType<typeof openApiDocument> | undefined;
  api.get("/openapi.json", (c) => {
    const mounted = app.routes.filter((r) => r.path !== "/api/openapi.json");
    openApi ??= openApiDocument(mounted, declaredEndpoints(features));
    return c.json(openApi);
  });
  api.all("*", (c) => fail(c, new HttpError(404, errorMessages.notFound)));
  app.route("/api", api);

  // Before the static files: /media/{id}/… comes from the database, other /media/ paths (the
  // demo's folder) from the media folder.
  for (const { path, routes } of features.flatMap((feature) => feature.files ?? [])) {
    app.route(path, routes(deps));
  }
  if (serveStatic) app.route("/", staticFiles(serveStatic));

  // Page forms post to their route's action (docs/decisions/0013-forms-without-javascript.md):
  // the same cross-site check and body limit as the API, and only form bodies.
  app.use(
    except(["/api", "/api/*"], every(sameSiteWrites, smallBodyLimit, requireFormContentType)),
  );
  app.all("*", async (c) => {
    if (!pages) return c.text("Not Found", 404);
    let cacheable = true;
    // A signed preview link (`?previa=`) shows the draft; a forged or expired one shows nothing.
    const preview = await pagePreview(database.db, config, c.req.query("previa"));
    if (preview === "refused") {
      c.header("Cache-Control", "no-store");
      return c.text("Not Found", 404);
    }
    // The page's language picks its content documents (docs/architecture.md#locales); a preview
    // link shows its draft on the pages of its own language only.
    const locale = localeOfPath(c.req.path, config.site.locales).locale as ContentLocale;
    const previewed = (key: string) => preview?.key === key && preview.locale === locale;
    const context: Omit<AppLoadContext, "serverRenderData"> = {
      db: database.db,
      // The published site facts (content's `site` document): a publish drops every cached page.
      site: await publishedSiteFacts(database.db, config, previewed("site"), locale),
      content: (key) =>
        documentForPage(database.db, config, key as ContentKey, previewed(key), locale),
      markUncacheable: () => {
        cacheable = false;
      },
    };
    const loadContext = createLoadContext(context);
    providePageActionContext(loadContext, c, deps);
    const rewrite = htmlRewriteFor(c.req.path);
    const page = await withPageCsp(
      await pages(c.req.raw, loadContext),
      csp,
      preview ? (html) => withPreviewBand(rewrite ? rewrite(html) : html) : rewrite,
    );
    if (preview) {
      page.headers.set("Cache-Control", "no-store");
      page.headers.set("X-Robots-Tag", "noindex");
    }
    // A form's answer (docs/product.md#forms-without-javascript) echoes what a visitor typed:
    // no browser or proxy may keep it, whatever its status.
    const isWrite = c.req.method !== "GET" && c.req.method !== "HEAD";
    if (!cacheable || isWrite) page.headers.set("Cache-Control", "no-store");
    return page;
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) return fail(c, error);
    const isApi = c.req.path.startsWith("/api/") || c.req.path === "/api";
    // Never the request itself: its body, query and the values inside database errors are a
    // visitor's personal data. The route and the request id (bound to the logger) find it.
    const where = { method: c.req.method, route: c.req.routePath, error: errorForLog(error) };
    if (isDataException(error)) {
      // A value the database could not take is the caller's mistake: a 400, never a 500.
      // Logged all the same: it means a schema let through something it should refuse.
      c.var.log?.warn(where, "input refused by the database");
      const message = isCharacterException(error)
        ? errorMessages.invalidCharacters
        : errorMessages.invalidData;
      if (isApi) return fail(c, new HttpError(400, message));
      return c.html(errorPage(message), 400);
    }
    c.var.log?.error(where, "unhandled error");
    if (isApi) return fail(c, new HttpError(500, errorMessages.internal));
    return c.html(errorPage(errorMessages.internal), 500);
  });

  return app;
}

function isBackOffice(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}

function errorPage(message: string): string {
  return `<!doctype html><html lang="pt-BR"><title>Erro</title><p>${message}</p></html>`;
}
