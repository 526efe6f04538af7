import type { Feature } from "../../../server/http/feature.ts";

/** The one-page home: it shows the newest projects and the best testimonials. */
export const homeFeature: Feature = {
  name: "home",
  pages: [{ path: /^\/$/, tags: ["portfolio", "testimonials", "content"] }],
};
