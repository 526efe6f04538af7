import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

// POST /api/logout: a state-changing call that needs no body and answers 200 to anyone, so the
// status says only what the cross-site check decided.
const refused = { success: false, message: "Requisição de outra origem não permitida" };

describe("without a proxy: the origin of the connection and its Host", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // In-process requests are plain HTTP, as a server listening without TLS sees them.
  const logout = (origin: string, host = "nexo.example") =>
    t.request("POST", "/api/logout", { headers: { origin, host } });

  it("lets the site's own origin through", async () => {
    expect((await logout("http://nexo.example")).status).toBe(200);
    expect((await logout("http://nexo.example:8080", "nexo.example:8080")).status).toBe(200);
    // Default ports and letter case are the same origin.
    expect((await logout("http://NEXO.example:80")).status).toBe(200);
  });

  it("refuses the same host under another scheme or port", async () => {
    const https = await logout("https://nexo.example");
    expect(https.status).toBe(403);
    expect(https.body).toEqual(refused);
    expect((await logout("http://nexo.example:8080")).status).toBe(403);
    expect((await logout("http://nexo.example", "nexo.example:8080")).status).toBe(403);
  });

  it("refuses other hosts, opaque origins and garbage", async () => {
    for (const origin of ["http://evil.example", "http://nexo.example.evil", "null", "nexo"]) {
      expect((await logout(origin)).status, origin).toBe(403);
    }
  });

  it("does not believe X-Forwarded-Proto or -Host", async () => {
    const res = await t.request("POST", "/api/logout", {
      headers: {
        origin: "https://evil.example",
        host: "nexo.example",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "evil.example",
      },
    });
    expect(res.status).toBe(403);
  });
});

describe("behind a trusted proxy that terminates TLS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  // What nginx forwards for https://nexo.example (see forwarded.test.ts): the upstream Host may
  // be its own address, X-Forwarded-Host and -Proto are what the visitor asked for.
  const throughNginx = (origin: string, proto = "https") =>
    t.request("POST", "/api/logout", {
      headers: {
        origin,
        host: "127.0.0.1:3000",
        "x-forwarded-proto": proto,
        "x-forwarded-host": "nexo.example",
      },
    });

  it("takes the visitor's scheme and host from the proxy", async () => {
    expect((await throughNginx("https://nexo.example")).status).toBe(200);
    expect((await throughNginx("http://nexo.example", "http")).status).toBe(200);
  });

  it("refuses a plain-HTTP or other-port origin for an HTTPS site", async () => {
    expect((await throughNginx("http://nexo.example")).status).toBe(403);
    expect((await throughNginx("https://nexo.example:8443")).status).toBe(403);
    expect((await throughNginx("http://127.0.0.1:3000")).status).toBe(403);
  });

  it("takes the scheme from Host and the connection when the proxy sends no X-Forwarded-*", async () => {
    const res = await t.request("POST", "/api/logout", {
      headers: { origin: "http://nexo.example", host: "nexo.example" },
    });
    expect(res.status).toBe(200);
  });
});

describe("with SITE_URL configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SITE_URL: "https://nexo.example/" });
  });
  afterAll(() => t.close());

  it("accepts the site's public origin even from a proxy that forwards no scheme or host", async () => {
    const res = await t.request("POST", "/api/logout", {
      headers: { origin: "https://nexo.example", host: "127.0.0.1:3000" },
    });
    expect(res.status).toBe(200);
  });

  it("still refuses its other schemes and ports", async () => {
    for (const origin of ["http://nexo.example", "https://nexo.example:8443"]) {
      const res = await t.request("POST", "/api/logout", {
        headers: { origin, host: "127.0.0.1:3000" },
      });
      expect(res.status, origin).toBe(403);
    }
  });
});
