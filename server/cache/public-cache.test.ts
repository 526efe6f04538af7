import { describe, expect, it, vi } from "vitest";
import { type CachedResponse, type CacheTag, PublicCache } from "./public-cache.ts";

/** A distinguishable cached copy; its bytes do not matter to the cache itself. */
function page(text: string): CachedResponse {
  const bytes = new TextEncoder().encode(text);
  return {
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]],
    identity: bytes,
    br: bytes,
    gzip: bytes,
    etag: `"${text}"`,
  };
}

function storeNow(cache: PublicCache, key: string, tags: CacheTag[]): CachedResponse {
  const response = page(key);
  expect(cache.store(key, cache.startRender(tags), response)).toBe(true);
  return response;
}

describe("PublicCache", () => {
  it("returns what was stored under a key, and nothing for other keys", () => {
    const cache = new PublicCache();
    const home = storeNow(cache, "/", ["portfolio", "testimonials"]);

    expect(cache.get("/")).toBe(home);
    expect(cache.get("/portfolio")).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("invalidating a tag drops exactly the entries that depend on it", async () => {
    const cache = new PublicCache();
    storeNow(cache, "/", ["portfolio", "testimonials"]);
    storeNow(cache, "/depoimentos", ["testimonials"]);
    const portfolio = storeNow(cache, "/portfolio", ["portfolio"]);
    const terms = storeNow(cache, "/termos", []);

    await cache.invalidate(["testimonials"]);

    expect(cache.get("/")).toBeUndefined();
    expect(cache.get("/depoimentos")).toBeUndefined();
    expect(cache.get("/portfolio")).toBe(portfolio);
    expect(cache.get("/termos")).toBe(terms);
    expect(cache.size).toBe(2);
  });

  it("refuses a render whose data changed while it ran, but not one about other data", async () => {
    const cache = new PublicCache();
    const homeTicket = cache.startRender(["portfolio", "testimonials"]);
    const portfolioTicket = cache.startRender(["portfolio"]);

    await cache.invalidate(["testimonials"]);

    expect(cache.isCurrent(homeTicket)).toBe(false);
    expect(cache.store("/", homeTicket, page("stale home"))).toBe(false);
    expect(cache.get("/")).toBeUndefined();
    expect(cache.size).toBe(0);

    const portfolio = page("portfolio");
    expect(cache.store("/portfolio", portfolioTicket, portfolio)).toBe(true);
    expect(cache.get("/portfolio")).toBe(portfolio);
  });

  it("a ticket taken after the invalidation stores again", async () => {
    const cache = new PublicCache();
    await cache.invalidate(["testimonials"]);
    const fresh = page("fresh");

    expect(cache.store("/depoimentos", cache.startRender(["testimonials"]), fresh)).toBe(true);
    expect(cache.get("/depoimentos")).toBe(fresh);
  });

  it("tells the listeners about local invalidations, not about those from a peer", async () => {
    const cache = new PublicCache();
    const listener = vi.fn();
    cache.onInvalidate(listener);
    storeNow(cache, "/portfolio", ["portfolio"]);

    await cache.invalidate(["portfolio"], { fromPeer: true });
    expect(listener).not.toHaveBeenCalled();
    // A peer's invalidation still drops the local copy.
    expect(cache.get("/portfolio")).toBeUndefined();

    await cache.invalidate(["testimonials", "portfolio"]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(["testimonials", "portfolio"]);
  });

  it("waits for asynchronous listeners before the invalidation resolves", async () => {
    const cache = new PublicCache();
    let told = false;
    cache.onInvalidate(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      told = true;
    });

    await cache.invalidate(["portfolio"]);
    expect(told).toBe(true);
  });

  it("replaces an entry with a better copy only while it still holds the same one", async () => {
    const cache = new PublicCache();
    const home = storeNow(cache, "/", ["portfolio"]);
    const smaller = page("/ smaller");
    expect(cache.replace("/", home, smaller)).toBe(true);
    expect(cache.get("/")).toBe(smaller);

    // A write dropped it meanwhile, or a newer render took its place: nothing comes back.
    expect(cache.replace("/", home, page("/ stale"))).toBe(false);
    await cache.invalidate(["portfolio"]);
    expect(cache.replace("/", smaller, page("/ late"))).toBe(false);
    expect(cache.get("/")).toBeUndefined();
  });

  it("evicts the least recently used entry beyond maxEntries", () => {
    const cache = new PublicCache({ maxEntries: 2 });
    const a = storeNow(cache, "/a", ["portfolio"]);
    storeNow(cache, "/b", ["portfolio"]);

    expect(cache.get("/a")).toBe(a);
    const c = storeNow(cache, "/c", ["portfolio"]);

    expect(cache.size).toBe(2);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBe(a);
    expect(cache.get("/c")).toBe(c);
  });

  it("re-storing a key counts it once and makes it the most recent", () => {
    const cache = new PublicCache({ maxEntries: 2 });
    storeNow(cache, "/a", []);
    storeNow(cache, "/b", []);
    const a2 = storeNow(cache, "/a", []);
    expect(cache.size).toBe(2);

    const c = storeNow(cache, "/c", []);

    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBe(a2);
    expect(cache.get("/c")).toBe(c);
  });

  it("while suspended keeps nothing and refuses every store, until resumed", () => {
    const cache = new PublicCache();
    storeNow(cache, "/", ["portfolio", "testimonials"]);
    storeNow(cache, "/termos", []);

    cache.suspend();
    expect(cache.size).toBe(0);
    expect(cache.get("/")).toBeUndefined();
    expect(cache.get("/termos")).toBeUndefined();

    const duringSuspension = cache.startRender(["portfolio"]);
    expect(cache.isCurrent(duringSuspension)).toBe(false);
    expect(cache.store("/portfolio", duringSuspension, page("portfolio"))).toBe(false);
    expect(cache.store("/termos", cache.startRender([]), page("termos"))).toBe(false);
    expect(cache.size).toBe(0);

    cache.resume();
    const portfolio = page("portfolio after resume");
    expect(cache.store("/portfolio", cache.startRender(["portfolio"]), portfolio)).toBe(true);
    expect(cache.get("/portfolio")).toBe(portfolio);
  });

  it("resume() starts empty and refuses renders that began before it", () => {
    const cache = new PublicCache();
    cache.suspend();
    const startedWhileSuspended = cache.startRender(["testimonials"]);
    cache.resume();

    expect(cache.size).toBe(0);
    expect(cache.store("/depoimentos", startedWhileSuspended, page("old"))).toBe(false);
    expect(cache.get("/depoimentos")).toBeUndefined();
  });

  it("clear() empties the cache and makes renders in flight stale", () => {
    const cache = new PublicCache();
    storeNow(cache, "/", ["portfolio", "testimonials"]);
    const inFlight = cache.startRender(["portfolio"]);
    const otherInFlight = cache.startRender(["testimonials"]);

    cache.clear();

    expect(cache.size).toBe(0);
    expect(cache.get("/")).toBeUndefined();
    expect(cache.store("/portfolio", inFlight, page("portfolio"))).toBe(false);
    expect(cache.store("/depoimentos", otherInFlight, page("depoimentos"))).toBe(false);
    expect(cache.size).toBe(0);
  });
});
