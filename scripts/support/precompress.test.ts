import { randomBytes } from "node:crypto";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, expect, it } from "vitest";
import { precompressDirectory } from "./precompress.ts";

let dir: string;

const script = Buffer.from(
  Array.from({ length: 300 }, (_, i) => `export function f${i}() { return "valor ${i}"; }`).join(
    "\n",
  ),
);
const styles = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `.c${i} { color: #${String(i).padStart(6, "0")}; }`).join(
    "\n",
  ),
);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "precompress-"));
  mkdirSync(join(dir, "assets/nested"), { recursive: true });
  mkdirSync(join(dir, "images"));
  writeFileSync(join(dir, "assets/app-abc.js"), script);
  writeFileSync(join(dir, "assets/nested/style-def.css"), styles);
  // Too small to be worth it.
  writeFileSync(join(dir, "assets/tiny.js"), "export const a = 1;\n".repeat(10));
  // Not for browsers, or compressed already, however large.
  writeFileSync(join(dir, "assets/app-abc.js.map"), script);
  writeFileSync(join(dir, "assets/inter.woff2"), randomBytes(4096));
  writeFileSync(join(dir, "images/photo.png"), randomBytes(4096));
  // A compressible type whose content does not shrink.
  writeFileSync(join(dir, "assets/noise.txt"), randomBytes(4096));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function listing() {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((p) => statSync(join(dir, p)).isFile())
    .sort();
}

function read(path: string) {
  return readFileSync(join(dir, path));
}

it("writes brotli and gzip copies that decompress to the original bytes", async () => {
  const built = new Date("2024-01-02T03:04:05Z");
  utimesSync(join(dir, "assets/app-abc.js"), built, built);
  utimesSync(join(dir, "assets/nested/style-def.css"), built, built);
  const stats = await precompressDirectory(dir);

  for (const [path, original] of [
    ["assets/app-abc.js", script],
    ["assets/nested/style-def.css", styles],
  ] as const) {
    const br = read(`${path}.br`);
    const gz = read(`${path}.gz`);
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(original.length / 3);
    expect(gz.length).toBeLessThan(original.length / 3);
    // Max quality with the text hints: the same bytes zlib gives for those settings.
    const best = brotliCompressSync(original, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    });
    expect(br.equals(best)).toBe(true);
    // gzip header byte 8 (XFL) is 2 for "maximum compression".
    expect(gz[8]).toBe(2);
    // Same Last-Modified for every encoding of one file.
    expect(statSync(join(dir, `${path}.br`)).mtime).toEqual(built);
    expect(statSync(join(dir, `${path}.gz`)).mtime).toEqual(built);
  }

  expect(stats).toEqual({
    files: 3,
    originalBytes: script.length + styles.length + 4096,
    brotliBytes:
      read("assets/app-abc.js.br").length + read("assets/nested/style-def.css.br").length + 4096,
    gzipBytes:
      read("assets/app-abc.js.gz").length + read("assets/nested/style-def.css.gz").length + 4096,
    brotliFiles: 2,
    gzipFiles: 2,
  });
});

it("skips small files, source maps, already compressed formats and copies that do not shrink", async () => {
  await precompressDirectory(dir);
  expect(listing()).toEqual([
    "assets/app-abc.js",
    "assets/app-abc.js.br",
    "assets/app-abc.js.gz",
    "assets/app-abc.js.map",
    "assets/inter.woff2",
    "assets/nested/style-def.css",
    "assets/nested/style-def.css.br",
    "assets/nested/style-def.css.gz",
    "assets/noise.txt",
    "assets/tiny.js",
    "images/photo.png",
  ]);
});

it("gives the same result when run again, never compressing its own copies", async () => {
  const first = await precompressDirectory(dir);
  const filesAfterFirst = listing();
  const brotliAfterFirst = read("assets/app-abc.js.br");

  const second = await precompressDirectory(dir);
  expect(second).toEqual(first);
  expect(listing()).toEqual(filesAfterFirst);
  expect(read("assets/app-abc.js.br").equals(brotliAfterFirst)).toBe(true);
});

it("removes a stale copy when the new content no longer shrinks", async () => {
  writeFileSync(join(dir, "assets/noise.txt.br"), "from an earlier build");
  writeFileSync(join(dir, "assets/noise.txt.gz"), "from an earlier build");
  await precompressDirectory(dir);
  expect(listing()).not.toContain("assets/noise.txt.br");
  expect(listing()).not.toContain("assets/noise.txt.gz");
});

it("handles more files than it compresses at once", async () => {
  for (let i = 0; i < 20; i++) {
    writeFileSync(
      join(dir, `assets/chunk-${i}.js`),
      Buffer.concat([script, Buffer.from(`//${i}`)]),
    );
  }
  const stats = await precompressDirectory(dir, { concurrency: 3 });
  expect(stats.files).toBe(23);
  for (let i = 0; i < 20; i++) {
    const br = read(`assets/chunk-${i}.js.br`);
    expect(brotliDecompressSync(br).toString().endsWith(`//${i}`)).toBe(true);
  }
});
