import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorMessages } from "../../app/lib/http-error.ts";
import type { AppEnv } from "./app-env.ts";
import { BODY_LIMIT, requireJsonContentType, smallBodyLimit } from "./json-body.ts";
import { requireFormContentType } from "./page-actions.ts";

// The guards in front of the API (JSON only) and of page forms (form bodies only).

function guarded(...guards: MiddlewareHandler<AppEnv>[]) {
  const app = new Hono<AppEnv>();
  for (const guard of guards) app.use(guard);
  app.post("/", async (c) => c.json({ read: (await c.req.arrayBuffer()).byteLength }));
  return app;
}

const bytes = new TextEncoder().encode("name=Ana");

describe("body guards", () => {
  it("a chunked body with no type is refused by both, as one with a length is", async () => {
    for (const [guard, message] of [
      [requireJsonContentType, errorMessages.unsupportedType],
      [requireFormContentType, errorMessages.unsupportedFormType],
    ] as const) {
      const app = guarded(guard);
      const declared: [string, string][] = [
        ["transfer-encoding", "chunked"],
        ["content-length", "8"],
      ];
      for (const header of declared) {
        const res = await app.request("/", { method: "POST", headers: [header], body: bytes });
        expect(res.status, JSON.stringify(header)).toBe(415);
        expect(await res.json()).toMatchObject({ success: false, message });
      }
    }
  });

  it("lets the right type through, and a bodiless post", async () => {
    const form = await guarded(requireFormContentType).request("/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
      body: bytes,
    });
    expect(form.status).toBe(200);
    const json = await guarded(requireJsonContentType).request("/", {
      method: "POST",
      headers: { "content-type": "Application/JSON" },
      body: "{}",
    });
    expect(json.status).toBe(200);
    const empty = await guarded(requireJsonContentType, requireFormContentType).request("/", {
      method: "POST",
    });
    expect(empty.status).toBe(200);
  });

  it("a body over 100 KB is a 413 with the product's message", async () => {
    const res = await guarded(smallBodyLimit).request("/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(100 * 1024 + 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: errorMessages.tooLarge });
  });
});

// Over Node's HTTP server, as in production: a declared length is judged from the header, a
// chunked body is counted as it arrives, and what passes is read whole, decoded as fetch does.
describe("the body limit over HTTP", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const app = new Hono<AppEnv>();
    app.use(smallBodyLimit);
    app.post("/", async (c) => c.json({ text: await c.req.text() }));
    server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((closed) => server.close(closed)));

  /** Sends `chunks` with a Content-Length, or chunked when `chunked`; answers status and JSON. */
  function post(chunks: Buffer[], chunked = false) {
    const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const headers: Record<string, string | number> = { "content-type": "application/json" };
    if (!chunked) headers["content-length"] = length;
    return new Promise<{ status: number; body: { text?: string; message?: string } }>(
      (done, failed) => {
        const req = httpRequest({ port, method: "POST", path: "/", headers }, (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (part) => {
            text += part;
          });
          res.on("end", () => done({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        });
        // The server may answer 413 and close before the body is all sent.
        req.on("error", failed);
        for (const chunk of chunks) req.write(chunk);
        req.end();
      },
    );
  }

  it("reads a body with a length, or chunked, up to the limit", async () => {
    const text = `{"a":"${"x".repeat(BODY_LIMIT - 8)}"}`;
    expect(Buffer.byteLength(text)).toBe(BODY_LIMIT);
    for (const chunked of [false, true]) {
      const halves = [Buffer.from(text.slice(0, 5000)), Buffer.from(text.slice(5000))];
      const res = await post(halves, chunked);
      expect(res.status, `chunked: ${chunked}`).toBe(200);
      expect(res.body.text).toBe(text);
    }
  });

  it("refuses one byte more with the product's 413, declared or counted", async () => {
    for (const chunked of [false, true]) {
      const res = await post([Buffer.alloc(BODY_LIMIT + 1, "x")], chunked);
      expect(res.status, `chunked: ${chunked}`).toBe(413);
      expect(res.body.message).toBe(errorMessages.tooLarge);
    }
  });

  it("decodes as fetch does: the byte-order mark dropped, a broken sequence replaced", async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const broken = Buffer.from([0x22, 0xc3, 0x28, 0x22]);
    const res = await post([bom, Buffer.from("Ol\u00e1 "), broken]);
    expect(res.status).toBe(200);
    expect(res.body.text).toBe('Olá "\ufffd("');
  });
});
