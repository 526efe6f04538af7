import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../../db/schema.ts";
import { pagingMessages } from "../../../server/http/paging.ts";
import { readEveryPage } from "../../../tests/support/paged-list.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.signIn("editor")).cookie;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(newsletterSubscribers);
});

const list = (query = "") => t.request("GET", `/api/admin/newsletter${query}`, { cookie });
const emails = (body: { data: { email: string }[] }) => body.data.map((s) => s.email);

/** `count` active subscribers created one second apart, the last newest; `same` share one instant. */
async function insert(count: number, { same = false, prefix = "a" } = {}) {
  const base = Date.parse("2026-06-01T12:00:00.000Z");
  await t.db.insert(newsletterSubscribers).values(
    Array.from({ length: count }, (_, i) => ({
      email: `${prefix}${String(i).padStart(4, "0")}@exemplo.com`,
      name: i % 2 ? `Pessoa ${i}` : null,
      createdAt: new Date(same ? base : base + i * 1000),
    })),
  );
}

const everyPage = (query: string) =>
  readEveryPage(list, query, (item: { email: string }) => item.email);

describe("GET /api/admin/newsletter, a page at a time", () => {
  it("answers the newest 100 by default with the total and a cursor", async () => {
    await insert(130);
    const { body } = await list();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(100);
    expect(body.data[0].email).toBe("a0129@exemplo.com");
    expect(body.meta).toEqual({ total: 130, nextCursor: expect.any(String) });
    const next = await list(`?cursor=${body.meta.nextCursor}`);
    expect(next.body.data).toHaveLength(30);
    expect(next.body.data[29].email).toBe("a0000@exemplo.com");
    expect(next.body.meta).toEqual({ total: 130, nextCursor: null });
  });

  it("keeps a stable order across pages when rows share one timestamp", async () => {
    await insert(25, { same: true });
    const seen = await everyPage("?limit=7");
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const oldest = await everyPage("?limit=7&sort=oldest");
    expect(oldest).toEqual([...seen].reverse());
  });

  it("goes on where it stopped when new subscribers arrive meanwhile", async () => {
    await insert(10);
    const first = await list("?limit=4");
    await t.db
      .insert(newsletterSubscribers)
      .values(
        ["novo1", "novo2"].map((name) => ({ email: `${name}@exemplo.com`, createdAt: new Date() })),
      );
    const second = await list(`?limit=4&cursor=${first.body.meta.nextCursor}`);
    expect(emails(second.body)).toEqual([
      "a0005@exemplo.com",
      "a0004@exemplo.com",
      "a0003@exemplo.com",
      "a0002@exemplo.com",
    ]);
  });

  it("searches e-mail and name on the server, in any case, taking % and _ literally", async () => {
    await insert(12);
    const byName = await list("?q=PESSOA%201");
    expect(emails(byName.body)).toEqual(["a0011@exemplo.com", "a0001@exemplo.com"]);
    expect(byName.body.meta.total).toBe(2);
    expect((await list("?q=%25")).body.data).toEqual([]);
    expect((await list("?q=a_0")).body.data).toEqual([]);
    expect((await list("?q=%20%20")).body.meta.total).toBe(12);
  });

  it.each([
    ["?limit=0", pagingMessages.limit],
    ["?limit=501", pagingMessages.limit],
    ["?limit=abc", pagingMessages.limit],
    ["?sort=random", pagingMessages.sort],
    ["?cursor=not-a-cursor", pagingMessages.cursor],
    [`?cursor=${Buffer.from('{"at":"x","id":1}').toString("base64url")}`, pagingMessages.cursor],
    [`?q=${"x".repeat(201)}`, pagingMessages.q],
    ["?q=a%00b", "Contém caracteres inválidos"],
  ])("refuses %s with a 400", async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });

  it("allows 500 at most", async () => {
    await insert(3);
    expect((await list("?limit=500")).body.data).toHaveLength(3);
  });
});

describe("every active subscriber, streamed", () => {
  it("the CSV has a byte-order mark, a quoted header and one row per active subscriber", async () => {
    await insert(4500);
    await t.db.insert(newsletterSubscribers).values({
      email: "formula@exemplo.com",
      name: '=HYPERLINK("http://x")',
      createdAt: new Date("2026-07-01T12:00:00.000Z"),
    });
    await t.db.insert(newsletterSubscribers).values({ email: "saiu@exemplo.com", active: false });
    const response = await t.app.request("/api/admin/newsletter/export", { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter_subscribers_\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\n");
    expect(lines[0]).toBe('"Nome";"Email";"Data de Inscrição"');
    expect(lines).toHaveLength(1 + 4501);
    expect(lines[1]).toBe('"\'=HYPERLINK(""http://x"")";"formula@exemplo.com";"01/07/2026"');
    expect(lines[2]).toBe('"Pessoa 4499";"a4499@exemplo.com";"01/06/2026"');
    expect(lines.at(-1)).toBe('"";"a0000@exemplo.com";"01/06/2026"');
    expect(lines.some((line) => line.includes("saiu@"))).toBe(false);
  });

  it("'Copiar Emails' gets every active address joined by ', '", async () => {
    await insert(2100);
    const response = await t.app.request("/api/admin/newsletter/emails", { headers: { cookie } });
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const addresses = (await response.text()).split(", ");
    expect(addresses).toHaveLength(2100);
    expect(addresses[0]).toBe("a2099@exemplo.com");
    expect(new Set(addresses).size).toBe(2100);
  });

  it("an empty list is the header alone, and no e-mail", async () => {
    const csv = await t.app.request("/api/admin/newsletter/export", { headers: { cookie } });
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect(bytes.toString("utf8")).toBe('\uFEFF"Nome";"Email";"Data de Inscrição"');
    const list = await t.app.request("/api/admin/newsletter/emails", { headers: { cookie } });
    expect(await list.text()).toBe("");
  });
});
