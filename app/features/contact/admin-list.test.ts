import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "../../../db/schema.ts";
import { pagingMessages } from "../../../server/http/paging.ts";
import { readEveryPage } from "../../../tests/support/paged-list.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

// docs/product.md#admin-lists, #admin-messages: the inbox and the spam folder, a page at a time.

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.signIn("editor")).cookie;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(contactMessages);
});

const list = (query = "") => t.request("GET", `/api/admin/contacts${query}`, { cookie });
const subjects = (body: { data: { subject: string }[] }) => body.data.map((m) => m.subject);
const base = Date.parse("2026-06-01T12:00:00.000Z");

/**
 * `count` messages created one second apart, the last newest, subjects `{prefix}0000`…;
 * `same` share one instant; `spam` files them in the spam folder.
 */
async function insert(count: number, { same = false, prefix = "m", spam = false, from = 0 } = {}) {
  await t.db.insert(contactMessages).values(
    Array.from({ length: count }, (_, i) => ({
      name: `Cliente ${i}`,
      email: `cliente${i}@exemplo.com.br`,
      phone: "+5511987654321",
      subject: `${prefix}${String(i).padStart(4, "0")}`,
      projectType: "Site Institucional",
      message: `Mensagem de número ${i}, com detalhes do projeto.`,
      createdAt: new Date(same ? base : base + (from + i) * 1000),
      isRead: i % 2 === 0,
      spam,
    })),
  );
}

const everyPage = (query: string) =>
  readEveryPage(list, query, (item: { subject: string }) => item.subject);

describe("GET /api/admin/contacts, a page at a time", () => {
  it("answers the inbox's newest 100 by default with the total and a cursor", async () => {
    await insert(130);
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(100);
    expect(body.data[0]).toMatchObject({ subject: "m0129", spam: false });
    expect(body.meta).toEqual({ total: 130, nextCursor: expect.any(String) });
    const next = await list(`?cursor=${body.meta.nextCursor}`);
    expect(next.body.data).toHaveLength(30);
    expect(next.body.data[29].subject).toBe("m0000");
    expect(next.body.meta).toEqual({ total: 130, nextCursor: null });
  });

  it("keeps a stable order across pages when messages share one timestamp", async () => {
    await insert(25, { same: true });
    const seen = await everyPage("?limit=7");
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const oldest = await everyPage("?limit=7&sort=oldest");
    expect(oldest).toEqual([...seen].reverse());
  });

  it("sorts oldest first when asked, every page in that order", async () => {
    await insert(12);
    const seen = await everyPage("?limit=5&sort=oldest");
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => `m${String(i).padStart(4, "0")}`));
  });

  it("goes on where it stopped when new messages arrive meanwhile", async () => {
    await insert(10);
    const first = await list("?limit=4");
    await insert(2, { prefix: "novo", from: 100 });
    const second = await list(`?limit=4&cursor=${first.body.meta.nextCursor}`);
    expect(subjects(second.body)).toEqual(["m0005", "m0004", "m0003", "m0002"]);
    expect(second.body.meta.total).toBe(12);
  });

  it("searches name, e-mail, subject and message in any case, taking % and _ literally", async () => {
    await insert(12);
    await t.db.insert(contactMessages).values({
      name: "Ana 100% Digital",
      email: "ana_souza@exemplo.com.br",
      phone: "",
      subject: "Loja virtual",
      projectType: "E-commerce",
      message: "Queremos VENDER pela internet.",
      createdAt: new Date(base + 60_000),
    });
    const names = async (q: string) => {
      const { status, body } = await list(`?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      return { subjects: subjects(body), total: body.meta.total };
    };
    expect(await names("CLIENTE 1")).toEqual({ subjects: ["m0011", "m0010", "m0001"], total: 3 });
    expect((await names("cliente7@EXEMPLO")).subjects).toEqual(["m0007"]);
    expect((await names("m000")).total).toBe(10);
    expect((await names("número 3,")).subjects).toEqual(["m0003"]);
    expect((await names("vender")).subjects).toEqual(["Loja virtual"]);
    expect((await names("100%")).subjects).toEqual(["Loja virtual"]);
    expect((await names("%")).subjects).toEqual(["Loja virtual"]);
    expect((await names("a_s")).subjects).toEqual(["Loja virtual"]);
    expect((await names("cliente_1")).total).toBe(0);
    // The phone is not a searched field.
    expect((await names("98765")).total).toBe(0);
    expect((await names("  ")).total).toBe(13);
  });

  it("pages and searches the spam folder apart from the inbox", async () => {
    await insert(5);
    await insert(8, { prefix: "spam", spam: true, from: 10 });
    const inbox = await everyPage("?limit=3");
    expect(inbox).toEqual(["m0004", "m0003", "m0002", "m0001", "m0000"]);
    expect((await list("?folder=inbox")).body.meta.total).toBe(5);

    const first = await list("?folder=spam&limit=3");
    expect(subjects(first.body)).toEqual(["spam0007", "spam0006", "spam0005"]);
    expect(first.body.data.every((m: { spam: boolean }) => m.spam)).toBe(true);
    expect(first.body.meta.total).toBe(8);
    const spam = await everyPage("?folder=spam&limit=3");
    expect(spam).toHaveLength(8);
    expect(new Set(spam).size).toBe(8);

    const found = await list("?folder=spam&q=SPAM000");
    expect(found.body.meta.total).toBe(8);
    // The inbox's m0001 stays out of the spam folder's search.
    expect(subjects((await list("?folder=spam&q=m0001")).body)).toEqual(["spam0001"]);
    expect((await list("?q=spam")).body.meta.total).toBe(0);
  });

  it("keeps the stats exact whatever the page", async () => {
    await insert(130);
    await insert(3, { prefix: "spam", spam: true });
    const stats = await t.request("GET", "/api/admin/contacts/stats", { cookie });
    expect(stats.body.data).toEqual({ count: 130, unread: 65 });
  });

  it.each([
    ["?limit=0", pagingMessages.limit],
    ["?limit=501", pagingMessages.limit],
    ["?limit=abc", pagingMessages.limit],
    ["?limit=1.5", pagingMessages.limit],
    ["?sort=random", pagingMessages.sort],
    ["?cursor=not-a-cursor", pagingMessages.cursor],
    [`?cursor=${Buffer.from('{"at":"x","id":1}').toString("base64url")}`, pagingMessages.cursor],
    [`?q=${"x".repeat(201)}`, pagingMessages.q],
    ["?q=a%00b", "Contém caracteres inválidos"],
    ["?folder=lixo", "Pasta inválida"],
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

describe("GET /api/admin/contacts/{id}", () => {
  it("answers one message from either folder, with the list's shape", async () => {
    await insert(1);
    await insert(1, { prefix: "spam", spam: true });
    const [inbox] = (await list()).body.data;
    const [spam] = (await list("?folder=spam")).body.data;
    for (const message of [inbox, spam]) {
      const one = await t.request("GET", `/api/admin/contacts/${message.id}`, { cookie });
      expect(one.status).toBe(200);
      expect(one.body).toEqual({ success: true, data: message });
    }
  });

  it("is a 404 for an unknown id, a 400 for a malformed one and a 401 without a session", async () => {
    const missing = await t.request("GET", "/api/admin/contacts/424242", { cookie });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Mensagem não encontrada");
    expect((await t.request("GET", "/api/admin/contacts/01", { cookie })).status).toBe(400);
    expect((await t.request("GET", "/api/admin/contacts/1")).status).toBe(401);
  });
});
