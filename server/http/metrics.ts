import { timingSafeEqual } from "node:crypto";
import type { Counter, Histogram, Registry } from "prom-client";

/**
 * Counters behind GET /metrics (Prometheus text format 0.0.4), kept by this process: Prometheus
 * scrapes every instance and adds them up. Each instance has its own registry, never
 * prom-client's global one: the tests build several apps in one process.
 */

// Seconds. Cache hits answer in well under a millisecond; page renders take tens of them.
const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface Gauge {
  name: string;
  help: string;
  /** One sample, or one per label set (label values are escaped by prom-client). */
  samples: { labels?: Record<string, string>; value: number }[];
}

/** What the app and the cache's fast path record, and GET /metrics shows. */
export interface Metrics {
  /**
   * One answered request. `route` must come from a small set (a route pattern, "page",
   * "cached"), never the raw path: every distinct value is a series kept for ever.
   */
  observe(method: string, route: string, status: number, seconds: number): void;
  /** The exposition text, with the cache's counts and the gauges read at scrape time. */
  render(cache: { hits: number; misses: number }, gauges: Gauge[]): Promise<string>;
}

/**
 * Without METRICS_TOKEN nothing scrapes GET /metrics (it is not mounted), so nothing is counted
 * and prom-client is never loaded: it added some 15 MB to an idle server
 * (docs/performance.md#start-and-footprint).
 */
export const uncountedMetrics: Metrics = {
  observe() {},
  render: async () => "",
};

/** The counters of this process, in a prom-client registry of its own. */
export async function prometheusMetrics(): Promise<Metrics> {
  return new PrometheusMetrics(await import("prom-client"));
}

type PromClient = typeof import("prom-client");

class PrometheusMetrics implements Metrics {
  private readonly prom: PromClient;
  private readonly registry: Registry;
  private readonly requests: Counter<"method" | "route" | "status">;
  private readonly durations: Histogram<"route">;

  constructor(prom: PromClient) {
    this.prom = prom;
    this.registry = new prom.Registry();
    this.requests = new prom.Counter({
      name: "http_requests_total",
      help: "Requests answered, by method, route and status.",
      labelNames: ["method", "route", "status"] as const,
      registers: [this.registry],
    });
    this.durations = new prom.Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer, by route.",
      labelNames: ["route"] as const,
      buckets: BUCKETS,
      registers: [this.registry],
    });
  }

  observe(method: string, route: string, status: number, seconds: number) {
    // The cache's fast path records each hit here: about 0.6 µs for both calls. Passing the
    // labels each time measured faster than keeping a `labels(...)` handle per series.
    this.requests.inc({ method, route, status });
    this.durations.observe({ route }, seconds);
  }

  async render(cache: { hits: number; misses: number }, gauges: Gauge[]): Promise<string> {
    // What is read at scrape time goes into a registry of this scrape's own, merged after the
    // recorded series: nothing read once lingers into the next scrape.
    const { Counter, Gauge: PromGauge, Registry } = this.prom;
    const scrape = new Registry();
    const registers = [scrape];
    new Counter({
      name: "public_cache_hits_total",
      help: "Public pages and reads answered from memory.",
      registers,
    }).inc(cache.hits);
    new Counter({
      name: "public_cache_misses_total",
      help: "Public pages and reads rendered and stored.",
      registers,
    }).inc(cache.misses);
    for (const { name, help, samples } of gauges) {
      const labelNames = [
        ...new Set(samples.flatMap((sample) => Object.keys(sample.labels ?? {}))),
      ];
      const gauge = new PromGauge({ name, help, labelNames, registers });
      // An unlabelled gauge starts at 0; with no sample it shows its HELP and TYPE alone.
      if (samples.length === 0) gauge.remove();
      for (const sample of samples) gauge.set(sample.labels ?? {}, sample.value);
    }
    return Registry.merge([this.registry, scrape]).metrics();
  }
}

/** Whether the Authorization header carries exactly `Bearer <token>`, compared in constant time. */
export function hasBearer(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
