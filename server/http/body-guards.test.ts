import { Hono, type MiddlewareHandler } from "hono";
import { describe, expect, it } from "vitest";
import { errorMessages } from "../../app/lib/http-error.ts";
import type { AppEnv } from "./app-env.ts";
import { requireJsonContentType, smallBodyLimit } from "./json-body.ts";
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
