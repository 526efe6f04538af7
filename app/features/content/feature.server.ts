import type { Feature } from "../../../server/http/feature.ts";
import { contentEndpoints } from "./api.server.ts";
import { scheduledContentJob } from "./publish-job.server.ts";

/** The site's editable content: drafts, previews, publishing (now or scheduled) and history. */
export const contentFeature: Feature = {
  name: "content",
  endpoints: contentEndpoints,
  jobs: () => [scheduledContentJob],
};
