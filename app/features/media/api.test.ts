import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, mediaFiles, portfolioImages, portfolioProjects } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  avif,
  executable,
  gif,
  hugePng,
  jpegWithGps,
  pngClaimingHugeSize,
  pngWithAlpha,
  svgWithScript,
  truncatedJpeg,
  webp,
} from "../../../tests/support/test-images.ts";
import { imageProcessingStats } from "./media.server.ts";
import { mediaMessages } from "./schemas.ts";

// Real encoding of real images on a shared 2-core machine: minutes, not the default 30 s.
const HEAVY = 180_000;

import type { MediaItem } from "./types.ts";

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn("editor")).cookie;
});
afterAll(() => t.close());

async function upload(
  bytes: Buffer,
  { name = "foto.jpg", type = "image/jpeg", alt, cookie = editor, app = t } = {} as {
    name?: string;
    type?: string;
    alt?: string;
    cookie?: string;
    app?: TestApp;
  },
) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  if (alt !== undefined) form.append("alt", alt);
  const response = await app.app.request("/api/admin/media", {
    method: "POST",
    body: form,
    headers: cookie ? { cookie } : {},
  });
  return { status: response.status, body: await response.json() };
}

const count = async () => (await t.db.select().from(media)).length;
const fileCount = async () =>
  (await t.db.select({ id: mediaFiles.mediaId }).from(mediaFiles)).length;

async function fetchFile(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("accepted formats, end to end", () => {
  const cases: [string, () => Promise<Buffer>, string, string, boolean][] = [
    ["JPEG", () => jpegWithGps(), "praia.jpg", "image/jpeg", false],
    ["PNG with transparency", () => pngWithAlpha(), "logo.png", "image/png", true],
    ["WebP", () => webp(), "banner.webp", "image/webp", false],
    ["AVIF", () => avif(), "capa.avif", "image/avif", false],
    ["GIF", () => gif(), "anim.gif", "image/gif", false],
  ];
  it.each(cases)(
    "%s: stored, copied and served",
    async (_label, make, name, mime, alpha) => {
      const bytes = await make();
      const { status, body } = await upload(bytes, { name, type: "application/octet-stream" });
      expect(status).toBe(201);
      const item = body.data as MediaItem;
      expect(item.mime).toBe(mime);
      expect(item.bytes).toBe(bytes.length);
      expect(item.alt).toBeNull();
      expect(item.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(item.placeholder.length).toBeLessThan(1024);

      const source = await sharp(bytes).metadata();
      const turned = (source.orientation ?? 1) >= 5;
      expect([item.width, item.height]).toEqual(
        turned ? [source.height, source.width] : [source.width, source.height],
      );
      const responsive = item.variants.filter((v) => v.kind === "responsive");
      const expectedWidths = [480, 768, 1200, 1920]
        .map((w) => Math.min(w, item.width))
        .filter((w, i, all) => all.indexOf(w) === i);
      for (const format of ["avif", "webp"]) {
        const widths = responsive.filter((v) => v.format === format).map((v) => v.width);
        // A copy in the upload's own format is dropped when it would be larger than the upload.
        if (mime !== `image/${format}`)
          expect(widths.sort((a, b) => a - b)).toEqual(expectedWidths);
        for (const width of widths) expect(width).toBeLessThanOrEqual(item.width);
      }
      const fallback = item.variants.find((v) => v.kind === "fallback");
      expect(fallback?.mime).toBe(alpha ? "image/png" : "image/jpeg");
      expect(fallback?.width).toBe(Math.min(1200, item.width));
      expect(item.url).toBe(fallback?.url);
      const social = item.variants.find((v) => v.kind === "social");
      expect(social).toMatchObject({ width: 1200, height: 630, mime: "image/jpeg" });

      for (const variant of item.variants) {
        expect(variant.url).toMatch(
          new RegExp(`^/media/${item.id}/[a-z0-9-]+-[a-z0-9]+\\.[a-z]+$`),
        );
        const { response, bytes: served } = await fetchFile(variant.url);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(variant.mime);
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("etag")).toMatch(/^"[\w-]{43}"$/);
        expect(served.length).toBe(variant.bytes);
        const meta = await sharp(served).metadata();
        expect(meta.format).toBe(variant.format === "avif" ? "heif" : variant.format);
        expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
        // Never larger than the upload in its own format.
        if (variant.mime === mime) expect(variant.bytes).toBeLessThan(bytes.length);
        // No metadata at all: no EXIF, so no GPS position and no camera.
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
      }
    },
    HEAVY,
  );

  it(
    "removes the GPS position and turns the photo upright",
    async () => {
      const bytes = await jpegWithGps();
      const source = await sharp(bytes).metadata();
      expect(source.exif?.toString("latin1")).toContain("Fonecorp");
      const { body } = await upload(bytes, { name: "celular.jpg" });
      const item = body.data as MediaItem;
      expect([item.width, item.height]).toEqual([900, 1350]);
      for (const variant of item.variants) {
        const { bytes: served } = await fetchFile(variant.url);
        expect(served.toString("latin1")).not.toContain("Fonecorp");
        const meta = await sharp(served).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation ?? 1).toBe(1);
        if (variant.kind !== "social") expect(meta.height).toBeGreaterThan(meta.width as number);
      }
    },
    HEAVY,
  );

  it("answers 304 to a matching ETag and 404 to a wrong id, name or copy", async () => {
    // Not the 900×600 of the format cases: the same bytes would find that image (decision 0037).
    const { body } = await upload(await pngWithAlpha(900, 601), { name: "Logo Final.png" });
    const item = body.data as MediaItem;
    expect(item.url).toBe(`/media/${item.id}/logo-final-900.png`);
    const { response } = await fetchFile(item.url);
    const again = await t.app.request(item.url, {
      headers: { "if-none-match": response.headers.get("etag") as string },
    });
    expect(again.status).toBe(304);
    for (const wrong of [
      `/media/${item.id + 1000}/logo-final-900.png`,
      `/media/${item.id}/outro-900.png`,
      `/media/${item.id}/logo-final-901.png`,
      `/media/${item.id}/logo-final-900.jpg`,
      `/media/${item.id}/logo-final-og.png`,
      `/media/99999999999/logo-final-900.png`,
    ]) {
      expect((await fetchFile(wrong)).response.status, wrong).toBe(404);
    }
  });
});

describe("bad input stores nothing", () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string, string, number, string][] = [
    ["a renamed executable", executable, "foto.jpg", "image/jpeg", 415, mediaMessages.unsupported],
    [
      "an SVG with a script",
      svgWithScript,
      "logo.png",
      "image/png",
      415,
      mediaMessages.unsupported,
    ],
    ["a truncated JPEG", truncatedJpeg, "foto.jpg", "image/jpeg", 400, mediaMessages.corrupt],
    ["a 42-megapixel PNG", hugePng, "mapa.png", "image/png", 400, mediaMessages.tooLarge],
    [
      "a PNG whose header claims 30000×30000",
      pngClaimingHugeSize,
      "planta.png",
      "image/png",
      400,
      mediaMessages.tooLarge,
    ],
  ];
  it.each(cases)("%s", async (_label, make, name, type, status, message) => {
    const before = [await count(), await fileCount()];
    const answer = await upload(await make(), { name, type });
    expect(answer).toEqual({ status, body: { success: false, message } });
    expect([await count(), await fileCount()]).toEqual(before);
  });

  it("refuses a body over MEDIA_MAX_BYTES with a 413", async () => {
    const small = await createTestApp({ MEDIA_MAX_BYTES: "65536" }, { database: t.database });
    const before = await count();
    const big = await jpegWithGps(1200, 900);
    expect(big.length).toBeGreaterThan(65536 + 64 * 1024);
    const answer = await upload(big, { app: small });
    expect(answer).toEqual({
      status: 413,
      body: { success: false, message: mediaMessages.fileTooLarge },
    });
    expect(await count()).toBe(before);
  });

  it("refuses a multipart body without a file, and a JSON body", async () => {
    const form = new FormData();
    form.append("alt", "Sem arquivo");
    const response = await t.app.request("/api/admin/media", {
      method: "POST",
      body: form,
      headers: { cookie: editor },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: mediaMessages.missingFile });
    const json = await t.request("POST", "/api/admin/media", {
      cookie: editor,
      body: { file: "x" },
    });
    expect(json.status).toBe(415);
  });

  it("refuses an alt text with control characters", async () => {
    const answer = await upload(await gif(), { alt: "foto\u0000" });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Contém caracteres inválidos");
  });

  it("keeps the JSON rules for every other route", async () => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(await gif())], "a.gif"));
    const response = await t.app.request("/api/admin/media/1", {
      method: "PATCH",
      body: form,
      headers: { cookie: editor },
    });
    expect(response.status).toBe(415);
  });
});

describe("permissions", () => {
  it("refuses anonymous calls with 401 and lets an editor in", async () => {
    expect((await upload(await gif(), { cookie: "" })).status).toBe(401);
    expect((await t.request("GET", "/api/admin/media")).status).toBe(401);
    expect((await t.request("PATCH", "/api/admin/media/1", { body: { alt: "x" } })).status).toBe(
      401,
    );
    expect((await t.request("DELETE", "/api/admin/media/1")).status).toBe(401);
    expect((await t.request("GET", "/api/admin/media", { cookie: editor })).status).toBe(200);
  });
});

describe("the library", () => {
  it("lists newest first, searches name and alt, and pages", async () => {
    const a = (await upload(await gif(), { name: "Fachada Loja.gif", alt: "Loja vista da rua" }))
      .body.data as MediaItem;
    const b = (await upload(await gif(), { name: "equipe.gif", alt: "Equipe na fachada" })).body
      .data as MediaItem;
    const list = await t.request("GET", "/api/admin/media?q=fachada", { cookie: editor });
    expect(list.body.data.map((m: MediaItem) => m.id)).toEqual([b.id, a.id]);
    expect(list.body.meta.total).toBe(2);
    const page = await t.request("GET", "/api/admin/media?limit=1", { cookie: editor });
    expect(page.body.data[0].id).toBe(b.id);
    expect(page.body.meta.nextCursor).toEqual(expect.any(String));
    const next = await t.request(
      "GET",
      `/api/admin/media?limit=1&cursor=${page.body.meta.nextCursor}`,
      { cookie: editor },
    );
    expect(next.body.data[0].id).toBe(a.id);
  });

  it("edits the alt text within 1-200 characters", async () => {
    const { id } = (await upload(await gif())).body.data as MediaItem;
    const path = `/api/admin/media/${id}`;
    const edited = await t.request("PATCH", path, { cookie: editor, body: { alt: " Vitrine " } });
    expect(edited.body.data.alt).toBe("Vitrine");
    for (const alt of ["", "   ", "x".repeat(201)]) {
      expect((await t.request("PATCH", path, { cookie: editor, body: { alt } })).status).toBe(400);
    }
    expect(
      (await t.request("PATCH", "/api/admin/media/999999", { cookie: editor, body: { alt: "x" } }))
        .status,
    ).toBe(404);
  });

  it("refuses to delete an image a project uses, naming the projects", async () => {
    const item = (await upload(await gif(), { name: "usada.gif" })).body.data as MediaItem;
    const [cover] = await t.db
      .insert(portfolioProjects)
      .values({
        title: "Loja Aurora",
        slug: "loja-aurora",
        description: "Uma loja",
        category: "E-commerce",
        imageUrl: item.url,
      })
      .returning();
    const [other] = await t.db
      .insert(portfolioProjects)
      .values({
        title: "Blog Brisa",
        slug: "blog-brisa",
        description: "Um blog",
        category: "Site",
        imageUrl: "https://cdn.exemplo.com/x.jpg",
      })
      .returning();
    if (!cover || !other) throw new Error("no project");
    await t.db.insert(portfolioImages).values({ projectId: other.id, imageUrl: item.url });
    const path = `/api/admin/media/${item.id}`;
    const refused = await t.request("DELETE", path, { cookie: editor });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(mediaMessages.inUse);
    expect(refused.body.errors.map((e: { message: string }) => e.message)).toEqual([
      "Blog Brisa",
      "Loja Aurora",
    ]);
    await t.db.delete(portfolioProjects);
    const deleted = await t.request("DELETE", path, { cookie: editor });
    expect(deleted.status).toBe(200);
    expect((await fetchFile(item.url)).response.status).toBe(404);
    expect((await t.request("DELETE", path, { cookie: editor })).status).toBe(404);
  });

  it("writes the activity log", async () => {
    const { id } = (await upload(await gif(), { name: "registro.gif" })).body.data as MediaItem;
    const log = await t.request("GET", "/api/admin/audit?action=media.upload", {
      cookie: (await t.signIn("admin")).cookie,
    });
    expect(log.body.data.some((e: { target: string }) => e.target === `#${id} registro.gif`)).toBe(
      true,
    );
  });
});

describe("the upload queue", () => {
  it(
    "processes one image at a time in this process and tells the ninth one waiting to retry",
    async () => {
      // A photo that keeps the image process busy for seconds while the others, which arrive within
      // a fraction of one, queue behind it.
      const busy = upload(await jpegWithGps(1800, 1200), { name: "ocupada.jpg" });
      await expect.poll(() => imageProcessingStats().running, { timeout: 60_000 }).toBe(1);
      // Nine different files: the same one nine times would be stored once (decision 0037).
      const files = await Promise.all(Array.from({ length: 9 }, () => gif()));
      const answers = await Promise.all(
        files.map(async (small, i) => {
          const form = new FormData();
          form.append("file", new File([new Uint8Array(small)], `fila-${i}.gif`));
          const response = await t.app.request("/api/admin/media", {
            method: "POST",
            body: form,
            headers: { cookie: editor },
          });
          return { status: response.status, retryAfter: response.headers.get("retry-after") };
        }),
      );
      expect((await busy).status).toBe(201);
      // Eight wait their turn (maxWaiting) and are stored; the ninth is refused at once.
      expect(answers.filter((a) => a.status === 201)).toHaveLength(8);
      const refused = answers.filter((a) => a.status === 503);
      expect(refused).toHaveLength(1);
      expect(Number(refused[0]?.retryAfter)).toBeGreaterThanOrEqual(1);
      const stats = imageProcessingStats();
      expect(stats.peakRunning).toBe(1);
      expect(stats.peakWaiting).toBe(8);
      expect([stats.running, stats.waiting]).toEqual([0, 0]);
    },
    HEAVY,
  );
});
