import { Hono } from "hono";
import { compress } from "hono/compress";
import type { Logger } from "pino";
import { authRoutes } from "../app/features/auth/api.server.ts";
import { adminContactsRoutes, contactRoutes } from "../app/features/contact/api.server.ts";
import { adminNewsletterRoutes, newsletterRoutes } from "../app/features/newsletter/api.server.ts";
import {
  portfolioAdminRoutes,
  portfolioPublicRoutes,
} from "../app/features/portfolio/api.server.ts";
import {
  adminTestimonialsRoutes,
  testimonialsRoutes,
} from "../app/features/testimonials/api.server.ts";
import { usersRoutes } from "../app/features/users/api.server.ts";
import { type AppLoadContext, createLoadContext } from "../app/lib/app-context.server.ts";
import { errorMessages, HttpError } from "../app/lib/http-error.ts";
import type { Database } from "../db/client.server.ts";
import { invalidatesCache, publicCache } from "./cache/cache-middleware.ts";
import { PublicCache } from "./cache/public-cache.ts";
import type { Config } from "./config.server.ts";
import type { AppEnv } from "./http/app-env.ts";
import { crossSiteCheck } from "./http/cross-site.ts";
import { createRouterDeps } from "./http/deps.ts";
import { jsonBodyLimit, requireJsonContentType } from "./http/json-body.ts";
import { withPageCsp } from "./http/page-csp.ts";
import { requestLog } from "./http/request-log.ts";
import { fail } from "./http/responses.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { loadSession } from "./http/session.ts";
import { staticFiles } from "./http/static-files.ts";
import { openApiDocument } from "./openapi.ts";

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
}

export function createApp({
  config,
  database,
  logger,
  pages,
  serveStatic,
  cache = new PublicCache(),
}: AppOptions) {
  const deps = createRouterDeps(config);
  const app = new Hono<AppEnv>();
  const csp = { ads: config.site.adsId !== "", dev: config.env === "development" };

  app.use(requestLog(logger));
  // HTML, JSON and the client bundle shrink several times over; phones on slow links feel it most.
  // Cached answers come already compressed, and this passes them through.
  app.use(compress());
  // Before the security headers: a cached copy keeps the ones it was rendered with, so a hit
  // costs no more than a lookup. Development re-renders every time: edited code shows at once.
  if (config.env !== "development") app.use(publicCache(cache));
  app.use(securityHeaders({ ...csp, production: config.env === "production" }));
  app.use(async (c, next) => {
    c.set("db", database.db);
    await next();
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) =>
    (await database.ping()) ? c.json({ status: "ok" }) : c.json({ status: "unavailable" }, 503),
  );

  const api = new Hono<AppEnv>();
  api.use(
    crossSiteCheck({ trustProxy: config.trustProxy }),
    jsonBodyLimit,
    requireJsonContentType,
    loadSession(),
  );
  api.route("/", authRoutes(deps));
  api.route("/admin/users", usersRoutes(deps));
  // Staff writes change what the public side shows: each drops exactly its part of the cache.
  api.use("/admin/portfolio/*", invalidatesCache(cache, ["portfolio"]));
  api.use("/admin/testimonials/*", invalidatesCache(cache, ["testimonials"]));
  api.route("/testimonials", testimonialsRoutes(deps));
  api.route("/admin/testimonials", adminTestimonialsRoutes(deps));
  api.route("/contact", contactRoutes(deps));
  api.route("/admin/contacts", adminContactsRoutes(deps));
  api.route("/newsletter", newsletterRoutes(deps));
  api.route("/admin/newsletter", adminNewsletterRoutes(deps));
  api.route("/portfolio", portfolioPublicRoutes(deps));
  api.route("/admin/portfolio", portfolioAdminRoutes(deps));
  // Built once, from the routes mounted above and the schemas they validate with.
  let openApi: ReturnType<typeof openApiDocument> | undefined;
  api.get("/openapi.json", (c) => {
    openApi ??= openApiDocument(app.routes.filter((r) => r.path !== "/api/openapi.json"));
    return c.json(openApi);
  });
  api.all("*", (c) => fail(c, new HttpError(404, errorMessages.notFound)));
  app.route("/api", api);

  if (serveStatic) app.route("/", staticFiles(serveStatic));

  app.all("*", async (c) => {
    if (!pages) return c.text("Not Found", 404);
    let cacheable = true;
    const context: AppLoadContext = {
      db: database.db,
      site: config.site,
      markUncacheable: () => {
        cacheable = false;
      },
    };
    const page = await withPageCsp(await pages(c.req.raw, createLoadContext(context)), csp);
    if (!cacheable) page.headers.set("Cache-Control", "no-store");
    return page;
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) return fail(c, error);
    c.var.log?.error({ err: error }, "unhandled error");
    if (c.req.path.startsWith("/api/") || c.req.path === "/api") {
      return fail(c, new HttpError(500, errorMessages.internal));
    }
    return c.html(
      '<!doctype html><html lang="pt-BR"><title>Erro</title><p>Erro interno do servidor</p></html>',
      500,
    );
  });

  return app;
}
