import type { Handler } from "hono";
import type { Database } from "../db/client.server.ts";
import type { PublicCache } from "./cache/public-cache.ts";
import { features } from "./features.ts";
import type { AppEnv } from "./http/app-env.ts";
import { type Gauge, hasBearer, type Metrics } from "./http/metrics.ts";
import { jobGauges } from "./jobs/scheduler.ts";

/**
 * GET /metrics for Prometheus, with `Authorization: Bearer $METRICS_TOKEN`. Without the right
 * token it is the site's 404, as when no token is configured: nothing tells a visitor it exists.
 */
export function metricsRoute(
  token: string,
  database: Database,
  cache: PublicCache,
  metrics: Metrics,
): Handler<AppEnv> {
  return async (c, next) => {
    if (!hasBearer(c.req.header("authorization"), token)) return next();
    const pool = database.poolStats();
    const memory = process.memoryUsage();
    const gauges: Gauge[] = [
      {
        name: "db_pool_connections",
        help: "Database connections: open in total, idle, and requests waiting for one.",
        samples: [
          { labels: { state: "total" }, value: pool.size },
          { labels: { state: "idle" }, value: pool.idle },
          { labels: { state: "waiting" }, value: pool.waiting },
        ],
      },
      {
        name: "public_cache_entries",
        help: "Pages and reads held in memory.",
        samples: [{ value: cache.size }],
      },
      {
        name: "process_resident_memory_bytes",
        help: "Resident memory of this process.",
        samples: [{ value: memory.rss }],
      },
      {
        name: "process_uptime_seconds",
        help: "Seconds since this process started.",
        samples: [{ value: Math.round(process.uptime()) }],
      },
      ...(await jobGauges(database.db)),
      ...(await Promise.all(features.map((feature) => feature.gauges?.(database.db) ?? []))).flat(),
    ];
    return c.body(await metrics.render(cache.stats, gauges), 200, {
      "content-type": "text/plain; version=0.0.4; charset=utf-8",
      "cache-control": "no-store",
    });
  };
}
