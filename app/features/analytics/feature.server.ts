import { Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import type { Feature } from "../../../server/http/feature.ts";
import { contactViewPath, waMeUrl } from "../../lib/site-facts.ts";
import { analyticsFoldJob } from "./analytics.server.ts";
import { analyticsEndpoints } from "./api.server.ts";
import { visitOf } from "./visit.server.ts";

/** Cookieless first-party analytics and the statistics screen (docs/product.md#analytics). */
export const analyticsFeature: Feature = {
  name: "analytics",
  endpoints: analyticsEndpoints,
  files: [
    {
      // The site's WhatsApp links: counted here, then handed to wa.me; no script needed.
      path: "/ir",
      routes: ({ config, analytics }) =>
        new Hono<AppEnv>()
          .get("/whatsapp", (c) => {
            analytics.goal("whatsapp", "/ir/whatsapp", visitOf(c, config.trustProxy));
            const text = c.req.query("text")?.slice(0, 1000) || undefined;
            c.header("Cache-Control", "no-store");
            return c.redirect(waMeUrl(config.site.whatsapp, text), 302);
          })
          // The home's contact form came into view (its beacon, sent once per page after idle):
          // the funnel's middle step. No body is read.
          .post(contactViewPath.slice("/ir".length), (c) => {
            analytics.goal("contact_view", "/", visitOf(c, config.trustProxy));
            c.header("Cache-Control", "no-store");
            return c.body(null, 204);
          }),
    },
  ],
  jobs: (config) => (config.analytics ? [analyticsFoldJob] : []),
};
