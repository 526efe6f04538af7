import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import type { CachePolicies } from "./cache-policy.ts";
import { cachedAnswer, toCachedResponse, withSmallestBrotli } from "./cached-response.ts";
import type { CachedResponse, CacheTag, PublicCache, RenderTicket } from "./public-cache.ts";

interface Render {
  ticket: RenderTicket;
  result: Promise<CachedResponse | undefined>;
}

/**
 * Answers public pages and reads from the cache, and fills it on a miss. Requests for a page
 * that is already being rendered wait for that render instead of starting their own, so a
 * burst of visitors right after an edit costs one render, not fifty.
 */
export function publicCache(
  cache: PublicCache,
  policies: CachePolicies,
): MiddlewareHandler<AppEnv> {
  const rendering = new Map<string, Render>();
  // One quality-11 compression at a time: a burst of misses after an edit must not fill the
  // thread pool that file reads and password hashes also use.
  let compressing: Promise<unknown> = Promise.resolve();
  const smallerLater = (key: string, stored: CachedResponse) => {
    compressing = compressing
      .then(() => withSmallestBrotli(stored))
      .then((better) => better && cache.replace(key, stored, better))
      .catch(() => {
        // Keeping the quality-5 copy is always correct.
      });
  };

  return async (c, next) => {
    const policy = policies.of(c.req.method, new URL(c.req.url));
    if (!policy) return next();

    const cached = cache.get(policy.key);
    if (cached) return answer(c, cached, "HIT");

    const running = rendering.get(policy.key);
    if (running && cache.isCurrent(running.ticket)) {
      const shared = await running.result;
      if (shared) return answer(c, shared, "HIT");
    }

    const ticket = cache.startRender(policy.tags);
    const { promise: result, resolve } = Promise.withResolvers<CachedResponse | undefined>();
    const render: Render = { ticket, result };
    rendering.set(policy.key, render);
    try {
      await next();
      const fresh = isStorable(c) ? await toCachedResponse(c.res) : undefined;
      resolve(fresh);
      if (fresh) {
        if (cache.store(policy.key, ticket, fresh)) smallerLater(policy.key, fresh);
        // The body was read: answer from the copy (it is also the compressed one).
        c.res = undefined;
        c.res = answer(c, fresh, "MISS");
      }
    } finally {
      resolve(undefined);
      if (rendering.get(policy.key) === render) rendering.delete(policy.key);
    }
  };
}

/**
 * Sends `Cache-Control: no-store` with every private answer (cache-policy.ts), errors included:
 * signed-in answers hold messages and subscribers' e-mails, which a shared proxy or the browser's
 * disk must never keep. Such paths are never in the public cache either: it only takes the
 * public paths, and refuses anything marked no-store.
 */
export function privateAnswers(policies: CachePolicies): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (policies.mustNotBeStored(c.req.method, c.req.path))
      c.res.headers.set("Cache-Control", "no-store");
  };
}

/**
 * After any write to a staff route (whatever its outcome: a failed write may have changed part
 * of the data), drops what it may have changed, here and on the other instances, before the
 * answer leaves: the editor's next look at the site is fresh.
 */
export function invalidatesCache(
  cache: PublicCache,
  tags: readonly CacheTag[],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    try {
      await next();
    } finally {
      await cache.invalidate(tags);
    }
  };
}

function isStorable(c: Context<AppEnv>): boolean {
  const { res } = c;
  return (
    c.req.method === "GET" &&
    res.status === 200 &&
    !res.headers.has("set-cookie") &&
    !/no-store|private/.test(res.headers.get("cache-control") ?? "")
  );
}

function answer(c: Context<AppEnv>, cached: CachedResponse, outcome: "HIT" | "MISS"): Response {
  const response = cachedAnswer(c.req.raw, cached);
  if (outcome === "MISS") response.headers.set("X-Cache", outcome);
  return response;
}
