import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression } from "./compression.ts";

// Well above compress()'s 1 KB threshold.
const list = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Cliente ${i}` }));
const png = new Uint8Array(4096).fill(7);

const app = new Hono()
  .use(compression())
  .get("/list", (c) => c.json({ success: true, data: list }))
  .get("/private", (c) => c.json({ success: true, data: list }, 200, { Vary: "Cookie" }))
  .get("/image", (c) => c.body(png, 200, { "Content-Type": "image/png" }));

describe("compression", () => {
  it("says the answer varies with Accept-Encoding even when the client asked for none", async () => {
    const plain = await app.request("/list");
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual({ success: true, data: list });

    const gzipped = await app.request("/list", { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("vary")).toBe("Accept-Encoding");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await gzipped.arrayBuffer());
    expect(JSON.parse(gunzipSync(body).toString())).toEqual({ success: true, data: list });
  });

  it("keeps what the answer already varies on, once", async () => {
    for (const encoding of ["", "gzip"]) {
      const answer = await app.request("/private", { headers: { "accept-encoding": encoding } });
      expect(answer.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    }
  });

  it("leaves formats that are compressed already alone", async () => {
    const answer = await app.request("/image", { headers: { "accept-encoding": "gzip" } });
    expect(answer.headers.get("vary")).toBeNull();
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(png);
  });
});
