import { sql } from "drizzle-orm";
import type { ScheduledJob } from "../../../server/jobs/scheduler.ts";
import { CONTENT_TAG } from "./api.server.ts";
import { publishDue } from "./content.server.ts";

/**
 * Publishes the content whose scheduled time has come. The scheduler runs it on one instance at
 * a time, and each publish claims its row, so a schedule publishes once. Every instance then
 * drops its cached pages: the same announcement a publish from the back office makes
 * (server/cache/cross-instance.ts), heard by this instance too.
 */
export const scheduledContentJob: ScheduledJob = {
  name: "content-publish",
  everyMs: 60_000,
  async run(db) {
    const published = await publishDue(db);
    if (published.length === 0) return "Nada agendado para agora";
    const message = JSON.stringify({ origin: "content-publish", tags: [CONTENT_TAG] });
    await db.execute(sql`select pg_notify('public_cache', ${message})`);
    return `Publicado: ${published.join(", ")}`;
  },
};
