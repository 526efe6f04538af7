import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { cachePoliciesFor } from "./cache/cache-policy.ts";
import { loadConfig } from "./config.server.ts";
import { features } from "./features.ts";
import type { AppEnv } from "./http/app-env.ts";
import { createRouterDeps } from "./http/deps.ts";
import type { Feature } from "./http/feature.ts";
import { MemoryRateLimitStore } from "./http/rate-limit-memory.ts";
import type { Scheduler } from "./jobs/scheduler.ts";
import { openApiDocument, routeDocsOf } from "./openapi.ts";

const noJobs: Scheduler = {
  runDue: async () => {},
  runNow: async () => null,
  stop: async () => {},
};
const deps = createRouterDeps(
  loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://" }),
  new MemoryRateLimitStore(),
  noJobs,
);

/** The routes a feature's own routers mount, as "METHOD /api/path/{param}". */
function mountedRoutes(feature: Feature): string[] {
  const api = new Hono<AppEnv>();
  for (const { path, routes } of feature.api ?? []) api.route(path, routes(deps));
  const keys = new Hono<AppEnv>()
    .route("/api", api)
    .routes.filter((route) => route.method !== "ALL")
    .map(({ method, path }) => `${method} ${path.replace(/:(\w+)/g, "{$1}").replace(/\/$/, "")}`);
  return [...new Set(keys)]; // a route with its own middleware is listed once per handler
}

describe("feature descriptors", () => {
  it.each(features.map((feature) => [feature.name, feature] as const))(
    "%s documents exactly the routes it mounts",
    (_, feature) => {
      expect(mountedRoutes(feature).sort()).toEqual(Object.keys(feature.docs ?? {}).sort());
    },
  );

  it("have distinct names and never document one route twice", () => {
    const names = features.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    const documented = features.flatMap((feature) => Object.keys(feature.docs ?? {}));
    expect(new Set(documented).size).toBe(documented.length);
  });

  it("keep every cached copy fresh: each tag a page depends on is dropped by some write", () => {
    const dependedOn = new Set(
      features.flatMap((f) => [...(f.pages ?? []), ...(f.reads ?? [])].flatMap((p) => p.tags)),
    );
    const dropped = new Set(
      features.flatMap((f) => [
        ...(f.invalidates ?? []).flatMap((rule) => rule.tags),
        ...Object.values(f.endpoints ?? {}).flatMap((endpoint) => endpoint.spec.drops ?? []),
      ]),
    );
    expect([...dependedOn].sort()).toEqual([...dropped].sort());
  });

  it("refuse to document a mounted route that its feature does not describe", () => {
    const undocumented: Feature = {
      name: "example",
      api: [{ path: "/example", routes: () => new Hono<AppEnv>().get("/", (c) => c.json({})) }],
    };
    const routes = mountedRoutes(undocumented).map((key) => {
      const [method, path] = key.split(" ");
      return { method: method!, path: path! };
    });
    expect(() => openApiDocument(routes, routeDocsOf([undocumented]))).toThrow(
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
    expect(policy.of("GET", url("/exemplos"))).toEqual({ key: "/exemplos", tags: ["examples"] });
    expect(policy.of("GET", url("/api/exemplos"))).toEqual({
      key: "/api/exemplos",
      tags: ["examples"],
    });
    expect(policy.of("GET", url("/outra"))).toBeNull();
    expect(policy.of("POST", url("/exemplos"))).toBeNull();
  });
});
