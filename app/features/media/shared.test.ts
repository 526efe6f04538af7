import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createGzip } from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restoreBackup } from "../../../db/backup/restore-backup.server.ts";
import { writeBackup } from "../../../db/backup/write-backup.server.ts";
import { openDatabase } from "../../../db/client.server.ts";
import { media, mediaFiles } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { openSharedTestDatabase } from "../../../tests/support/test-database.ts";
import { gif, pngWithAlpha } from "../../../tests/support/test-images.ts";
import type { MediaItem } from "./types.ts";

// Two app instances on one database: with TEST_DATABASE_URL each has its own connection pool,
// as two processes would, and they share images only through PostgreSQL.
let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;
let a: TestApp;
let b: TestApp;
let cookie: string;
beforeAll(async () => {
  shared = await openSharedTestDatabase();
  a = await createTestApp({}, { database: shared.first });
  b = await createTestApp({}, { database: shared.second });
  cookie = (await a.signIn("editor")).cookie;
});
afterAll(() => shared.close());

async function upload(bytes: Buffer, name: string): Promise<MediaItem> {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name));
  form.append("alt", "Logotipo");
  const response = await a.app.request("/api/admin/media", {
    method: "POST",
    body: form,
    headers: { cookie },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: MediaItem }).data;
}

describe("media on several instances", () => {
  it("serves on one instance an image uploaded on the other", async () => {
    const item = await upload(await pngWithAlpha(), "logo.png");
    for (const variant of item.variants) {
      const there = await b.app.request(variant.url);
      expect(there.status).toBe(200);
      expect(there.headers.get("content-type")).toBe(variant.mime);
      const here = await a.app.request(variant.url);
      expect(Buffer.from(await there.arrayBuffer())).toEqual(Buffer.from(await here.arrayBuffer()));
      expect(there.headers.get("etag")).toBe(here.headers.get("etag"));
    }
    const listed = await b.request("GET", "/api/admin/media", { cookie });
    expect(listed.body.data.map((m: MediaItem) => m.id)).toContain(item.id);
  });

  it("stores nothing from an upload cut off mid-way", async () => {
    const before = (await a.db.select({ id: media.id }).from(media)).length;
    const server = serve({ fetch: a.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((ready) => server.once("listening", ready));
    const { port } = server.address() as { port: number };
    const file = await gif();
    const boundary = "----corte";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.gif"\r\n` +
        "Content-Type: image/gif\r\n\r\n",
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = head.length + file.length + tail.length;
    await new Promise<void>((done, failed) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          `POST /api/admin/media HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`,
        );
        socket.write(head);
        // The whole image, but not the closing boundary: a server that processed an unfinished
        // body would find a valid GIF in it.
        socket.write(file, () =>
          setTimeout(() => {
            socket.destroy();
            done();
          }, 200),
        );
      });
      socket.on("error", failed);
    });
    // Give the server time to notice the closed connection and unwind the request.
    await new Promise((settle) => setTimeout(settle, 500));
    await new Promise((closed) => server.close(closed));
    expect((await a.db.select({ id: media.id }).from(media)).length).toBe(before);
  });

  it("a backup holds the images, and a restore gives them back byte for byte", async () => {
    const item = await upload(await gif(), "backup.gif");
    const chunks: Buffer[] = [];
    const gzip = createGzip();
    gzip.on("data", (chunk: Buffer) => chunks.push(chunk));
    const finished = new Promise((end) => gzip.on("end", end));
    await writeBackup(a.db, gzip);
    gzip.end();
    await finished;
    const folder = mkdtempSync(join(tmpdir(), "media-backup-"));
    const path = join(folder, "media.ndjson.gz");
    writeFileSync(path, Buffer.concat(chunks));
    const target = await openDatabase({ dataDir: "memory://" });
    try {
      await restoreBackup(target.db, path);
      // The rows come back whole, the uploads' SHA-256 with them (decision 0037): the same file
      // sent to the restored site still finds its image.
      const images = (database: typeof a.db) => database.select().from(media).orderBy(media.id);
      const restoredImages = await images(target.db);
      expect(restoredImages).toEqual(await images(a.db));
      expect(restoredImages.find((row) => row.id === item.id)?.originalSha256).toMatch(
        /^[0-9a-f]{64}$/,
      );
      const original = await a.db.select().from(mediaFiles);
      const restored = await target.db.select().from(mediaFiles);
      expect(restored.length).toBe(original.length);
      const key = (f: { mediaId: number; label: string }) => `${f.mediaId}/${f.label}`;
      const byKey = new Map(restored.map((f) => [key(f), f]));
      for (const file of original) {
        const copy = byKey.get(key(file));
        expect(copy?.data.equals(file.data), key(file)).toBe(true);
        expect(copy?.hash).toBe(file.hash);
      }
      const restoredApp = await createTestApp({}, { database: target });
      const served = await restoredApp.app.request(item.url);
      expect(served.status).toBe(200);
      const there = Buffer.from(await served.arrayBuffer());
      const here = Buffer.from(await (await a.app.request(item.url)).arrayBuffer());
      expect(there.equals(here)).toBe(true);
    } finally {
      await target.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
