import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { ConfigError, loadConfig } from "../config.server.ts";
import { trustedForwardedValue } from "./forwarded.ts";

// The headers below are what nginx really sends upstream with the README's configuration:
//   proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
//   proxy_set_header X-Forwarded-Proto $scheme;
//   proxy_set_header X-Forwarded-Host $host;
// $proxy_add_x_forwarded_for is the client's own X-Forwarded-For (if it sent one), ", ", and the
// address nginx saw. So a visitor at 203.0.113.7 who sends `X-Forwarded-For: 1.2.3.4` reaches
// the app as `1.2.3.4, 203.0.113.7`; with a CDN in front of nginx, the CDN appends the visitor
// and nginx appends the CDN's edge: `1.2.3.4, 203.0.113.7, 198.51.100.20`. X-Forwarded-Proto
// and -Host are overwritten: one value, whatever the client sent.
const visitor = "203.0.113.7";
const cdnEdge = "198.51.100.20";

describe("trustedForwardedValue", () => {
  it("with one proxy takes the entry it appended, whatever the client wrote before it", () => {
    expect(trustedForwardedValue(visitor, 1)).toBe(visitor);
    expect(trustedForwardedValue(`1.2.3.4, ${visitor}`, 1)).toBe(visitor);
    expect(trustedForwardedValue(`1.2.3.4, 5.6.7.8,${visitor}`, 1)).toBe(visitor);
    // Two X-Forwarded-For lines from the client, joined as nginx and Node join them.
    expect(trustedForwardedValue(`1.2.3.4, 5.6.7.8, ${visitor}`, 1)).toBe(visitor);
    expect(trustedForwardedValue(`, , ${visitor}`, 1)).toBe(visitor);
    expect(trustedForwardedValue(`2001:db8::1, 2001:db8::7`, 1)).toBe("2001:db8::7");
  });

  it("with two proxies takes the entry the outer one appended", () => {
    expect(trustedForwardedValue(`${visitor}, ${cdnEdge}`, 2)).toBe(visitor);
    expect(trustedForwardedValue(`1.2.3.4, ${visitor}, ${cdnEdge}`, 2)).toBe(visitor);
  });

  it("takes the leftmost entry when fewer proxies appended than configured", () => {
    expect(trustedForwardedValue(visitor, 2)).toBe(visitor);
  });

  it("takes the single value of a header the proxy overwrites", () => {
    expect(trustedForwardedValue("https", 1)).toBe("https");
    expect(trustedForwardedValue("https", 2)).toBe("https");
  });

  it("believes nothing without a proxy, and nothing from an empty header", () => {
    expect(trustedForwardedValue(`1.2.3.4, ${visitor}`, 0)).toBeUndefined();
    expect(trustedForwardedValue(undefined, 1)).toBeUndefined();
    expect(trustedForwardedValue(" , ", 1)).toBeUndefined();
  });
});

describe("TRUST_PROXY", () => {
  const load = (value?: string) =>
    loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", TRUST_PROXY: value });

  it("is the number of proxies in front of the server, 0 when absent", () => {
    expect(load().trustProxy).toBe(0);
    expect(load("").trustProxy).toBe(0);
    expect(load("0").trustProxy).toBe(0);
    expect(load("1").trustProxy).toBe(1);
    expect(load("2").trustProxy).toBe(2);
    expect(load("10").trustProxy).toBe(10);
  });

  it.each(["true", "false", "-1", "1.5", "abc", "11", "99", " 1"])(
    "refuses %j with one line naming the variable",
    (value) => {
      expect(() => load(value)).toThrow(ConfigError);
      expect(() => load(value)).toThrow(
        `TRUST_PROXY inválido (${JSON.stringify(value)}): deve ser o número de proxies à frente do servidor: 0 (nenhum) a 10`,
      );
    },
  );
});

describe("the client's address behind nginx", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "1", RATE_LIMIT_SUBMISSIONS: "2" });
  });
  afterAll(() => t.close());

  // Counted before validation: an empty body is enough to spend the allowance.
  const subscribe = (forwardedFor: string) =>
    t.request("POST", "/api/newsletter/subscribe", {
      body: {},
      headers: { "x-forwarded-for": forwardedFor },
    });

  it("cannot escape the rate limit by sending a new X-Forwarded-For every time", async () => {
    expect((await subscribe(`1.1.1.1, ${visitor}`)).status).toBe(400);
    expect((await subscribe(`2.2.2.2, ${visitor}`)).status).toBe(400);
    expect((await subscribe(`3.3.3.3, ${visitor}`)).status).toBe(429);
    expect((await subscribe(visitor)).status).toBe(429);
    // Another visitor, claiming to be the first one, has an allowance of their own.
    expect((await subscribe(`${visitor}, 192.0.2.44`)).status).toBe(400);
  });
});

describe("secure cookies behind a TLS-terminating proxy", () => {
  let t: TestApp;
  let credentials: { username: string; password: string };
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: "production", TRUST_PROXY: "1" });
    credentials = await t.signIn("editor");
  });
  afterAll(() => t.close());

  const cookieFor = async (app: TestApp, headers: Record<string, string>) => {
    const { username, password } = credentials;
    const res = await app.request("POST", "/api/login", { body: { username, password }, headers });
    expect(res.status).toBe(200);
    return res.headers.get("set-cookie") ?? "";
  };

  it("marks the session cookie Secure when nginx says the visitor came over HTTPS", async () => {
    expect(await cookieFor(t, { "x-forwarded-proto": "https" })).toMatch(/; Secure/);
    expect(await cookieFor(t, { "x-forwarded-proto": "http" })).not.toMatch(/Secure/);
    // A list (a proxy that appends): the entry our proxy wrote counts, not the client's.
    expect(await cookieFor(t, { "x-forwarded-proto": "https, http" })).not.toMatch(/Secure/);
  });

  it("ignores X-Forwarded-Proto when no proxy is trusted", async () => {
    const direct = await createTestApp({ NODE_ENV: "production" }, { database: t.database });
    expect(await cookieFor(direct, { "x-forwarded-proto": "https" })).not.toMatch(/Secure/);
  });
});
