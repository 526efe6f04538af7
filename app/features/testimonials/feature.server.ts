import type { Feature } from "../../../server/http/feature.ts";
import { testimonialsEndpoints } from "./api.server.ts";

/** Clients' testimonials: submitted by visitors, moderated by staff, shown once approved. */
export const testimonialsFeature: Feature = {
  name: "testimonials",
  endpoints: testimonialsEndpoints,
  pages: [
    { path: /^\/depoimentos$/, tags: ["testimonials"] },
    // The submission form shows no stored data.
    { path: /^\/depoimentos\/novo$/, tags: [] },
  ],
  reads: [{ path: /^\/api\/testimonials(\/(top|featured))?$/, tags: ["testimonials"] }],
};
