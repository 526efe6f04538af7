import type { Feature } from "../../../server/http/feature.ts";
import { contactEndpoints } from "./api.server.ts";
import { followUpReminderJob } from "./lead-reminders.server.ts";

/** The contact form's messages and the staff inbox. */
export const contactFeature: Feature = {
  name: "contact",
  endpoints: contactEndpoints,
  jobs: (config) => [followUpReminderJob(config)],
  // docs/product.md#spam: spam older than 30 days is deleted, once a day.
};
