import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testimonials } from "../../../db/schema.ts";
import { pageLoadContext } from "../../../tests/support/load-context.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { loader as homeLoader } from "../../routes/site/home.tsx";
import type { BelowTheFold } from "../home/types.ts";
import { listTopTestimonials } from "./testimonials.server.ts";

let t: TestApp;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SUBMISSIONS: "1000" });
  editor = await t.signIn("editor");
});
afterAll(() => t.close());

const publicKeys = [
  "approvedAt",
  "clientName",
  "companyName",
  "content",
  "createdAt",
  "featured",
  "id",
  "language",
  "projectType",
  "rating",
  "status",
];

type Seed = Partial<typeof testimonials.$inferInsert> & { minutesAgo?: number };

/**
 * Inserts rows straight into the table, with controlled statuses and creation times, and drops
 * the cached public lists as an admin write would.
 */
async function seed(rows: Seed[]) {
  const now = Date.now();
  const inserted = await t.db
    .insert(testimonials)
    .values(
      rows.map(({ minutesAgo = 0, ...row }, i) => ({
        clientName: `Cliente ${i}`,
        clientEmail: `cliente${i}@example.com`,
        projectType: "Outros",
        content: "Um depoimento de teste qualquer.",
        rating: 5,
        createdAt: new Date(now - minutesAgo * 60_000),
        ...row,
      })),
    )
    .returning();
  await t.cache.invalidate(["testimonials"]);
  return inserted;
}

describe("public lists", () => {
  let ids: Record<string, number>;

  beforeEach(async () => {
    await t.db.delete(testimonials);
    const rows = await seed([
      { clientName: "old-approved", status: "approved", rating: 5, minutesAgo: 50 },
      { clientName: "new-approved", status: "approved", rating: 3, minutesAgo: 10 },
      { clientName: "mid-approved", status: "approved", rating: 5, minutesAgo: 30 },
      { clientName: "featured-low", status: "approved", featured: true, rating: 2, minutesAgo: 40 },
      { clientName: "featured-new", status: "approved", featured: true, rating: 2, minutesAgo: 5 },
      { clientName: "pending", status: "pending", rating: 5, minutesAgo: 1 },
      { clientName: "rejected", status: "rejected", rating: 5, minutesAgo: 2 },
    ]);
    ids = Object.fromEntries(rows.map((r) => [r.clientName, r.id]));
  });

  const names = (body: { data: { clientName: string }[] }) => body.data.map((x) => x.clientName);

  it("GET /api/testimonials: approved only, newest first, whatever status is asked", async () => {
    const expected = [
      "featured-new",
      "new-approved",
      "mid-approved",
      "featured-low",
      "old-approved",
    ];
    for (const query of ["", "?status=approved", "?status=pending", "?status=rejected"]) {
      const res = await t.request("GET", `/api/testimonials${query}`);
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(expected);
    }
  });

  it("never sends clientEmail on any public list", async () => {
    for (const path of ["", "/top?limit=50", "/featured", "?fields=clientEmail"]) {
      const res = await t.request("GET", `/api/testimonials${path}`);
      expect(res.body.data.length).toBeGreaterThan(0);
      for (const item of res.body.data) expect(Object.keys(item).sort()).toEqual(publicKeys);
      expect(JSON.stringify(res.body)).not.toContain("@example.com");
    }
  });

  it("top: featured first, then rating, then newest; limit clamped to 1..50", async () => {
    const all = await t.request("GET", "/api/testimonials/top");
    expect(names(all.body)).toEqual([
      "featured-new",
      "featured-low",
      "mid-approved",
      "old-approved",
      "new-approved",
    ]);
    const two = await t.request("GET", "/api/testimonials/top?limit=2");
    expect(names(two.body)).toEqual(["featured-new", "featured-low"]);
    for (const limit of ["0", "-4"]) {
      const res = await t.request("GET", `/api/testimonials/top?limit=${limit}`);
      expect(names(res.body)).toEqual(["featured-new"]);
    }
    expect(ids.pending).toBeDefined();
  });

  // The home renders its slider on the server and hydrates it from this list
  // (app/routes/site/home.tsx): any difference would redraw the section in the browser.
  it("top: is what the home's slider renders on the server", async () => {
    const res = await t.request("GET", "/api/testimonials/top?limit=7");
    const rendered = JSON.parse(JSON.stringify(await listTopTestimonials(t.db, 7)));
    expect(res.body.data).toEqual(rendered);
  });

  it("top: with the page's language, those written in it first, each group in the same order", async () => {
    await seed([
      { clientName: "en-low", status: "approved", rating: 3, minutesAgo: 20, language: "en" },
      {
        clientName: "en-featured",
        status: "approved",
        featured: true,
        rating: 1,
        minutesAgo: 60,
        language: "en",
      },
      { clientName: "en-best", status: "approved", rating: 5, minutesAgo: 70, language: "en" },
      { clientName: "en-pending", status: "pending", rating: 5, minutesAgo: 1, language: "en" },
    ]);
    const english = await t.request("GET", "/api/testimonials/top?limit=7&language=en");
    expect(english.status).toBe(200);
    expect(names(english.body)).toEqual([
      "en-featured",
      "en-best",
      "en-low",
      "featured-new",
      "featured-low",
      "mid-approved",
      "old-approved",
    ]);
    const portuguese = await t.request("GET", "/api/testimonials/top?limit=7&language=pt-BR");
    expect(names(portuguese.body)).toEqual([
      "featured-new",
      "featured-low",
      "mid-approved",
      "old-approved",
      "new-approved",
      "en-featured",
      "en-best",
    ]);
    // Without a language, the order is the one it always was.
    const any = await t.request("GET", "/api/testimonials/top?limit=7");
    expect(names(any.body).slice(0, 3)).toEqual(["featured-new", "featured-low", "en-featured"]);
    const unknown = await t.request("GET", "/api/testimonials/top?language=fr");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Idioma inválido");
  });

  // The slider the home renders on the server is the list its browser reads afterwards.
  it.each([
    ["http://localhost/", "pt-BR"],
    ["http://localhost/en", "en"],
  ])("top: the home at %s renders the slider in its language's order", async (url, language) => {
    await seed([
      { clientName: "en-1", status: "approved", rating: 4, minutesAgo: 15, language: "en" },
      { clientName: "en-2", status: "approved", rating: 5, minutesAgo: 25, language: "en" },
    ]);
    const context = pageLoadContext(t);
    await homeLoader({
      request: new Request(url),
      context,
      params: {},
    } as unknown as Parameters<typeof homeLoader>[0]);
    const [below] = context.get(appLoadContext).serverRenderData.values() as Iterable<BelowTheFold>;
    const rendered = below!.testimonials as { failed: false; data: { clientName: string }[] };
    const read = await t.request("GET", `/api/testimonials/top?limit=7&language=${language}`);
    expect(JSON.parse(JSON.stringify(rendered.data))).toEqual(read.body.data);
    const shown = rendered.data.map((testimonial) => testimonial.clientName);
    expect(language === "en" ? shown.slice(0, 2) : shown.slice(-2)).toEqual(["en-2", "en-1"]);
  });

  it("top: default 7, non-numeric limits fall back to it, and at most 50", async () => {
    await seed(
      Array.from({ length: 60 }, () => ({ status: "approved" as const, minutesAgo: 100 })),
    );
    const count = async (query: string) =>
      (await t.request("GET", `/api/testimonials/top${query}`)).body.data.length;
    expect(await count("")).toBe(7);
    expect(await count("?limit=abc")).toBe(7);
    expect(await count("?limit=")).toBe(7);
    expect(await count("?limit=3.9")).toBe(3);
    expect(await count("?limit=1000")).toBe(50);
    expect(await count("?limit=50")).toBe(50);
  });

  it("featured: approved and featured, newest first", async () => {
    await t.db
      .update(testimonials)
      .set({ featured: true })
      .where(eq(testimonials.id, ids.pending!)); // inconsistent data must still stay hidden
    const res = await t.request("GET", "/api/testimonials/featured");
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["featured-new", "featured-low"]);
  });

  it("admin list: every testimonial with its e-mail, newest first", async () => {
    const res = await t.request("GET", "/api/admin/testimonials", { cookie: editor.cookie });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual([
      "pending",
      "rejected",
      "featured-new",
      "new-approved",
      "mid-approved",
      "featured-low",
      "old-approved",
    ]);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      [...publicKeys, "clientEmail", "spam"].sort(),
    );
    expect(res.body.data[0].clientEmail).toMatch(/@example\.com$/);
  });
});
