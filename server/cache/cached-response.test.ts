import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cachedAnswer,
  preferredEncoding,
  toCachedResponse,
  withSmallestBrotli,
} from "./cached-response.ts";
import type { CachedResponse } from "./public-cache.ts";

// Large and repetitive enough that both compressed forms are clearly smaller.
const html = `<!doctype html><html lang="pt-BR"><body>${"<p>Projeto de identidade visual — São Paulo</p>".repeat(200)}</body></html>`;
const identityBytes = new TextEncoder().encode(html);

function renderedPage(body: string = html, init: ResponseInit = {}): Response {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": String(new TextEncoder().encode(body).byteLength),
    "X-Request-Id": "req-123",
    Date: "Mon, 01 Jan 2024 00:00:00 GMT",
    ETag: '"from-handler"',
    Vary: "Cookie",
    "X-Custom": "kept",
    ...Object.fromEntries(new Headers(init.headers)),
  });
  headers.append("Set-Cookie", "session=abc; HttpOnly");
  return new Response(body, { status: init.status ?? 200, headers });
}

function get(headers: Record<string, string> = {}, method = "GET"): Request {
  return new Request("https://nexo.example/portfolio", { method, headers });
}

async function bodyBytes(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

let cached: CachedResponse;

beforeAll(async () => {
  cached = await toCachedResponse(renderedPage());
});

describe("toCachedResponse", () => {
  it("keeps the status and the body as rendered", async () => {
    expect(cached.status).toBe(200);
    expect(new TextDecoder().decode(cached.identity)).toBe(html);

    const notFound = await toCachedResponse(renderedPage("não encontrado", { status: 404 }));
    expect(notFound.status).toBe(404);
  });

  it("its brotli and gzip forms decompress to the exact rendered bytes, and are smaller", () => {
    expect(new Uint8Array(brotliDecompressSync(cached.br))).toEqual(identityBytes);
    expect(new Uint8Array(gunzipSync(cached.gzip))).toEqual(identityBytes);
    expect(cached.br.byteLength).toBeLessThan(identityBytes.byteLength);
    expect(cached.gzip.byteLength).toBeLessThan(identityBytes.byteLength);
  });

  it("drops the headers that belong to one answer or one visitor, keeps the others", () => {
    // They really were on the rendered response.
    const rendered = renderedPage().headers;
    for (const name of ["content-length", "x-request-id", "date", "etag", "vary", "set-cookie"]) {
      expect(rendered.has(name)).toBe(true);
    }
    const names = cached.headers.map(([name]) => name.toLowerCase());
    for (const dropped of [
      "content-length",
      "x-request-id",
      "date",
      "etag",
      "vary",
      "set-cookie",
    ]) {
      expect(names).not.toContain(dropped);
    }
    expect(new Headers(cached.headers).get("content-type")).toBe("text/html; charset=utf-8");
    expect(new Headers(cached.headers).get("x-custom")).toBe("kept");
  });

  it("drops a Content-Encoding the handler set, since the stored bytes are the identity", async () => {
    const response = new Response("plain", {
      headers: { "Content-Type": "text/plain", "Content-Encoding": "gzip" },
    });
    const copy = await toCachedResponse(response);
    expect(copy.headers.map(([name]) => name)).not.toContain("content-encoding");
  });

  it("has an ETag that is stable for equal bodies and differs for different ones", async () => {
    const same = await toCachedResponse(renderedPage());
    // Same length, one letter apart.
    const other = await toCachedResponse(renderedPage(html.replace("Paulo", "Pablo")));

    expect(cached.etag).toMatch(/^"[^"]+"$/);
    expect(same.etag).toBe(cached.etag);
    expect(other.etag).not.toBe(cached.etag);
  });
});

describe("withSmallestBrotli", () => {
  it("gives the same copy with a smaller brotli form of the same bytes", async () => {
    const text = Array.from({ length: 400 }, (_, i) => `<li class="card">Projeto ${i} — Olá</li>`);
    const large = await toCachedResponse(renderedPage(`<ul>${text.join("")}</ul>`));
    const better = await withSmallestBrotli(large);
    if (!better) throw new Error("quality 11 was not smaller");
    expect(better.br.byteLength).toBeLessThan(large.br.byteLength);
    expect(new Uint8Array(brotliDecompressSync(better.br))).toEqual(large.identity);
    expect({ ...better, br: large.br }).toEqual(large);
  });

  it("leaves a small answer alone", async () => {
    expect(await withSmallestBrotli(await toCachedResponse(renderedPage("curto")))).toBeUndefined();
  });
});

describe("cachedAnswer", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
  ] as const)(
    "Accept-Encoding %j gets %s, decompressing to the rendered bytes",
    async (accept, encoding) => {
      const response = cachedAnswer(get({ "Accept-Encoding": accept }), cached);
      const body = await bodyBytes(response);

      expect(response.headers.get("Content-Encoding")).toBe(encoding);
      expect(response.headers.get("Content-Length")).toBe(String(body.byteLength));
      const decompress = encoding === "br" ? brotliDecompressSync : gunzipSync;
      expect(new Uint8Array(decompress(body))).toEqual(identityBytes);
    },
  );

  it.each([
    ["identity", "identity"],
    ["without Accept-Encoding", undefined],
    ["br;q=0, gzip;q=0", "br;q=0, gzip;q=0"],
  ])("%s gets the plain body without Content-Encoding", async (_label, accept) => {
    const response = cachedAnswer(get(accept ? { "Accept-Encoding": accept } : {}), cached);
    const body = await bodyBytes(response);

    expect(response.headers.has("Content-Encoding")).toBe(false);
    expect(body).toEqual(identityBytes);
    expect(response.headers.get("Content-Length")).toBe(String(identityBytes.byteLength));
  });

  it("varies on Accept-Encoding and carries the ETag and the kept headers", () => {
    const response = cachedAnswer(get({ "Accept-Encoding": "br" }), cached);

    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(response.headers.get("ETag")).toBe(cached.etag);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("X-Custom")).toBe("kept");
    expect(response.headers.has("Set-Cookie")).toBe(false);
    expect(response.headers.get("X-Request-Id")).toBeNull();
  });

  it("preserves the rendered status", async () => {
    const notFound = await toCachedResponse(renderedPage("não encontrado", { status: 404 }));
    const response = cachedAnswer(get(), notFound);

    expect(response.status).toBe(404);
    expect(await response.text()).toBe("não encontrado");
  });

  it("asks browsers to revalidate by default", () => {
    expect(cachedAnswer(get(), cached).headers.get("Cache-Control")).toBe("no-cache");
  });

  it("keeps the handler's own Cache-Control", async () => {
    const withPolicy = await toCachedResponse(
      renderedPage(html, { headers: { "Cache-Control": "public, max-age=3600" } }),
    );
    expect(cachedAnswer(get(), withPolicy).headers.get("Cache-Control")).toBe(
      "public, max-age=3600",
    );
  });

  it.each([
    ["the ETag itself", (etag: string) => etag],
    ["its weak form", (etag: string) => `W/${etag}`],
    ["the ETag within a list", (etag: string) => `"older", ${etag} , "other"`],
    ["a weak ETag within a list", (etag: string) => `"older",W/${etag}`],
    ["*", () => "*"],
  ])("If-None-Match with %s answers 304 without a body", async (_label, ifNoneMatch) => {
    const response = cachedAnswer(
      get({ "If-None-Match": ifNoneMatch(cached.etag), "Accept-Encoding": "br" }),
      cached,
    );

    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
    expect(response.headers.get("ETag")).toBe(cached.etag);
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("If-None-Match with another ETag answers the full page", async () => {
    const response = cachedAnswer(get({ "If-None-Match": '"something-else"' }), cached);

    expect(response.status).toBe(200);
    expect(await bodyBytes(response)).toEqual(identityBytes);
  });

  it("HEAD answers the headers of the full page without its body", async () => {
    const response = cachedAnswer(get({ "Accept-Encoding": "gzip" }, "HEAD"), cached);

    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Content-Length")).toBe(String(cached.gzip.byteLength));
    expect(response.headers.get("ETag")).toBe(cached.etag);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });
});

describe("preferredEncoding", () => {
  it.each([
    [null, null],
    ["", null],
    ["identity", null],
    ["deflate", null],
    ["gzip, deflate, br", "br"],
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br; q=0.0, gzip;q=0.5", "gzip"],
    ["br;q=0.1", "br"],
    ["gzip;q=0", null],
    ["*", "gzip"],
    ["gzip;q=0, *", null],
  ])("%j → %j", (accept, expected) => {
    expect(preferredEncoding(accept)).toBe(expected);
  });
});
