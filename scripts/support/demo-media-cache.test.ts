import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { processImage } from "../../app/features/media/process-image.server.ts";
import { photo } from "../../tests/support/test-images.ts";
import {
  type CachedImage,
  type CacheOptions,
  cachedImages,
  decodeEntry,
  encodeEntry,
} from "./demo-media-cache.ts";

// Small real pictures through the real pipeline: the cache must give back exactly what it made.
const sources = await Promise.all([
  photo(320, 200).png().toBuffer(),
  photo(200, 320).png().toBuffer(),
]);

let dir: string;
let makes: number[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "demo-media-cache-test-"));
  makes = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function options(overrides: Partial<CacheOptions> = {}): CacheOptions {
  return {
    dir,
    version: "v1",
    sources,
    concurrency: 2,
    make: async (index): Promise<CachedImage> => {
      makes.push(index);
      const source = sources[index]!;
      return { uploadBytes: source.length, processed: await processImage(source) };
    },
    ...overrides,
  };
}

const entries = () => readdirSync(dir).filter((name) => name.endsWith(".bin"));

describe("cachedImages", () => {
  it("makes each picture once; a second call reads the very same copies back", async () => {
    const first = await cachedImages(options());
    expect(first.made).toBe(2);
    expect(makes.sort()).toEqual([0, 1]);
    expect(entries()).toHaveLength(2);
    expect(readdirSync(dir).filter((name) => !name.endsWith(".bin"))).toEqual([]);

    const second = await cachedImages(options());
    expect(second.made).toBe(0);
    expect(makes).toHaveLength(2);
    expect(second.images).toEqual(first.images);
    expect(second.images[0]!.processed.files.map((f) => f.label)).toContain("320.avif");
  });

  it.each([
    ["cut short", (bytes: Buffer) => bytes.subarray(0, bytes.length - 100)],
    ["empty", () => Buffer.alloc(0)],
    [
      "with one byte changed",
      (bytes: Buffer) => {
        const changed = Buffer.from(bytes);
        changed[changed.length >> 1]! ^= 0xff;
        return changed;
      },
    ],
    ["with something else in it", () => Buffer.from("not an entry at all")],
  ])("makes an entry %s again and replaces it", async (_label, damage) => {
    const { images } = await cachedImages(options());
    const [damaged] = entries();
    const path = join(dir, damaged!);
    writeFileSync(path, damage(readFileSync(path)));

    makes = [];
    const again = await cachedImages(options());
    expect(again.made).toBe(1);
    expect(again.images).toEqual(images);
    // Whole again: the next call reads it.
    const third = await cachedImages(options());
    expect(third.made).toBe(0);
  });

  it("refuses an intact entry of another version or another source", async () => {
    const { images } = await cachedImages(options());
    const bytes = encodeEntry({ version: "v1", source: "a" }, images[0]!);
    expect(decodeEntry({ version: "v1", source: "a" }, bytes)).toEqual(images[0]);
    expect(decodeEntry({ version: "v2", source: "a" }, bytes)).toBeNull();
    expect(decodeEntry({ version: "v1", source: "b" }, bytes)).toBeNull();
  });

  it("makes everything again for a new version, and deletes none of the old entries", async () => {
    // The folder is committed: an older build running beside a newer checkout must not delete
    // what the checkout ships (decision 0029).
    await cachedImages(options());
    const old = entries();
    const next = await cachedImages(options({ version: "v2" }));
    expect(next.made).toBe(2);
    expect(entries()).toHaveLength(4);
    expect(old.every((name) => entries().includes(name))).toBe(true);
  });

  it("still answers when the folder cannot be written", async () => {
    const file = join(dir, "a-file");
    writeFileSync(file, "");
    const { images, made } = await cachedImages(options({ dir: join(file, "cache") }));
    expect(made).toBe(2);
    expect(images).toHaveLength(2);
  });

  it("lets two processes at once make each picture once", async () => {
    const [one, two] = await Promise.all([cachedImages(options()), cachedImages(options())]);
    expect(makes.sort()).toEqual([0, 1]);
    expect(one!.made + two!.made).toBe(2);
    expect(two!.images).toEqual(one!.images);
    expect(existsSync(join(dir, "lock"))).toBe(false);
  });

  it("takes over the lock of a process that is gone", async () => {
    // A holder touches its lock every few seconds; this one has not for a minute.
    const lock = join(dir, "lock");
    mkdirSync(lock);
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, minuteAgo, minuteAgo);
    const { made } = await cachedImages(options());
    expect(made).toBe(2);
    expect(existsSync(join(dir, "lock"))).toBe(false);
  });
});
