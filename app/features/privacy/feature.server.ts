import type { Feature } from "../../../server/http/feature.ts";
import { retentionPeriods } from "../../lib/retention-periods.ts";
import { privacyEndpoints } from "./api.server.ts";
import { retentionJob } from "./retention.server.ts";

/** Data-subject requests under the LGPD: find, export, correct, erase, and the register. */
export const privacyFeature: Feature = {
  name: "privacy",
  endpoints: privacyEndpoints,
  jobs: (config) => [
    retentionJob({
      messagesDays: config.site.privacy.retentionMessagesDays,
      ...retentionPeriods,
    }),
  ],
};
