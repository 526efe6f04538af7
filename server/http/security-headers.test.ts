import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { securityHeaders } from "./security-headers.ts";

function app(production: boolean) {
  const served = new Hono<AppEnv>();
  served.use(securityHeaders({ ads: false, dev: false, production }));
  served.get("/page", (c) => c.html("<p>Olá</p>"));
  served.get("/own-policy", (c) => {
    c.header("Content-Security-Policy", "script-src 'self' 'sha256-x'");
    return c.html("<p>Olá</p>");
  });
  const types: [path: string, type: string][] = [
    ["/app.js", "text/javascript; charset=utf-8"],
    ["/app.css", "text/css; charset=utf-8"],
    ["/inter.woff2", "font/woff2"],
    ["/photo.avif", "image/avif"],
    ["/drawing.svg", "image/svg+xml"],
    ["/data.json", "application/json"],
  ];
  for (const [path, type] of types) {
    served.get(path, () => new Response("x", { headers: { "Content-Type": type } }));
  }
  return served;
}

const policyHeaders = [
  "content-security-policy",
  "referrer-policy",
  "x-frame-options",
  "strict-transport-security",
];

describe("securityHeaders", () => {
  it("gives pages, SVG and API answers the whole policy, HSTS in production only", async () => {
    for (const path of ["/page", "/drawing.svg", "/data.json"]) {
      const { headers } = await app(true).request(path);
      for (const name of policyHeaders) expect(headers.has(name), `${path} ${name}`).toBe(true);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("x-frame-options")).toBe("DENY");
    }
    expect((await app(false).request("/page")).headers.has("strict-transport-security")).toBe(
      false,
    );
  });

  it("keeps a page's own CSP (its script hashes)", async () => {
    const { headers } = await app(true).request("/own-policy");
    expect(headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-x'");
  });

  it("gives scripts, stylesheets, fonts and raster images only nosniff", async () => {
    for (const path of ["/app.js", "/app.css", "/inter.woff2", "/photo.avif"]) {
      const { headers } = await app(true).request(path);
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      for (const name of policyHeaders) expect(headers.has(name), `${path} ${name}`).toBe(false);
    }
  });
});
