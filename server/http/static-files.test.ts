import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.server.ts";
import { openTestDatabase } from "../../tests/support/test-database.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.server.ts";
import type { AppEnv } from "./app-env.ts";
import { staticFiles } from "./static-files.ts";

// A bundle-like file well above compress()'s 1 KB threshold.
const script = Buffer.from(
  Array.from(
    { length: 400 },
    (_, i) => `export const item${i} = { id: ${i}, name: "Item ${i}" };`,
  ).join("\n"),
);
const svg = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="1" cy="1" r="1"/>'.repeat(100)}</svg>`,
);

// The page's icons and their sizes: the real files, so their sizes are checked too.
const icons = [
  ["favicon-48.png", 48],
  ["apple-touch-icon.png", 180],
] as const;

let root: string;
let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "static-files-"));
  const client = join(root, "client");
  const media = join(root, "media");
  mkdirSync(join(client, "assets"), { recursive: true });
  mkdirSync(media);
  writeWithSiblings(join(client, "assets/app-abc.js"), script);
  writeWithSiblings(join(client, "favicon.svg"), svg);
  for (const [icon] of icons)
    writeFileSync(
      join(client, icon),
      readFileSync(join(import.meta.dirname, "../../public", icon)),
    );
  writeFileSync(join(client, "assets/plain-def.js"), script);
  // Media never gets siblings from the build; one planted here must be ignored.
  writeWithSiblings(join(media, "upload.svg"), svg);

  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "memory://" });
  app = createApp({
    config,
    database,
    logger: pino({ level: "silent" }),
    serveStatic: { clientDir: client, mediaDir: media },
  });
});

afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

function writeWithSiblings(path: string, body: Buffer) {
  writeFileSync(path, body);
  writeFileSync(`${path}.br`, brotliCompressSync(body));
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
}

async function get(path: string, acceptEncoding?: string, method = "GET") {
  const headers: Record<string, string> = acceptEncoding
    ? { "accept-encoding": acceptEncoding }
    : {};
  const response = await app.request(path, { method, headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

function file(path: string) {
  return readFileSync(join(root, "client", path));
}

const immutable = "public, max-age=31536000, immutable";

describe("precompressed client files", () => {
  it("sends the brotli copy to browsers that accept br, typed as the original", async () => {
    const { response, body } = await get("/assets/app-abc.js", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe(immutable);
    expect(response.headers.has("last-modified")).toBe(false);
    // The file's own bytes: not compressed a second time on the way out.
    expect(body.equals(file("assets/app-abc.js.br"))).toBe(true);
    expect(response.headers.get("content-length")).toBe(String(body.length));
  });

  it("sends the gzip copy to clients without brotli", async () => {
    const { response, body } = await get("/assets/app-abc.js", "gzip, deflate");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe(immutable);
    expect(body.equals(file("assets/app-abc.js.gz"))).toBe(true);
  });

  it("sends the file itself to clients that accept no encoding", async () => {
    const { response, body } = await get("/assets/app-abc.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe(immutable);
    expect(body.equals(script)).toBe(true);
  });

  it("answers HEAD with the size of the copy it would send", async () => {
    const { response, body } = await get("/assets/app-abc.js", "br", "HEAD");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-length")).toBe(
      String(file("assets/app-abc.js.br").length),
    );
    expect(body.length).toBe(0);

    const plain = await get("/assets/app-abc.js", undefined, "HEAD");
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.response.headers.get("content-length")).toBe(String(script.length));
    expect(plain.response.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("still compresses, once, for Accept-Encoding forms that name no copy exactly", async () => {
    const { response, body } = await get("/assets/app-abc.js", "gzip;q=1.0, identity;q=0.5");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(body).equals(script)).toBe(true);
  });

  it("serves a file that has no compressed copies", async () => {
    const brOnly = await get("/assets/plain-def.js", "br");
    expect(brOnly.response.status).toBe(200);
    expect(brOnly.response.headers.get("content-encoding")).toBeNull();
    expect(brOnly.response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(brOnly.response.headers.get("vary")).toBe("Accept-Encoding");
    expect(brOnly.body.equals(script)).toBe(true);

    const gzip = await get("/assets/plain-def.js", "gzip, br");
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(script)).toBe(true);
  });

  it("serves the favicon compressed too, without the immutable cache", async () => {
    const { response, body } = await get("/favicon.svg", "br");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBeNull();
    expect(body.equals(file("favicon.svg.br"))).toBe(true);
  });

  it("serves the PNG icons the pages name, at their declared sizes, without the immutable cache", async () => {
    for (const [icon, size] of icons) {
      const { response, body } = await get(`/${icon}`, "br, gzip");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(response.headers.get("cache-control")).toBeNull();
      expect(body.equals(file(icon))).toBe(true);
      // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
      expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  it("answers 404 for a missing asset", async () => {
    const { response } = await get("/assets/missing.js", "br");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-encoding")).toBeNull();
  });
});

describe("uploaded media", () => {
  it("is sent as stored, never as a compressed sibling", async () => {
    const { response, body } = await get("/media/upload.svg", "br");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("cache-control")).toBe(immutable);
    expect(body.equals(svg)).toBe(true);
  });
});

describe("staticFiles without the app's compress()", () => {
  it("sets the encoding headers itself", async () => {
    const bare = new Hono<AppEnv>();
    bare.route(
      "/",
      staticFiles({ clientDir: join(root, "client"), mediaDir: join(root, "media") }),
    );

    const br = await bare.request("/assets/app-abc.js", { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(Buffer.from(await br.arrayBuffer()).equals(file("assets/app-abc.js.br"))).toBe(true);

    const plain = await bare.request("/assets/app-abc.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.headers.get("cache-control")).toBe(immutable);
    expect(Buffer.from(await plain.arrayBuffer()).equals(script)).toBe(true);
  });
});
