import { vacuumAll } from "../../db/maintenance.server.ts";
import type { ScheduledJob } from "./scheduler.ts";

/**
 * PGlite's autovacuum (db/maintenance.server.ts), once a day. It holds the single connection
 * while it runs: milliseconds for an agency's data, under a second at 50,000 messages and
 * 100,000 subscribers. Its first run comes a second after the first start.
 */
const embeddedVacuumJob: ScheduledJob = {
  name: "embedded-vacuum",
  everyMs: 24 * 3_600_000,
  run: async (db) => {
    const started = performance.now();
    await vacuumAll(db);
    return `banco embutido limpo e estatísticas atualizadas em ${Math.round(performance.now() - started)} ms`;
  },
};

/** The database's own upkeep: none on PostgreSQL, whose autovacuum does it. */
export function upkeepJobsFor(kind: "pglite" | "postgres"): ScheduledJob[] {
  return kind === "pglite" ? [embeddedVacuumJob] : [];
}
