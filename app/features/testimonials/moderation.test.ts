import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonials } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SUBMISSIONS: "1000" });
  cookie = (await t.signIn("editor")).cookie;
});
afterAll(() => t.close());

async function create(overrides: Partial<typeof testimonials.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(testimonials)
    .values({
      clientName: "Carlos Dias",
      clientEmail: "carlos@example.com",
      projectType: "Aplicativos",
      content: "Aplicativo excelente, recomendo a todos.",
      rating: 5,
      ...overrides,
    })
    .returning();
  return row!;
}

const patch = (id: number | string, body: unknown) =>
  t.request("PATCH", `/api/admin/testimonials/${id}`, { body, cookie });

async function stored(id: number) {
  const [row] = await t.db.select().from(testimonials).where(eq(testimonials.id, id));
  return row!;
}

describe("PATCH /api/admin/testimonials/{id}", () => {
  it("approving sets approvedAt and answers the admin shape", async () => {
    const { id } = await create();
    const res = await patch(id, { status: "approved" });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      id,
      status: "approved",
      featured: false,
      clientEmail: "carlos@example.com",
    });
    expect(Number.isNaN(Date.parse(res.body.data.approvedAt))).toBe(false);
    expect(typeof res.body.data.createdAt).toBe("string");
  });

  it("approving an approved testimonial keeps its first approvedAt", async () => {
    const first = new Date("2024-03-01T12:00:00.000Z");
    const { id } = await create({ status: "approved", approvedAt: first });
    const res = await patch(id, { status: "approved" });
    expect(res.status).toBe(200);
    expect(res.body.data.approvedAt).toBe(first.toISOString());
  });

  it("features only approved testimonials", async () => {
    const pending = await create();
    const refused = await patch(pending.id, { featured: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Apenas depoimentos aprovados podem ser destacados");
    expect((await stored(pending.id)).featured).toBe(false);

    const rejected = await create({ status: "rejected" });
    expect((await patch(rejected.id, { featured: true })).status).toBe(400);

    const approved = await create({ status: "approved", approvedAt: new Date() });
    const featured = await patch(approved.id, { featured: true });
    expect(featured.status).toBe(200);
    expect(featured.body.data.featured).toBe(true);
    const unfeatured = await patch(approved.id, { featured: false });
    expect(unfeatured.body.data.featured).toBe(false);
    // Removing a highlight is always allowed, even where there is none.
    expect((await patch(pending.id, { featured: false })).status).toBe(200);
  });

  it("leaving approved clears featured and approvedAt", async () => {
    for (const status of ["rejected", "pending"] as const) {
      const { id } = await create({ status: "approved", featured: true, approvedAt: new Date() });
      const res = await patch(id, { status });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status, featured: false, approvedAt: null });
      const row = await stored(id);
      expect(row.featured).toBe(false);
      expect(row.approvedAt).toBeNull();
    }
  });

  it("approves and features in one call, but never features while leaving approved", async () => {
    const { id } = await create();
    const both = await patch(id, { status: "approved", featured: true });
    expect(both.status).toBe(200);
    expect(both.body.data).toMatchObject({ status: "approved", featured: true });
    const contradictory = await patch(id, { status: "rejected", featured: true });
    expect(contradictory.status).toBe(400);
    expect(contradictory.body.message).toBe("Apenas depoimentos aprovados podem ser destacados");
    expect((await stored(id)).status).toBe("approved");
  });

  it.each([
    ["an empty body", {}, "Status inválido"],
    ["an unknown status", { status: "published" }, "Status inválido"],
    ["an upper-case status", { status: "APPROVED" }, "Status inválido"],
    ["a numeric status", { status: 1 }, "Status inválido"],
    ["a null status", { status: null }, "Status inválido"],
    ["a text featured", { featured: "true" }, "Destaque deve ser verdadeiro ou falso"],
    ["a numeric featured", { featured: 1 }, "Destaque deve ser verdadeiro ou falso"],
    ["only unknown fields", { approvedAt: "2020-01-01" }, "Status inválido"],
    ["an array", [{ status: "approved" }], "Status inválido"],
  ])("rejects %s with 400", async (_label, body, message) => {
    const { id } = await create();
    const res = await patch(id, body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
    expect((await stored(id)).status).toBe("pending");
  });

  it("ignores server-owned fields beside a valid change", async () => {
    const { id, createdAt } = await create();
    const res = await patch(id, {
      status: "approved",
      id: 5,
      approvedAt: "2001-01-01T00:00:00.000Z",
      createdAt: "2001-01-01T00:00:00.000Z",
      clientEmail: "hacker@example.com",
    });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(id);
    expect(res.body.data.approvedAt.startsWith("2001")).toBe(false);
    expect(res.body.data.createdAt).toBe(createdAt.toISOString());
    expect(res.body.data.clientEmail).toBe("carlos@example.com");
  });

  it("answers 400 for malformed JSON and bad ids, 404 for unknown ids", async () => {
    const { id } = await create();
    const malformed = await t.request("PATCH", `/api/admin/testimonials/${id}`, {
      rawBody: "{status",
      headers: { "content-type": "application/json" },
      cookie,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("JSON inválido");
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const res = await patch(bad, { status: "approved" });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Identificador inválido");
    }
    for (const body of [{ status: "approved" }, { featured: true }, { featured: false }]) {
      const res = await patch(424242, body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Depoimento não encontrado" });
    }
  });

  it("keeps a consistent row under parallel moderation changes", async () => {
    const changes = [
      { status: "approved" },
      { featured: true },
      { status: "rejected" },
      { featured: true },
      { status: "approved", featured: true },
      { status: "pending" },
      { featured: true },
      { featured: false },
      { status: "approved" },
      { featured: true },
      { status: "rejected" },
      { featured: true },
    ];
    for (let round = 0; round < 5; round++) {
      const { id } = await create();
      const results = await Promise.all(changes.map((body) => patch(id, body)));
      for (const res of results) {
        expect([200, 400]).toContain(res.status);
        // Every answer describes a consistent row too.
        if (res.status === 200 && res.body.data.featured) {
          expect(res.body.data.status).toBe("approved");
        }
      }
      const row = await stored(id);
      if (row.featured) expect(row.status).toBe("approved");
      expect(row.approvedAt !== null).toBe(row.status === "approved");
    }
  });
});

describe("DELETE /api/admin/testimonials/{id}", () => {
  it("deletes in any status, then 404; bad ids are 400", async () => {
    for (const status of ["pending", "approved", "rejected"] as const) {
      const { id } = await create({ status });
      const res = await t.request("DELETE", `/api/admin/testimonials/${id}`, { cookie });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: null });
      expect(await t.db.select().from(testimonials).where(eq(testimonials.id, id))).toHaveLength(0);
      const again = await t.request("DELETE", `/api/admin/testimonials/${id}`, { cookie });
      expect(again.status).toBe(404);
      expect(again.body.message).toBe("Depoimento não encontrado");
    }
    const bad = await t.request("DELETE", "/api/admin/testimonials/x1", { cookie });
    expect(bad.status).toBe(400);
  });

  it("removes a deleted testimonial from the public lists", async () => {
    const { id } = await create({ status: "approved", featured: true, approvedAt: new Date() });
    const listed = async () => {
      const paths = [
        "/api/testimonials",
        "/api/testimonials/top?limit=50",
        "/api/testimonials/featured",
      ];
      const all = await Promise.all(paths.map((p) => t.request("GET", p)));
      return all.map((r) => r.body.data.some((x: { id: number }) => x.id === id));
    };
    expect(await listed()).toEqual([true, true, true]);
    await t.request("DELETE", `/api/admin/testimonials/${id}`, { cookie });
    expect(await listed()).toEqual([false, false, false]);
  });
});
