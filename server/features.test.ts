import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { AnalyticsRecorder } from "../app/features/analytics/index.server.ts";
import { cachePoliciesFor } from "./cache/cache-policy.ts";
import { loadConfig } from "./config.server.ts";
import { features } from "./features.ts";
import type { AppEnv } from "./http/app-env.ts";
import { createRouterDeps } from "./http/deps.ts";
import { mountEndpoints } from "./http/endpoint.ts";
import type { Feature } from "./http/feature.ts";
import { MemoryRateLimitStore } from "./http/rate-limit-memory.ts";
import type { Scheduler } from "./jobs/scheduler.ts";
import { declaredEndpoints, openApiDocument } from "./openapi.ts";

const noJobs: Scheduler = {
  runDue: async () => {},
  runNow: async () => null,
  stop: async () => {},
};
const deps = createRouterDeps(
  loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://" }),
  new MemoryRateLimitStore(),
  noJobs,
  new AnalyticsRecorder({} as never, { enabled: false }),
);

/** The routes a feature's endpoints mount, as "METHOD /api/path/{param}". */
function mountedRoutes(feature: Feature): string[] {
  const api = new Hono<AppEnv>();
  mountEndpoints(api, feature.endpoints ?? {}, deps, () => async (_c, next) => next());
  const keys = new Hono<AppEnv>()
    .route("/api", api)
    .routes.filter((route) => route.method !== "ALL")
    .map(({ method, path }) => `${method} ${path.replace(/:(\w+)/g, "{$1}").replace(/\/$/, "")}`);
  return [...new Set(keys)]; // guards and cache rules are listed once per handler
}

describe("feature descriptors", () => {
  it.each(features.map((feature) => [feature.name, feature] as const))(
    "%s mounts exactly the endpoints it declares",
    (_, feature) => {
      const declared = Object.keys(declaredEndpoints([feature]));
      expect(mountedRoutes(feature).sort()).toEqual(declared.sort());
    },
  );

  it("have distinct names and never declare one endpoint twice", () => {
    const names = features.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    const declared = features.flatMap((feature) => Object.keys(declaredEndpoints([feature])));
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("keep every cached copy fresh: each tag a page depends on is dropped by some write", () => {
    const dependedOn = new Set(
      features.flatMap((f) => [...(f.pages ?? []), ...(f.reads ?? [])].flatMap((p) => p.tags)),
    );
    const dropped = new Set(
      features.flatMap((f) =>
        Object.values(f.endpoints ?? {}).flatMap((endpoint) => endpoint.spec.drops ?? []),
      ),
    );
    expect([...dependedOn].sort()).toEqual([...dropped].sort());
  });

  it("refuse to document an /api route that no endpoint declares", () => {
    const routes = [{ method: "GET", path: "/api/example" }];
    expect(() => openApiDocument(routes, declaredEndpoints(features))).toThrow(
      "OpenAPI: no documentation for GET /api/example",
    );
  });

  it("give the cache its pages and reads from one place", () => {
    const example: Feature = {
      name: "example",
      pages: [{ path: /^\/exemplos$/, tags: ["examples"] }],
      reads: [{ path: /^\/api\/exemplos$/, tags: ["examples"] }],
    };
    const policy = cachePoliciesFor([example]);
    const url = (path: string) => new URL(path, "https://nexo.example");
    // A page also shows the published site facts (header, footer): it depends on `content` too.
    expect(policy.of("GET", url("/exemplos"))).toMatchObject({
      key: "/exemplos",
      tags: ["examples", "content"],
    });
    expect(policy.of("GET", url("/api/exemplos"))).toEqual({
      page: false,
      key: "/api/exemplos",
      tags: ["examples"],
    });
    expect(policy.of("GET", url("/outra"))).toBeNull();
    expect(policy.of("POST", url("/exemplos"))).toBeNull();
  });
});
