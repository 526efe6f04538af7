import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.server.ts";
import { rateLimitHits } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/test-database.ts";
import { rateLimitStoreFor } from "./deps.ts";
import { RateLimiter, type RateLimitStore } from "./rate-limit.ts";
import { MemoryRateLimitStore } from "./rate-limit-memory.ts";
import { PostgresRateLimitStore } from "./rate-limit-postgres.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const minute = 60_000;
const limit = { max: 3, windowMs: minute };
// A moment 10 s into a window: windows are aligned to multiples of their length.
const t0 = 1_800_000_000_000 - (1_800_000_000_000 % minute) + 10_000;
let unique = 0;
const freshKey = () => `test:${++unique}`;

// The SQL store runs on PGlite as well, so both stores are checked on every run; which one an
// app uses is decided by the database kind (see the last block).
describe.each([
  ["memory", () => new MemoryRateLimitStore() as RateLimitStore],
  ["PostgreSQL table", () => new PostgresRateLimitStore(database.db) as RateLimitStore],
])("the %s store", (_name, makeStore) => {
  let store: RateLimitStore;
  beforeAll(() => {
    store = makeStore();
  });

  it("counts up to the limit, then refuses without counting, until the next window", async () => {
    const key = freshKey();
    const taken = [];
    for (let i = 0; i < 5; i++) taken.push(await store.take(key, limit, t0 + i));
    expect(taken).toEqual([true, true, true, false, false]);
    expect(await store.take(key, limit, t0 + 49_999)).toBe(false);
    // 50 s later is the next window.
    expect(await store.take(key, limit, t0 + 50_000)).toBe(true);
  });

  it("gives a hit back to its own window only", async () => {
    const key = freshKey();
    for (let i = 0; i < 3; i++) await store.take(key, limit, t0);
    await store.giveBack(key, limit, t0);
    expect(await store.take(key, limit, t0 + 1)).toBe(true);
    expect(await store.take(key, limit, t0 + 2)).toBe(false);

    // A hit taken in the window before cannot free a place in this one.
    const next = t0 + minute;
    for (let i = 0; i < 3; i++) await store.take(key, limit, next);
    await store.giveBack(key, limit, t0);
    expect(await store.take(key, limit, next)).toBe(false);
  });

  it("forgets a key on clear, and keys never mix", async () => {
    const [a, b] = [freshKey(), freshKey()];
    for (let i = 0; i < 3; i++) await store.take(a, limit, t0);
    expect(await store.take(b, limit, t0)).toBe(true);
    await store.clear(a);
    expect(await store.take(a, limit, t0)).toBe(true);
  });

  it("never grants more than the limit to parallel hits", async () => {
    const key = freshKey();
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => store.take(key, { max: 2, windowMs: minute }, t0)),
    );
    expect(burst.filter(Boolean)).toHaveLength(2);
  });
});

describe("the PostgreSQL table", () => {
  it("counts a burst on one key together, granting the first arrivals, and a hit given back frees one place", async () => {
    let statements = 0;
    const counting = new Proxy(database.db, {
      get(db, name, receiver) {
        if (name === "insert") statements++;
        return Reflect.get(db, name, receiver);
      },
    });
    const store = new PostgresRateLimitStore(counting);
    const key = freshKey();
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => store.take(key, { max: 25, windowMs: minute }, t0)),
    );
    expect(burst).toEqual([...Array(25).fill(true), ...Array(15).fill(false)]);
    // The first hit went alone; the 39 that arrived while it ran, in one statement.
    expect(statements).toBe(2);
    // The row holds the refused part of the last batch too; the window is full all the same.
    await store.giveBack(key, { max: 25, windowMs: minute }, t0);
    expect(await store.take(key, { max: 25, windowMs: minute }, t0 + 1)).toBe(true);
    expect(await store.take(key, { max: 25, windowMs: minute }, t0 + 2)).toBe(false);
  });

  it("keeps no client address or username in clear, and drops expired windows now and then", async () => {
    const store = new PostgresRateLimitStore(database.db);
    const key = "login:198.51.100.23|maria";
    await store.take(key, limit, t0);
    const rows = await database.db.select().from(rateLimitHits);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/198\.51|maria/);

    // The first hit a minute or more later sweeps every window over for a minute by then.
    await store.take(freshKey(), limit, t0 + 10 * minute);
    await expect.poll(async () => (await database.db.select().from(rateLimitHits)).length).toBe(1);
  });
});

describe("RateLimiter", () => {
  it("answers 429 with the pt-BR message and the seconds left in the window", async () => {
    const limiter = new RateLimiter("contact", limit, new MemoryRateLimitStore());
    for (let i = 0; i < 3; i++) await limiter.take("203.0.113.9", t0);
    const refused = await limiter.take("203.0.113.9", t0 + 5_000).catch((error) => error);
    expect(refused.status).toBe(429);
    expect(refused.message).toBe("Muitas tentativas. Tente novamente em alguns minutos.");
    // Taken 15 s into a one-minute window: 45 s are left.
    expect(refused.headers["Retry-After"]).toBe("45");
  });

  it("gives a reservation back once, however often it is released", async () => {
    const limiter = new RateLimiter("login", limit, new MemoryRateLimitStore());
    const first = await limiter.take("x", t0);
    await limiter.take("x", t0);
    await limiter.take("x", t0);
    await first.release();
    await first.release();
    await limiter.take("x", t0);
    await expect(limiter.take("x", t0)).rejects.toMatchObject({ status: 429 });
  });

  it("counts separately under each limiter's name on one store", async () => {
    const store = new MemoryRateLimitStore();
    const contact = new RateLimiter("contact", { max: 1, windowMs: minute }, store);
    const newsletter = new RateLimiter("newsletter", { max: 1, windowMs: minute }, store);
    await contact.take("203.0.113.9", t0);
    await expect(newsletter.take("203.0.113.9", t0)).resolves.toBeDefined();
    await expect(contact.take("203.0.113.9", t0)).rejects.toMatchObject({ status: 429 });
  });
});

describe("the store an app gets", () => {
  it("is PostgreSQL's table on PostgreSQL and this process's memory on PGlite, one per database", () => {
    const store = rateLimitStoreFor(database);
    expect(store).toBeInstanceOf(
      database.kind === "postgres" ? PostgresRateLimitStore : MemoryRateLimitStore,
    );
    expect(rateLimitStoreFor(database)).toBe(store);
  });
});
