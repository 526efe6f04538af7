import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("compresses responses for clients that accept gzip, and only for them", async () => {
  const zipped = await t.app.request("/api/openapi.json", {
    headers: { "accept-encoding": "gzip" },
  });
  expect(zipped.headers.get("content-encoding")).toBe("gzip");
  expect(zipped.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
  const body = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8"));
  expect(body.openapi).toBe("3.1.0");

  const plain = await t.app.request("/api/openapi.json");
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect((await plain.json()).openapi).toBe("3.1.0");
});
