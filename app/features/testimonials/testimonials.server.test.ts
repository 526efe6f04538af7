import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonials } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  clampTopLimit,
  createTestimonial,
  listFeaturedTestimonials,
  listPublicTestimonials,
  listTopTestimonials,
} from "./testimonials.server.ts";

let t: TestApp;

beforeAll(async () => {
  // The default limits (5 submissions a minute), as production runs them.
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  clientName: "João Pereira",
  clientEmail: "joao@example.com",
  projectType: "E-commerce (Loja virtual)" as const,
  content: "Loja virtual rápida e bonita, vendas subiram.",
  rating: 5,
};

describe("rate limit on POST /api/testimonials", () => {
  it("answers 429 with Retry-After after 5 submissions in one window", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.request("POST", "/api/testimonials", { body: valid });
      expect(res.status).toBe(201);
    }
    const limited = await t.request("POST", "/api/testimonials", { body: valid });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      message: "Muitas tentativas. Tente novamente em alguns minutos.",
    });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(t.config.rateLimits.submissions.windowMs / 1000);
    // Invalid attempts count as well: the limit is not a validation oracle.
    const invalid = await t.request("POST", "/api/testimonials", { body: {} });
    expect(invalid.status).toBe(429);
  });
});

describe("services the page loaders call", () => {
  it("list approved testimonials without the e-mail", async () => {
    await t.db.delete(testimonials);
    const created = await createTestimonial(t.db, {
      ...valid,
      companyName: null,
      language: "pt-BR",
    });
    expect(created.status).toBe("pending");
    expect("clientEmail" in created).toBe(false);
    expect(await listPublicTestimonials(t.db)).toEqual([]);

    await t.db.insert(testimonials).values([
      { ...valid, status: "approved", featured: true, approvedAt: new Date() },
      { ...valid, status: "approved", rating: 3, approvedAt: new Date() },
    ]);
    const lists = [
      await listPublicTestimonials(t.db),
      await listTopTestimonials(t.db),
      await listFeaturedTestimonials(t.db),
    ];
    expect(lists.map((l) => l.length)).toEqual([2, 2, 1]);
    for (const item of lists.flat()) {
      expect("clientEmail" in item).toBe(false);
      expect(typeof item.createdAt).toBe("string");
      expect(typeof item.approvedAt).toBe("string");
    }
    expect(await listTopTestimonials(t.db, 0)).toHaveLength(1);
  });

  it("clampTopLimit keeps limits in 1..50 and defaults nonsense to 7", () => {
    expect(clampTopLimit(undefined)).toBe(7);
    expect(clampTopLimit("abc")).toBe(7);
    expect(clampTopLimit("  ")).toBe(7);
    expect(clampTopLimit(Number.NaN)).toBe(7);
    expect(clampTopLimit("Infinity")).toBe(7);
    expect(clampTopLimit("12")).toBe(12);
    expect(clampTopLimit(0)).toBe(1);
    expect(clampTopLimit("-1")).toBe(1);
    expect(clampTopLimit("51")).toBe(50);
    expect(clampTopLimit(4.8)).toBe(4);
  });
});
