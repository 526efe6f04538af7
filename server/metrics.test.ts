import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transaction } from "../db/client.server.ts";
import { createTestApp, type TestApp } from "../tests/support/test-app.ts";
import { hasBearer } from "./http/metrics.ts";
import { enqueueMail } from "./mail/outbox.ts";

const token = "metrics-token-0123456789";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: token });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.request("/metrics", { headers: authorization ? { authorization } : {} });

describe("GET /metrics", () => {
  it("does not exist without the bearer token", async () => {
    expect((await scrape()).status).toBe(404);
    expect((await scrape(`Bearer ${token}x`)).status).toBe(404);
    expect((await scrape(token)).status).toBe(404);
  });

  it("does not exist when METRICS_TOKEN is not configured", async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.request("/metrics", {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("counts requests by route pattern and status, with their latency, in Prometheus text", async () => {
    await t.request("GET", "/api/portfolio");
    await t.request("GET", "/api/portfolio");
    await t.request("GET", "/api/portfolio/no-such-project");
    await t.request("GET", "/api/admin/contacts");
    const response = await scrape(`Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();

    // The first read renders and fills the cache; the second is answered from it.
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/portfolio",status="200"} 1',
    );
    expect(text).toContain('http_requests_total{method="GET",route="cached",status="200"} 1');
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/portfolio/:slug",status="404"} 1',
    );
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/admin/contacts",status="401"} 1',
    );
    expect(text).not.toContain("no-such-project");
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",route="\/api\/portfolio"\} 1\n/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/api\/portfolio"\} 1\n/);
    expect(text).toMatch(/^public_cache_hits_total [1-9]\d*$/m);
    expect(text).toMatch(/^public_cache_misses_total [1-9]\d*$/m);
    expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(text).toContain("# TYPE scheduled_job_last_success_timestamp_seconds gauge");
    // prom-client leaves a blank line between metrics, which the format ignores.
    for (const line of text.split("\n").filter(Boolean)) {
      expect(line).toMatch(/^(# (HELP|TYPE) \w+ .+|\w+(\{[^}]*\})? -?[\d.e+-]+)$/);
    }
  });
});

describe("hasBearer", () => {
  it("shows the outbox's depth and failures, read from the database", async () => {
    const mail = (n: number) => ({
      kind: "test",
      to: `equipe${n}@exemplo.com`,
      subject: `Assunto ${n}`,
      content: { text: "Texto", html: "<p>Texto</p>" },
    });
    await transaction(t.db, (tx) => enqueueMail(tx, [mail(1), mail(2), mail(3)]));
    await t.db.execute(
      sql`update mail_outbox set status = 'failed' where recipient = 'equipe3@exemplo.com'`,
    );
    const text = await (await scrape(`Bearer ${token}`)).text();
    expect(text).toContain('mail_outbox_messages{status="pending"} 2');
    expect(text).toContain('mail_outbox_messages{status="failed"} 1');
    expect(text).toMatch(/^mail_outbox_oldest_pending_seconds \d+(\.\d+)?(e[+-]?\d+)?$/m);
  });

  it("accepts exactly 'Bearer <token>'", () => {
    expect(hasBearer(`Bearer ${token}`, token)).toBe(true);
    expect(hasBearer(`bearer ${token}`, token)).toBe(false);
    expect(hasBearer(`Bearer ${token} `, token)).toBe(false);
    expect(hasBearer(undefined, token)).toBe(false);
  });
});
