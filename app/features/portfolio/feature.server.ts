import type { Feature } from "../../../server/http/feature.ts";
import { portfolioEndpoints } from "./api.server.ts";

/** The agency's projects: managed by staff, shown on /portfolio and the project pages. */
export const portfolioFeature: Feature = {
  name: "portfolio",
  endpoints: portfolioEndpoints,
  pages: [
    { path: /^\/portfolio$/, tags: ["portfolio"] },
    { path: /^\/portfolio\/[^/]+$/, tags: ["portfolio"] },
    // The sitemap lists every active project.
    { path: /^\/sitemap\.xml$/, tags: ["portfolio"] },
  ],
  reads: [{ path: /^\/api\/portfolio(\/[^/]+)?$/, tags: ["portfolio"] }],
};
