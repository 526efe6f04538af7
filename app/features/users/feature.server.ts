import type { Feature } from "../../../server/http/feature.ts";
import type { ScheduledJob } from "../../../server/jobs/scheduler.ts";
import { deleteExpiredSessions } from "../auth/index.server.ts";
import { usersEndpoints } from "./api.server.ts";
import { deleteExpiredResetLinks } from "./password-reset.server.ts";

/** Sessions and password links past their time are refused already; this clears them away. */
const expiredSignInsJob: ScheduledJob = {
  name: "expired-sign-ins",
  everyMs: 24 * 3_600_000,
  run: async (db) => {
    const sessions = await deleteExpiredSessions(db);
    const links = await deleteExpiredResetLinks(db);
    return `${sessions} sessões e ${links} links de senha vencidos apagados`;
  },
};

/** Staff accounts: managed by admins, and each person's own (account page, password recovery). */
export const usersFeature: Feature = {
  name: "users",
  endpoints: usersEndpoints,
  jobs: () => [expiredSignInsJob],
};
