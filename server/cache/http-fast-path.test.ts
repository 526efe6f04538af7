import { createServer, get as httpGet, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createProject } from "../../app/features/portfolio/test-fixtures.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { cachePolicies } from "../features.ts";
import { prometheusMetrics } from "../http/metrics.ts";
import { cacheFastPath } from "./http-fast-path.ts";

// The production server's shape: the fast path first, the app behind it, over real HTTP.
let t: TestApp;
let server: Server;
let base: string;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;
let appCalls = 0;
const metrics = await prometheusMetrics();

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signIn("editor");
  await createProject(t, editor.cookie, { title: "Projeto Rápido" });
  const answerFromCache = cacheFastPath(t.cache, cachePolicies, pino({ level: "silent" }), metrics);
  const app = getRequestListener(t.app.fetch);
  server = createServer((request, response) => {
    if (answerFromCache(request, response)) return;
    appCalls += 1;
    app(request, response);
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${base}${path}`, { method, headers });

it("answers a cached read itself, with the headers the app gave it and its own request id", async () => {
  const miss = await get("/api/portfolio");
  expect(miss.headers.get("x-cache")).toBe("MISS");
  const missBody = await miss.text();

  const callsBefore = appCalls;
  const hit = await get("/api/portfolio", { "x-request-id": "proxy-123" });
  expect(appCalls).toBe(callsBefore);
  expect(hit.headers.get("x-cache")).toBe("HIT");
  expect(hit.headers.get("x-request-id")).toBe("proxy-123");
  expect(await hit.text()).toBe(missBody);
  for (const name of ["content-security-policy", "x-content-type-options", "etag"]) {
    expect(hit.headers.get(name), name).toBe(miss.headers.get(name));
  }
  expect(hit.headers.get("content-type")).toMatch(/^application\/json/);
  // Counted for /metrics like any other answer, under the cache's own route.
  expect(await metrics.render(t.cache.stats, [])).toMatch(
    /http_requests_total\{method="GET",route="cached",status="200"\} [1-9]/,
  );
});

it("sends brotli, answers HEAD without a body and 304 to a matching ETag", async () => {
  const plain = await (await get("/api/portfolio")).text();
  // fetch() would decode br itself; node's http keeps the bytes as sent.
  const br = await new Promise<{ encoding?: string; bytes: Buffer }>((done, fail) => {
    const headers = { "accept-encoding": "br" };
    httpGet(`${base}/api/portfolio`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        done({ encoding: response.headers["content-encoding"], bytes: Buffer.concat(chunks) }),
      );
    }).on("error", fail);
  });
  expect(br.encoding).toBe("br");
  expect(brotliDecompressSync(br.bytes).toString()).toBe(plain);

  const head = await get("/api/portfolio", {}, "HEAD");
  expect(head.status).toBe(200);
  expect(head.headers.get("x-cache")).toBe("HIT");
  expect(await head.text()).toBe("");

  const etag = head.headers.get("etag") ?? "";
  const notModified = await get("/api/portfolio", { "if-none-match": etag });
  expect(notModified.status).toBe(304);
});

it("leaves writes, staff reads and uncached paths to the app, and misses after an edit", async () => {
  await get("/api/portfolio");
  const callsBefore = appCalls;
  const admin = await get("/api/admin/portfolio", { cookie: editor.cookie });
  expect(appCalls).toBe(callsBefore + 1);
  expect(admin.status).toBe(200);
  expect(admin.headers.get("x-cache")).toBeNull();
  expect((await get("/nao-existe")).status).toBe(404);

  await createProject(t, editor.cookie, { title: "Projeto Novo" });
  const after = await get("/api/portfolio");
  expect(after.headers.get("x-cache")).toBe("MISS");
  expect(await after.text()).toContain("Projeto Novo");
});
