import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import lockfile from "proper-lockfile";
import { z } from "zod";
import type { ProcessedImage } from "../../app/features/media/process-image.server.ts";
import { mediaFormats, mediaVariantKinds } from "../../db/schema.ts";

/**
 * The processed copies of the demo pictures, kept on disk and shipped (decisions 0021, 0029): making
 * them costs about two minutes of CPU, and every `npm run demo` on a fresh folder, every
 * end-to-end server and the seed's tests would pay it again for the same bytes.
 *
 * One file per picture, named by the processing version and the hash of the picture's source:
 * a header (JSON), every copy's bytes, and the SHA-256 of all that. A file that does not check
 * out (cut short, damaged, of another version) is a miss: the picture is made again and the file
 * replaced. Files are written under a temporary name and renamed, so a reader never sees half of
 * one; a lock (proper-lockfile) lets one process make what is missing while the others wait for it.
 */

/** What the media library stores for one picture: what processImage made of an upload of `uploadBytes` bytes. */
export interface CachedImage {
  uploadBytes: number;
  processed: ProcessedImage;
}

/** The layout of an entry; a change makes every older entry a miss. */
const LAYOUT = "demo-media-cache/1";
const DIGEST_BYTES = 32;
const LOCK_POLL_MS = 250;

const headerSchema = z.object({
  layout: z.literal(LAYOUT),
  version: z.string(),
  source: z.string(),
  uploadBytes: z.number().int().positive(),
  format: z.enum(mediaFormats),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  hasAlpha: z.boolean(),
  placeholder: z.string(),
  files: z.array(
    z.object({
      label: z.string(),
      kind: z.enum(mediaVariantKinds),
      format: z.enum(mediaFormats),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      bytes: z.number().int().nonnegative(),
    }),
  ),
});

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();

interface EntryKey {
  version: string;
  /** SHA-256 (hex) of the picture's source bytes. */
  source: string;
}

export function entryName({ version, source }: EntryKey): string {
  return `${version.slice(0, 16)}-${source.slice(0, 40)}.bin`;
}

export function encodeEntry(key: EntryKey, image: CachedImage): Buffer {
  const { files, ...facts } = image.processed;
  const header = {
    layout: LAYOUT,
    ...key,
    uploadBytes: image.uploadBytes,
    ...facts,
    files: files.map(({ data, ...file }) => ({ ...file, bytes: data.length })),
  } satisfies z.input<typeof headerSchema>;
  const headerBytes = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headerBytes.length);
  const body = Buffer.concat([length, headerBytes, ...files.map((file) => file.data)]);
  return Buffer.concat([body, sha256(body)]);
}

/** The entry's picture, or null when the bytes are not a whole, intact entry for `key`. */
export function decodeEntry(key: EntryKey, bytes: Buffer): CachedImage | null {
  if (bytes.length < 4 + DIGEST_BYTES) return null;
  const body = bytes.subarray(0, bytes.length - DIGEST_BYTES);
  if (!sha256(body).equals(bytes.subarray(bytes.length - DIGEST_BYTES))) return null;
  const headerEnd = 4 + body.readUInt32BE(0);
  if (headerEnd > body.length) return null;
  let header: z.output<typeof headerSchema>;
  try {
    const parsed = headerSchema.safeParse(JSON.parse(body.subarray(4, headerEnd).toString("utf8")));
    if (!parsed.success) return null;
    header = parsed.data;
  } catch {
    return null;
  }
  if (header.version !== key.version || header.source !== key.source) return null;
  let offset = headerEnd;
  const files: ProcessedImage["files"] = [];
  for (const { bytes: size, ...file } of header.files) {
    if (offset + size > body.length) return null;
    files.push({ ...file, data: Buffer.from(body.subarray(offset, offset + size)) });
    offset += size;
  }
  if (offset !== body.length) return null;
  const { layout: _layout, version: _version, source: _source, uploadBytes, ...facts } = header;
  return { uploadBytes, processed: { ...facts, files } };
}

async function readEntry(dir: string, key: EntryKey): Promise<CachedImage | null> {
  try {
    return decodeEntry(key, await readFile(join(dir, entryName(key))));
  } catch {
    return null; // missing or unreadable: made again
  }
}

/** Written whole under a temporary name, then renamed over the old one: readers see one or the other. */
async function writeEntry(dir: string, key: EntryKey, image: CachedImage): Promise<boolean> {
  const path = join(dir, entryName(key));
  const temporary = `${path}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, encodeEntry(key, image), { flag: "wx" });
    await rename(temporary, path);
    return true;
  } catch {
    await rm(temporary, { force: true }).catch(() => {});
    return false;
  }
}

/**
 * The folder's lock, waiting while another process holds it, or null when it cannot be made at
 * all (a read-only folder): the work then runs without it, and two processes may make the same
 * picture, which costs time and nothing else.
 */
async function lockFolder(dir: string): Promise<(() => Promise<void>) | null> {
  for (;;) {
    try {
      return await lockfile.lock(dir, {
        lockfilePath: join(dir, "lock"),
        realpath: false,
        // The holder touches the lock every 5 s; one untouched for 30 s was left by a crash.
        stale: 30_000,
        update: 5_000,
        // Lost to another process (this one stalled past 30 s): both make pictures, harmlessly.
        onCompromised: () => {},
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ELOCKED") return null;
      await sleep(LOCK_POLL_MS);
    }
  }
}

async function eachLimit<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

export interface CacheOptions {
  /** The cache folder; null keeps nothing (every picture is made). */
  dir: string | null;
  /** Changes whenever the pictures would come out differently (scripts/support/demo-media.ts). */
  version: string;
  /** Each picture's source: what its entry is keyed by. */
  sources: Buffer[];
  /** Makes picture `index` from its source: the slow path. */
  make: (index: number) => Promise<CachedImage>;
  /** Pictures made at once (each is one libvips thread most of the time). */
  concurrency: number;
}

/**
 * The pictures of `sources`, in order: read from the cache where a whole entry of this version
 * is there, made (and written for next time) where not. Never fails for the cache's sake: an
 * unreadable entry is made again, an unwritable folder only means nothing is kept.
 */
export async function cachedImages(
  options: CacheOptions,
): Promise<{ images: CachedImage[]; made: number }> {
  const { dir, version, sources, make, concurrency } = options;
  const keys = sources.map((source) => ({
    version,
    source: sha256(source).toString("hex"),
  }));
  const found: Array<CachedImage | null> = dir
    ? await Promise.all(keys.map((key) => readEntry(dir, key)))
    : keys.map(() => null);
  const missing = () => found.flatMap((image, index) => (image ? [] : [index]));
  if (missing().length === 0) return { images: found as CachedImage[], made: 0 };

  let made = 0;
  const makeMissing = async (cacheDir: string | null) => {
    await eachLimit(missing(), concurrency, async (index) => {
      const image = await make(index);
      found[index] = image;
      made += 1;
      if (cacheDir) await writeEntry(cacheDir, keys[index]!, image);
    });
  };
  const usable = dir
    ? await mkdir(dir, { recursive: true }).then(
        () => true,
        () => false,
      )
    : false;
  if (!dir || !usable) {
    await makeMissing(null);
  } else {
    const release = await lockFolder(dir);
    try {
      // Another process may have made them while this one waited for the lock.
      for (const index of missing()) found[index] = await readEntry(dir, keys[index]!);
      // Entries of other versions stay: the folder is committed, and a process running an older
      // build must not delete what a newer checkout ships (decision 0029).
      if (missing().length > 0) await makeMissing(dir);
    } finally {
      await release?.().catch(() => {}); // already lost, when compromised
    }
  }
  return { images: found as CachedImage[], made };
}
