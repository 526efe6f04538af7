import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { Metrics } from "../http/metrics.ts";
import { requestIdFrom } from "../http/request-log.ts";
import type { CachePolicies, CachePolicy } from "./cache-policy.ts";
import { cachedReply } from "./cached-response.ts";
import type { PublicCache } from "./public-cache.ts";

const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(", ") : value;

const maxKnownPolicies = 1000;

/**
 * Parsing the URL and matching the rules cost more than the rest of a hit, and visitors ask for
 * the same few addresses: each request target's policy is worked out once. Bounded, since the
 * targets are the visitors' to choose.
 */
function rememberedPolicies(policies: CachePolicies) {
  const knownPolicies = new Map<string, CachePolicy | null>();
  return (target: string): CachePolicy | null => {
    let policy = knownPolicies.get(target);
    if (policy === undefined) {
      try {
        policy = policies.of("GET", new URL(target, "http://cache.local"));
      } catch {
        policy = null; // not a URL we can read: the app answers it
      }
      if (knownPolicies.size >= maxKnownPolicies) knownPolicies.clear();
      knownPolicies.set(target, policy);
    }
    return policy;
  };
}

/**
 * Answers a request straight from the public cache at the HTTP layer, before any Request object,
 * routing or middleware exists: a hit then costs about what a static file server pays. The copy
 * carries every header the app set when it was rendered (security headers, CSP); the request id
 * and the log line are this request's own. Returns false (touching nothing) on anything else,
 * which the app then handles as usual and caches on the way out.
 */
export function cacheFastPath(
  cache: PublicCache,
  policies: CachePolicies,
  logger: Logger,
  metrics: Metrics,
  /** Counts a page view (docs/product.md#analytics): a hit is a visit like any other. */
  onPageView: (request: IncomingMessage, target: string) => void = () => {},
) {
  const policyOf = rememberedPolicies(policies);
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method = "GET", url = "/" } = request;
    if (method !== "GET" && method !== "HEAD") return false;
    const policy = policyOf(url);
    const cached = policy && cache.get(policy.key);
    if (!cached) return false;

    const started = performance.now();
    const { status, headers, body } = cachedReply(cached, {
      method,
      ifNoneMatch: single(request.headers["if-none-match"]),
      acceptEncoding: single(request.headers["accept-encoding"]),
    });
    const requestId = requestIdFrom(single(request.headers["x-request-id"]));
    response.writeHead(status, { ...headers, "x-request-id": requestId });
    response.end(body);
    if (policy.page && method === "GET" && (status === 200 || status === 304))
      onPageView(request, url);
    const ms = performance.now() - started;
    metrics.observe(method, "cached", status, ms / 1000);
    if (logger.isLevelEnabled("info")) {
      const path = url.split("?")[0];
      const rounded = Math.round(ms * 10) / 10;
      logger.info({ reqId: requestId, method, path, status, ms: rounded, cache: "HIT" }, "request");
    }
    return true;
  };
}
