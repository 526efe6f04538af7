import type { Feature } from "../../../server/http/feature.ts";
import { CONTENT_TAG, contentEndpoints } from "./api.server.ts";
import { scheduledContentJob } from "./publish-job.server.ts";

/** The site's editable content: drafts, previews, publishing (now or scheduled) and history. */
export const contentFeature: Feature = {
  name: "content",
  endpoints: contentEndpoints,
  // The home as its sections read it in the browser: stale with every publish.
  reads: [{ path: /^\/api\/content\/home$/, tags: [CONTENT_TAG] }],
  jobs: () => [scheduledContentJob],
};
