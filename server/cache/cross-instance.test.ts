import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createProject } from "../../app/features/portfolio/test-fixtures.ts";
import type { Database } from "../../db/client.server.ts";
import { createTestApp } from "../../tests/support/test-app.ts";
import { openTestDatabase } from "../../tests/support/test-database.ts";
import { relayCacheInvalidations } from "./cross-instance.ts";
import { type CachedResponse, PublicCache } from "./public-cache.ts";

const logger = pino({ level: "silent" });

/** One app instance with its own cache, relayed to the others on the same database. */
async function instance(database: Database) {
  const cache = new PublicCache();
  const stopRelay = await relayCacheInvalidations(database, cache, logger);
  const app = await createTestApp({}, { database, cache });
  return { app, cache, stopRelay };
}

// Two instances on one database: PostgreSQL when TEST_DATABASE_URL is set (each instance then
// listens on a connection of its own), PGlite otherwise.
describe("two instances on one database", () => {
  let database: Database;
  let a: Awaited<ReturnType<typeof instance>>;
  let b: Awaited<ReturnType<typeof instance>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    a = await instance(database);
    b = await instance(database);
  });
  afterAll(async () => {
    await a.stopRelay();
    await b.stopRelay();
    await database.close();
  });

  it("a write on one instance drops the other's cached reads", async () => {
    const editor = await a.app.signIn("editor");
    const project = await createProject(a.app, editor.cookie, { title: "Vitrine Original" });

    // The creation's own notification may still be on its way to b: wait until b keeps its copy.
    await vi.waitFor(
      async () => {
        await b.app.request("GET", "/api/portfolio");
        const read = await b.app.request("GET", "/api/portfolio");
        expect(read.headers.get("x-cache")).toBe("HIT");
      },
      { timeout: 5_000, interval: 20 },
    );

    const edit = await a.app.request("PATCH", `/api/admin/portfolio/${project.id}`, {
      body: { title: "Vitrine Renovada" },
      cookie: editor.cookie,
    });
    expect(edit.status).toBe(200);

    // The notification travels through the database: wait for it (correctness, not speed).
    await vi.waitFor(
      async () => {
        const read = await b.app.request("GET", "/api/portfolio");
        expect(read.body.data.map((p: { title: string }) => p.title)).toContain("Vitrine Renovada");
      },
      { timeout: 5_000, interval: 20 },
    );
  });

  it("a testimonials write on one instance leaves the other's portfolio reads cached", async () => {
    const editor = await a.app.signIn("editor");
    await b.app.request("GET", "/api/portfolio");
    await b.app.request("GET", "/api/testimonials");
    const sent = await a.app.request("POST", "/api/testimonials", {
      body: {
        clientName: "Rita Campos",
        clientEmail: "rita@example.com",
        projectType: "Site Institucional",
        content: "Atendimento excelente do começo ao fim.",
        rating: 5,
      },
    });
    await a.app.request("PATCH", `/api/admin/testimonials/${sent.body.data.id}`, {
      body: { status: "approved" },
      cookie: editor.cookie,
    });
    await vi.waitFor(
      async () => {
        const read = await b.app.request("GET", "/api/testimonials");
        expect(read.body.data.map((x: { clientName: string }) => x.clientName)).toContain(
          "Rita Campos",
        );
      },
      { timeout: 5_000, interval: 20 },
    );
    expect((await b.app.request("GET", "/api/portfolio")).headers.get("x-cache")).toBe("HIT");
  });
});

// The relay's own rules, on a database stand-in whose connection can be cut at will.
describe("the invalidation relay", () => {
  const page: CachedResponse = {
    status: 200,
    headers: [],
    identity: new Uint8Array(),
    br: new Uint8Array(),
    gzip: new Uint8Array(),
    etag: '"x"',
  };

  function fakeDatabase() {
    const channel = {
      notified: [] as string[],
      deliver: (_payload: string) => {},
      cut: () => {},
      failNextListen: false,
    };
    const database = {
      notify: async (_channel: string, payload: string) => {
        channel.notified.push(payload);
      },
      listen: async (_channel: string, onMessage: (p: string) => void, onLost: () => void) => {
        if (channel.failNextListen) {
          channel.failNextListen = false;
          throw new Error("connection refused");
        }
        channel.deliver = onMessage;
        channel.cut = onLost;
        return async () => {};
      },
    } as unknown as Database;
    return { database, channel };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it("announces local writes, applies the others', and ignores its own echo and junk", async () => {
    const { database, channel } = fakeDatabase();
    const cache = new PublicCache();
    const stop = await relayCacheInvalidations(database, cache, logger);

    await cache.invalidate(["portfolio"]);
    expect(channel.notified).toHaveLength(1);
    const own = JSON.parse(channel.notified[0] ?? "{}");
    expect(own.tags).toEqual(["portfolio"]);

    cache.store("/portfolio", cache.startRender(["portfolio"]), page);
    channel.deliver(JSON.stringify(own));
    channel.deliver("not json");
    channel.deliver(JSON.stringify({ origin: "other", tags: ["unknown"] }));
    expect(cache.get("/portfolio")).toBeDefined();

    channel.deliver(JSON.stringify({ origin: "other", tags: ["portfolio"] }));
    expect(cache.get("/portfolio")).toBeUndefined();
    expect(channel.notified).toHaveLength(1);
    await stop();
  });

  it("keeps nothing while the channel is down and starts empty once it is back", async () => {
    vi.useFakeTimers();
    const { database, channel } = fakeDatabase();
    const cache = new PublicCache();
    await relayCacheInvalidations(database, cache, logger);
    cache.store("/", cache.startRender([]), page);

    channel.failNextListen = true;
    channel.cut();
    expect(cache.get("/")).toBeUndefined();
    expect(cache.store("/", cache.startRender([]), page)).toBe(false);

    await vi.advanceTimersByTimeAsync(1_000); // first retry: refused again
    expect(cache.store("/", cache.startRender([]), page)).toBe(false);

    await vi.advanceTimersByTimeAsync(2_000); // second retry: listening again
    expect(cache.store("/", cache.startRender([]), page)).toBe(true);
  });
});
