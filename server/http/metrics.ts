import { timingSafeEqual } from "node:crypto";

/**
 * Counters behind GET /metrics (Prometheus text format 0.0.4), kept by this process: Prometheus
 * scrapes every instance and adds them up. Small on purpose: the cache's fast path records each
 * hit here, so recording is a map lookup and a few additions, with no label objects to build.
 */

// Seconds. Cache hits answer in well under a millisecond; page renders take tens of them.
const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

export interface Gauge {
  name: string;
  help: string;
  /** One sample, or one per label set (label values are escaped here). */
  samples: { labels?: Record<string, string>; value: number }[];
}

export class Metrics {
  private readonly requests = new Map<string, number>();
  private readonly durations = new Map<string, Histogram>();

  /**
   * One answered request. `route` must come from a small set (a route pattern, "page",
   * "cached"), never the raw path: every distinct value is a series kept for ever.
   */
  observe(method: string, route: string, status: number, seconds: number) {
    const key = `${method}\u0000${route}\u0000${status}`;
    this.requests.set(key, (this.requests.get(key) ?? 0) + 1);
    let histogram = this.durations.get(route);
    if (!histogram) {
      histogram = { counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.durations.set(route, histogram);
    }
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]!) histogram.counts[i]! += 1;
    histogram.sum += seconds;
    histogram.count += 1;
  }

  /** The exposition text, with the cache's counts and the gauges read at scrape time. */
  render(cache: { hits: number; misses: number }, gauges: Gauge[]): string {
    const lines: string[] = [];
    const header = (name: string, help: string, type: string) =>
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);

    header("http_requests_total", "Requests answered, by method, route and status.", "counter");
    for (const [key, value] of this.requests) {
      const [method, route, status] = key.split("\u0000") as [string, string, string];
      lines.push(`http_requests_total${labels({ method, route, status })} ${value}`);
    }

    header("http_request_duration_seconds", "Time to answer, by route.", "histogram");
    for (const [route, histogram] of this.durations) {
      BUCKETS.forEach((le, i) => {
        const bucket = labels({ route, le: String(le) });
        lines.push(`http_request_duration_seconds_bucket${bucket} ${histogram.counts[i]}`);
      });
      const all = labels({ route, le: "+Inf" });
      lines.push(`http_request_duration_seconds_bucket${all} ${histogram.count}`);
      lines.push(`http_request_duration_seconds_sum${labels({ route })} ${histogram.sum}`);
      lines.push(`http_request_duration_seconds_count${labels({ route })} ${histogram.count}`);
    }

    header("public_cache_hits_total", "Public pages and reads answered from memory.", "counter");
    lines.push(`public_cache_hits_total ${cache.hits}`);
    header("public_cache_misses_total", "Public pages and reads rendered and stored.", "counter");
    lines.push(`public_cache_misses_total ${cache.misses}`);

    for (const gauge of gauges) {
      header(gauge.name, gauge.help, "gauge");
      for (const sample of gauge.samples) {
        lines.push(`${gauge.name}${sample.labels ? labels(sample.labels) : ""} ${sample.value}`);
      }
    }
    return `${lines.join("\n")}\n`;
  }
}

function labels(values: Record<string, string>): string {
  const pairs = Object.entries(values).map(
    ([name, value]) =>
      `${name}="${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`,
  );
  return `{${pairs.join(",")}}`;
}

/** Whether the Authorization header carries exactly `Bearer <token>`, compared in constant time. */
export function hasBearer(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
