import type { Feature } from "../../../server/http/feature.ts";
import { mailEndpoints } from "./api.server.ts";
import { sentMailCleanupJob } from "./cleanup.server.ts";
import { outboxGauges } from "./outbox-gauges.server.ts";

/** Mail: lead notifications (queued by contact and testimonials) and its state for admins. */
export const mailFeature: Feature = {
  name: "mail",
  endpoints: mailEndpoints,
  jobs: () => [sentMailCleanupJob],
  gauges: outboxGauges,
};
