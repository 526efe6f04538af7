import { documentForPage } from "../../app/features/content/index.server.ts";
import { createLoadContext } from "../../app/lib/app-context.server.ts";
import type { Db } from "../../db/client.server.ts";
import type { Config } from "../../server/config.server.ts";

/** A page request's load context as the server builds it: published content, no preview. */
export function pageLoadContext(t: { db: Db; config: Config }) {
  return createLoadContext({
    db: t.db,
    site: t.config.site,
    content: (key) => documentForPage(t.db, t.config, key as never, false),
    markUncacheable: () => {},
  });
}
