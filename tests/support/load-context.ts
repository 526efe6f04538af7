import pino from "pino";
import { documentForPage } from "../../app/features/content/index.server.ts";
import { createLoadContext } from "../../app/lib/app-context.server.ts";
import type { Db } from "../../db/client.server.ts";
import type { Config } from "../../server/config.server.ts";
import type { RouterDeps } from "../../server/http/deps.ts";
import { pageActionContext } from "../../server/http/page-actions.ts";

/** A page request's load context as the server builds it: published content, no preview. */
export function pageLoadContext(t: { db: Db; config: Config }) {
  return createLoadContext({
    db: t.db,
    site: t.config.site,
    content: (key) => documentForPage(t.db, t.config, key as never, false),
    markUncacheable: () => {},
  });
}

/**
 * A page request's load context with what a page's action reads (a form posted without
 * JavaScript): the given router deps, an address, no User-Agent, plain HTTP, a silent logger.
 * `deps` needs only what the action under test uses.
 */
export function pageActionLoadContext(
  t: { db: Db; config: Config },
  deps: Partial<RouterDeps>,
  { clientIp = "203.0.113.9", userAgent = "" }: { clientIp?: string; userAgent?: string } = {},
) {
  const provider = pageLoadContext(t);
  provider.set(pageActionContext, {
    deps: { config: t.config, ...deps } as RouterDeps,
    clientIp,
    userAgent,
    secure: false,
    log: pino({ level: "silent" }),
  });
  return provider;
}
