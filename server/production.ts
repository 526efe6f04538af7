import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { visitOfRequest } from "../app/features/analytics/index.server.ts";
import { createApp } from "./app.ts";
import { type Booted, boot, listen } from "./boot.ts";
import { buildDir } from "./build-dir.ts";
import { cacheFastPath } from "./cache/http-fast-path.ts";
import { cachePolicies } from "./features.ts";

export interface StartOptions {
  prepare?: (booted: Booted) => Promise<void>;
  onListening?: (url: string, booted: Booted) => void;
  /** `npm run demo`: without SMTP_URL, mail is written to files as in development. */
  demo?: boolean;
}

/**
 * `npm start`: the production build behind the one Hono app. `prepare` runs before listening.
 * Bundled by `npm run build` into `<BUILD_DIR>/server/start.js` (server/built-server.ts), beside
 * the pages' build it loads.
 */
export async function startProduction(options: StartOptions = {}) {
  const booted = await boot({}, { demo: options.demo });
  await options.prepare?.(booted);
  const built = buildDir();
  const pagesBuild = pathToFileURL(resolve(built, "server/index.js"));
  const build = (await import(pagesBuild.href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");

  const app = createApp({
    ...booted,
    pages: (request, context) => handle(request, context),
    serveStatic: {
      clientDir: resolve(built, "client"),
      mediaDir: booted.mediaDir,
    },
  });

  serveWithCache(app, booted, (url) => {
    booted.logger.info({ url }, `Servidor no ar em ${url}`);
    options.onListening?.(url, booted);
  });
}

/**
 * Listens (boot.ts: until SIGTERM) with cached public pages and reads answered before the app
 * sees them (http-fast-path.ts).
 */
export function serveWithCache(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  booted: Booted,
  onListening: (url: string) => void,
) {
  const { analytics, config } = booted;
  const answerFromCache = cacheFastPath(
    booted.cache,
    cachePolicies,
    booted.logger,
    booted.metrics,
    config.analytics
      ? (request, target) => analytics.pageView(target, visitOfRequest(request, config.trustProxy))
      : undefined,
  );
  listen(app.fetch, booted, onListening, undefined, (serverOptions, listener) =>
    createServer(serverOptions, (request, response) => {
      if (!answerFromCache(request, response)) listener(request, response);
    }),
  );
}
