import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  listActiveSubscribers,
  subscribe,
  subscriberStats,
  unsubscribe,
} from "./newsletter.server.ts";

let t: TestApp;

beforeAll(async () => {
  // The default limits (5 submissions a minute), as production runs them.
  t = await createTestApp();
});
afterAll(() => t.close());

describe("rate limit on POST /api/newsletter/subscribe", () => {
  it("answers 429 with Retry-After after 5 attempts in one window", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.request("POST", "/api/newsletter/subscribe", {
        body: { email: `limite${i}@example.com`, name: "" },
      });
      expect(res.status).toBe(201);
    }
    const limited = await t.request("POST", "/api/newsletter/subscribe", {
      body: { email: "limite-extra@example.com", name: "" },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Muitas tentativas. Tente novamente em alguns minutos.");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(t.config.rateLimits.submissions.windowMs / 1000);
  });
});

describe("newsletter service", () => {
  it("reports each outcome and keeps one row per address", async () => {
    const first = await subscribe(t.db, {
      email: "Servico@Example.com",
      name: null,
      language: "pt-BR",
    });
    expect(first.outcome).toBe("subscribed");
    expect(
      (await subscribe(t.db, { email: "servico@example.com", name: null, language: "pt-BR" }))
        .outcome,
    ).toBe("already-subscribed");
    const left = await unsubscribe(t.db, "SERVICO@example.com");
    expect(left.active).toBe(false);
    expect(
      (await subscribe(t.db, { email: "servico@example.com", name: null, language: "pt-BR" }))
        .outcome,
    ).toBe("reactivated");
    const all = { limit: 500, sort: "newest", cursor: null } as const;
    const listed = (await listActiveSubscribers(t.db, all)).data.filter(
      (s) => s.email === "servico@example.com",
    );
    expect(listed).toHaveLength(1);
    expect(typeof listed[0]!.createdAt).toBe("string");
    expect((await subscriberStats(t.db)).count).toBe(
      (await listActiveSubscribers(t.db, all)).meta.total,
    );
  });
});
