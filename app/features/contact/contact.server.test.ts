import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  // The default limits (5 submissions a minute), as production runs them.
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: "Rafael Costa",
  email: "rafael@example.com",
  phone: "11987654321",
  projectType: "Outros",
  subject: "Uma dúvida",
  message: "Vocês atendem clientes na Suíça também?",
};

describe("rate limit on POST /api/contact", () => {
  it("answers 429 with Retry-After after 5 messages in one window", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.request("POST", "/api/contact", { body: valid })).status).toBe(201);
    }
    const limited = await t.request("POST", "/api/contact", { body: valid });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Muitas tentativas. Tente novamente em alguns minutos.");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(t.config.rateLimits.submissions.windowMs / 1000);
  });

  it("counts per limiter: testimonials and the newsletter keep their own allowance", async () => {
    const newsletter = await t.request("POST", "/api/newsletter/subscribe", {
      body: { email: "rafael@example.com", name: "" },
    });
    expect(newsletter.status).toBe(201);
  });
});
