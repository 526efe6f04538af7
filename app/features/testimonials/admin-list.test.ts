import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testimonials } from "../../../db/schema.ts";
import { pagingMessages } from "../../../server/http/paging.ts";
import { readEveryPage } from "../../../tests/support/paged-list.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { testimonialMessages } from "./schemas.ts";
import type { TestimonialStatus } from "./types.ts";

// docs/product.md#admin-lists, #admin-testimonials: the moderation tabs, a page at a time.

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.signIn("editor")).cookie;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(testimonials);
});

const list = (query = "") => t.request("GET", `/api/admin/testimonials${query}`, { cookie });
const names = (body: { data: { clientName: string }[] }) => body.data.map((x) => x.clientName);
const base = Date.parse("2026-06-01T12:00:00.000Z");
const statuses: TestimonialStatus[] = ["pending", "approved", "rejected"];

/**
 * `count` testimonials created one second apart, the last newest, named `{prefix}0000`…; the
 * status cycles pending, approved, rejected unless one is given; `same` share one instant.
 */
async function insert(
  count: number,
  {
    same = false,
    prefix = "t",
    spam = false,
    status,
    from = 0,
  }: {
    same?: boolean;
    prefix?: string;
    spam?: boolean;
    status?: TestimonialStatus;
    from?: number;
  } = {},
) {
  await t.db.insert(testimonials).values(
    Array.from({ length: count }, (_, i) => {
      const own = status ?? statuses[i % 3]!;
      return {
        clientName: `${prefix}${String(i).padStart(4, "0")}`,
        clientEmail: `cliente${i}@exemplo.com.br`,
        companyName: i % 2 ? `Empresa ${i}` : null,
        projectType: "Site Institucional",
        content: `Depoimento de número ${i}: equipe atenciosa.`,
        rating: 5,
        status: own,
        approvedAt: own === "approved" ? new Date(base) : null,
        createdAt: new Date(same ? base : base + (from + i) * 1000),
        spam,
      };
    }),
  );
}

const everyPage = (query: string) =>
  readEveryPage(list, query, (item: { clientName: string }) => item.clientName);

describe("GET /api/admin/testimonials, a page at a time", () => {
  it("answers the newest 100 of every testimonial, spam included, with the total and a cursor", async () => {
    await insert(120);
    await insert(10, { prefix: "spam", spam: true, from: 200 });
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(100);
    expect(body.data[0]).toMatchObject({ clientName: "spam0009", spam: true });
    expect(body.data[10]).toMatchObject({ clientName: "t0119", spam: false });
    expect(body.meta).toEqual({ total: 130, nextCursor: expect.any(String) });
    const next = await list(`?cursor=${body.meta.nextCursor}`);
    expect(next.body.data).toHaveLength(30);
    expect(next.body.data[29].clientName).toBe("t0000");
    expect(next.body.meta).toEqual({ total: 130, nextCursor: null });
  });

  it("keeps a stable order across pages when testimonials share one timestamp", async () => {
    await insert(25, { same: true });
    const seen = await everyPage("?limit=7");
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const oldest = await everyPage("?limit=7&sort=oldest");
    expect(oldest).toEqual([...seen].reverse());
  });

  it("goes on where it stopped when new testimonials arrive meanwhile", async () => {
    await insert(10);
    const first = await list("?limit=4");
    await insert(2, { prefix: "novo", from: 100 });
    const second = await list(`?limit=4&cursor=${first.body.meta.nextCursor}`);
    expect(names(second.body)).toEqual(["t0005", "t0004", "t0003", "t0002"]);
  });

  it("filters by the tabs: a status, spam or not, each paged with its own total", async () => {
    await insert(30);
    await insert(4, { prefix: "spam", spam: true, status: "pending", from: 100 });
    const tab = async (query: string) => {
      const page = await list(`${query}&limit=4`);
      expect(page.status).toBe(200);
      return { total: page.body.meta.total, all: await everyPage(`${query}&limit=4`) };
    };
    const everything = await tab("?spam=false");
    expect(everything.total).toBe(30);
    expect(everything.all).toEqual(
      Array.from({ length: 30 }, (_, i) => `t${String(29 - i).padStart(4, "0")}`),
    );
    const pending = await tab("?status=pending&spam=false");
    expect(pending.total).toBe(10);
    expect(pending.all.slice(0, 3)).toEqual(["t0027", "t0024", "t0021"]);
    expect((await tab("?status=approved&spam=false")).all.slice(0, 2)).toEqual(["t0028", "t0025"]);
    expect((await tab("?status=rejected&spam=false")).total).toBe(10);
    const spam = await tab("?spam=true");
    expect(spam).toEqual({ total: 4, all: ["spam0003", "spam0002", "spam0001", "spam0000"] });
    // Without spam=false a status holds the spam too, as the list always did.
    expect((await list("?status=pending")).body.meta.total).toBe(14);
  });

  it("searches name, e-mail, company and text in any case, taking % and _ literally", async () => {
    await insert(12);
    await t.db.insert(testimonials).values({
      clientName: "Ana Souza",
      clientEmail: "ana_souza@exemplo.com.br",
      companyName: "Loja 100% Online",
      projectType: "E-commerce",
      content: "As VENDAS dobraram.",
      rating: 5,
      createdAt: new Date(base + 60_000),
    });
    const found = async (q: string, filters = "") => {
      const { status, body } = await list(`?q=${encodeURIComponent(q)}${filters}`);
      expect(status).toBe(200);
      return { names: names(body), total: body.meta.total };
    };
    expect(await found("T001")).toEqual({ names: ["t0011", "t0010"], total: 2 });
    expect((await found("CLIENTE7@")).names).toEqual(["t0007"]);
    expect((await found("empresa 1")).names).toEqual(["t0011", "t0001"]);
    expect((await found("número 4:")).names).toEqual(["t0004"]);
    expect((await found("vendas")).names).toEqual(["Ana Souza"]);
    expect((await found("%")).names).toEqual(["Ana Souza"]);
    expect((await found("a_s")).names).toEqual(["Ana Souza"]);
    expect((await found("cliente_1")).total).toBe(0);
    // The search narrows the tab, never widens it.
    expect(await found("t001", "&status=pending&spam=false")).toEqual({ names: [], total: 0 });
    expect((await found("t001", "&status=approved&spam=false")).names).toEqual(["t0010"]);
    expect((await found("t001", "&status=rejected&spam=false")).names).toEqual(["t0011"]);
  });

  it.each([
    ["?limit=0", pagingMessages.limit],
    ["?limit=501", pagingMessages.limit],
    ["?limit=-1", pagingMessages.limit],
    ["?sort=newer", pagingMessages.sort],
    ["?cursor=e30", pagingMessages.cursor],
    [`?q=${"x".repeat(201)}`, pagingMessages.q],
    ["?status=archived", testimonialMessages.invalidStatus],
    ["?spam=yes", testimonialMessages.spamFilter],
  ])("refuses %s with a 400", async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });
});

describe("GET /api/admin/testimonials/stats", () => {
  it("counts every tab exactly, spam apart, whatever the page size", async () => {
    await insert(301);
    await insert(7, { prefix: "spam", spam: true, status: "approved" });
    const { status, body } = await t.request("GET", "/api/admin/testimonials/stats", { cookie });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: { count: 301, pending: 101, approved: 100, rejected: 100, spam: 7 },
    });
  });

  it("is zero everywhere on an empty table and staff-only", async () => {
    const { body } = await t.request("GET", "/api/admin/testimonials/stats", { cookie });
    expect(body.data).toEqual({ count: 0, pending: 0, approved: 0, rejected: 0, spam: 0 });
    expect((await t.request("GET", "/api/admin/testimonials/stats")).status).toBe(401);
  });
});
