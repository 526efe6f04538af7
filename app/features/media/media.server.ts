import { createHash } from "node:crypto";
import { and, eq, inArray, like, or, sql } from "drizzle-orm";
import { type Db, transaction } from "../../../db/client.server.ts";
import { media, mediaFiles, portfolioImages, portfolioProjects } from "../../../db/schema.ts";
import { containsAny, type PageQuery, readPage } from "../../../server/http/paging.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { Page } from "../../lib/page.ts";
import type { PictureFacts, PictureMap } from "../../lib/picture.ts";
import { WorkQueue, type WorkQueueStats } from "../../lib/work-queue.ts";
import { slugify } from "../portfolio/index.server.ts";
import { ImageWorker, inPieces, type PiecedImage } from "./image-worker.server.ts";
import type { ProcessedImage } from "./process-image.server.ts";
import { mediaMessages } from "./schemas.ts";
import { extensionOf, type MediaItem, type MediaVariant, mediaIdOf, mimeOf } from "./types.ts";
import { UploadFile } from "./upload-file.server.ts";

type MediaRow = typeof media.$inferSelect;
type FileRow = Omit<typeof mediaFiles.$inferSelect, "data">;

/**
 * One image decoded at a time per server process (docs/product.md#media), in its image worker's
 * child process (decision 0033): a 24-megapixel photo takes about a hundred megabytes and a core
 * for seconds while it is processed, so a burst of uploads waits its turn instead of multiplying
 * that; beyond a few waiting, an upload is told to retry (503). The queue is in memory and so
 * only a per-process resource limit: several instances on one PostgreSQL each process one image
 * at a time, which is what each machine's CPU and memory call for. It is not a lock on anything
 * shared, and nothing relies on it for correctness.
 */
const processing = new WorkQueue({ concurrency: 1, maxWaiting: 8, typicalMs: 3000 });
const imageWorker = new ImageWorker();

/** The upload queue and the image worker, for the tests. */
export function imageProcessingStats(): WorkQueueStats & {
  workerPid: number | undefined;
  workersStarted: number;
} {
  const worker = imageWorker.stats();
  return { ...processing.stats(), workerPid: worker.pid, workersStarted: worker.started };
}

export function fileUrl(row: Pick<MediaRow, "id" | "slug">, label: string): string {
  return `/media/${row.id}/${row.slug}-${label}`;
}

function toVariant(row: Pick<MediaRow, "id" | "slug">, file: FileRow): MediaVariant {
  return {
    url: fileUrl(row, file.label),
    kind: file.kind,
    format: file.format,
    mime: mimeOf[file.format],
    width: file.width,
    height: file.height,
    bytes: file.bytes,
  };
}

/**
 * What a project stores and an old browser shows: the JPEG/PNG fallback, or when it was not kept
 * (smaller as the upload itself) the widest WebP, then AVIF.
 */
export function primaryUrl(row: Pick<MediaRow, "id" | "slug">, files: FileRow[]): string {
  const fallback = files.find((file) => file.kind === "fallback");
  const widest = (format: string) =>
    files
      .filter((file) => file.kind === "responsive" && file.format === format)
      .sort((a, b) => b.width - a.width)[0];
  const chosen = fallback ?? widest("webp") ?? widest("avif") ?? files[0];
  return chosen ? fileUrl(row, chosen.label) : fileUrl(row, "none");
}

function toItem(row: MediaRow, files: FileRow[]): MediaItem {
  return {
    id: row.id,
    url: primaryUrl(row, files),
    fileName: row.fileName,
    width: row.width,
    height: row.height,
    alt: row.alt,
    mime: mimeOf[row.format],
    bytes: row.bytes,
    placeholder: row.placeholder,
    createdAt: row.createdAt.toISOString(),
    variants: files.map((file) => toVariant(row, file)),
  };
}

const fileColumns = {
  mediaId: mediaFiles.mediaId,
  label: mediaFiles.label,
  kind: mediaFiles.kind,
  format: mediaFiles.format,
  width: mediaFiles.width,
  height: mediaFiles.height,
  bytes: mediaFiles.bytes,
  hash: mediaFiles.hash,
};

async function filesOf(db: Db, ids: number[]): Promise<Map<number, FileRow[]>> {
  const byMedia = new Map<number, FileRow[]>();
  if (ids.length === 0) return byMedia;
  const rows = await db
    .select(fileColumns)
    .from(mediaFiles)
    .where(inArray(mediaFiles.mediaId, ids))
    .orderBy(mediaFiles.kind, mediaFiles.width, mediaFiles.format);
  for (const row of rows) byMedia.set(row.mediaId, [...(byMedia.get(row.mediaId) ?? []), row]);
  return byMedia;
}

/** The sender's file name without control characters, or a neutral one. */
function cleanFileName(name: string): string {
  const cleaned = name
    .normalize("NFC")
    .replace(/\p{Cc}|\p{Cs}/gu, "")
    .trim()
    .slice(0, 200);
  return cleaned.isWellFormed() && cleaned !== "" ? cleaned : "imagem";
}

function slugOf(fileName: string): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, "");
  return slugify(base).slice(0, 60).replace(/-+$/, "") || "imagem";
}

/**
 * Processes an upload and stores it with every copy in one transaction: refused input throws
 * before anything is written, and a failure while writing leaves no row behind. The upload comes
 * as the temporary file it was read into (api.server.ts), which is removed here whatever
 * happens, or as a buffer, which is written to one first.
 */
export async function createMedia(
  db: Db,
  input: { bytes: Buffer | UploadFile; fileName: string; alt: string | null },
): Promise<MediaItem> {
  const file = Buffer.isBuffer(input.bytes) ? await UploadFile.of(input.bytes) : input.bytes;
  try {
    const image = await processing.run(() => imageWorker.process(file.path));
    await file.remove();
    return await storeImage(db, {
      image,
      bytes: file.size,
      fileName: input.fileName,
      alt: input.alt,
    });
  } finally {
    await file.remove();
  }
}

/**
 * Stores what processImage made of an upload of `bytes` bytes, with every copy, in one
 * transaction: the second half of createMedia, also used by the demo seed, which keeps the
 * processed copies of its generated images between runs (decision 0021).
 */
export function storeMedia(
  db: Db,
  input: { processed: ProcessedImage; bytes: number; fileName: string; alt: string | null },
): Promise<MediaItem> {
  const { processed, ...rest } = input;
  return storeImage(db, { image: inPieces(processed), ...rest });
}

/**
 * The copies are written a piece of at most 64 KB at a time, each piece its own statement sent
 * as hex text that the database decodes (`decode(…, 'hex')`), and the event loop gets a turn
 * before each (decision 0033). PGlite runs in this thread: its own bytea encoder built one string
 * per byte, about 0.5 s of blocked server for a photo's 2 MB of copies in one go, since its
 * statements follow one another without yielding. Node's hex encoding is native, and a piece
 * then takes the engine and PGlite's JavaScript 1-11 ms. On PostgreSQL the text costs the server
 * a decode; the pieces cost it a statement each (about 35 for a photo).
 */
async function storeImage(
  db: Db,
  input: { image: PiecedImage; bytes: number; fileName: string; alt: string | null },
): Promise<MediaItem> {
  const { image } = input;
  const fileName = cleanFileName(input.fileName);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({
        fileName,
        slug: slugOf(fileName),
        alt: input.alt,
        format: image.format,
        bytes: input.bytes,
        width: image.width,
        height: image.height,
        hasAlpha: image.hasAlpha,
        placeholder: image.placeholder,
      })
      .returning();
    if (!row) throw new Error("media insert returned no row");
    const files: FileRow[] = [];
    for (const file of image.files) {
      const hash = createHash("sha256");
      for (const piece of file.pieces) hash.update(piece);
      const stored = {
        mediaId: row.id,
        label: file.label,
        kind: file.kind,
        format: file.format,
        width: file.width,
        height: file.height,
        bytes: file.bytes,
        hash: hash.digest("base64url"),
      };
      await writeCopy(tx, stored, file.pieces);
      files.push(stored);
    }
    return toItem(row, files);
  });
}

/**
 * One copy's row, inserted with its first piece and appended to with each next one, a piece per
 * statement: the pieces it arrived in (MESSAGE_BYTES, 64 KB at most), as hex text. On PGlite a
 * statement's cost follows its text, which PGlite's JavaScript measures and copies character by
 * character before the engine sees it: a statement of 256 KB or more took 70-140 ms in a loaded
 * server, 2 MB 44 ms on a quiet core (docs/performance.md#uploads). Appending rewrites the value,
 * which costs the engine more as the copy grows (up to 11 ms a piece near 1 MB), still well
 * within a turn.
 */
async function writeCopy(tx: Db, stored: FileRow, pieces: readonly Buffer[]) {
  for (const [index, piece] of pieces.entries()) {
    await nextTurn();
    const data = sql`decode(${piece.toString("hex")}, 'hex')`;
    if (index === 0) {
      await tx.insert(mediaFiles).values({ ...stored, data });
    } else {
      await tx
        .update(mediaFiles)
        .set({ data: sql`${mediaFiles.data} || ${data}` })
        .where(and(eq(mediaFiles.mediaId, stored.mediaId), eq(mediaFiles.label, stored.label)));
    }
  }
}

/** Lets the event loop run what is waiting (requests, timers) before going on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The library, newest first unless asked; `q` finds a part of the file name or the alt text. */
export async function listMedia(db: Db, query: PageQuery): Promise<Page<MediaItem>> {
  const search = containsAny(query.q, [media.fileName, media.alt]);
  // Read every time: the library's table has no change trigger, and the files are another table.
  return readPage(db, media, search, query, async (rows) => {
    const files = await filesOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map(({ cursorAt: _cursorAt, ...row }) => toItem(row, files.get(row.id) ?? []));
  });
}

export async function getMedia(db: Db, id: number): Promise<MediaItem> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) throw new HttpError(404, mediaMessages.notFound);
  return toItem(row, (await filesOf(db, [id])).get(id) ?? []);
}

/** Several images at once, for the pages that show them; unknown ids are simply absent. */
export async function mediaByIds(db: Db, ids: number[]): Promise<Map<number, MediaItem>> {
  const found = new Map<number, MediaItem>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return found;
  const [rows, files] = await Promise.all([
    db.select().from(media).where(inArray(media.id, unique)),
    filesOf(db, unique),
  ]);
  for (const row of rows) found.set(row.id, toItem(row, files.get(row.id) ?? []));
  return found;
}

export async function updateAlt(db: Db, id: number, alt: string): Promise<MediaItem> {
  const [row] = await db.update(media).set({ alt }).where(eq(media.id, id)).returning();
  if (!row) throw new HttpError(404, mediaMessages.notFound);
  return toItem(row, (await filesOf(db, [id])).get(id) ?? []);
}

/** The projects whose cover or gallery shows this image (by its /media/{id}/ path). */
export async function projectsUsing(
  db: Db,
  id: number,
): Promise<{ id: number; title: string; slug: string }[]> {
  const prefix = `/media/${id}/%`;
  const gallery = db
    .select({ id: portfolioImages.projectId })
    .from(portfolioImages)
    .where(like(portfolioImages.imageUrl, prefix));
  return db
    .select({
      id: portfolioProjects.id,
      title: portfolioProjects.title,
      slug: portfolioProjects.slug,
    })
    .from(portfolioProjects)
    .where(or(like(portfolioProjects.imageUrl, prefix), inArray(portfolioProjects.id, gallery)))
    .orderBy(portfolioProjects.title);
}

/**
 * Deletes an image no project uses; one in use is a 409 naming the projects, so staff know where
 * to replace it first. Checked and deleted in one transaction.
 */
export async function deleteMedia(db: Db, id: number): Promise<{ id: number }> {
  return transaction(db, async (tx) => {
    const users = await projectsUsing(tx, id);
    if (users.length > 0) {
      throw new HttpError(409, mediaMessages.inUse, {
        errors: users.map((project) => ({
          path: `projects.${project.id}`,
          message: project.title,
        })),
      });
    }
    const [row] = await tx.delete(media).where(eq(media.id, id)).returning({ id: media.id });
    if (!row) throw new HttpError(404, mediaMessages.notFound);
    return row;
  });
}

export async function mediaCount(db: Db): Promise<{ count: number }> {
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(media);
  return { count: row?.count ?? 0 };
}

/**
 * One stored copy, as /media/{id}/{slug}-{label} asks for it; null when any part is wrong. The
 * bytes are read only when asked for: a browser revalidating its copy needs the hash alone.
 */
export async function mediaFile(
  db: Db,
  id: number,
  slug: string,
  label: string,
): Promise<{ mime: string; hash: string; data: () => Promise<Buffer | undefined> } | null> {
  const [row] = await db
    .select({ format: mediaFiles.format, hash: mediaFiles.hash })
    .from(mediaFiles)
    .innerJoin(media, eq(media.id, mediaFiles.mediaId))
    .where(and(eq(mediaFiles.mediaId, id), eq(mediaFiles.label, label), eq(media.slug, slug)));
  if (!row) return null;
  const ext = label.split(".")[1];
  if (ext !== extensionOf[row.format]) return null;
  const data = async () => {
    // As hex text, decoded here: PGlite's own bytea decoder parses each byte in JavaScript,
    // 40 ms of blocked server for a 500 KB copy (decision 0033).
    const [copy] = await db
      .select({ hex: sql<string>`encode(${mediaFiles.data}, 'hex')` })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.mediaId, id), eq(mediaFiles.label, label)));
    return copy ? Buffer.from(copy.hex, "hex") : undefined;
  };
  return { mime: mimeOf[row.format], hash: row.hash, data };
}

/** `480.avif 480w, 768.avif 768w, …`: the responsive copies of one format, narrowest first. */
function srcSet(item: MediaItem, format: MediaVariant["format"]): string {
  return item.variants
    .filter((variant) => variant.kind === "responsive" && variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ");
}

export function toPictureFacts(item: MediaItem): PictureFacts {
  return {
    width: item.width,
    height: item.height,
    placeholder: item.placeholder,
    avif: srcSet(item, "avif"),
    webp: srcSet(item, "webp"),
    social: item.variants.find((variant) => variant.kind === "social")?.url ?? null,
  };
}

/**
 * The picture facts of a page's library images, by the address the page shows, in one query
 * (docs/product.md#media): external addresses, and a library address whose image is gone or is
 * another copy than the one the item names, get none and stay plain `<img>`s.
 */
export async function pictureFactsFor(db: Db, urls: string[]): Promise<PictureMap> {
  const ids = urls.map(mediaIdOf).filter((id): id is number => id !== null);
  const items = await mediaByIds(db, ids);
  const facts: PictureMap = {};
  for (const url of urls) {
    const id = mediaIdOf(url);
    const item = id === null ? undefined : items.get(id);
    if (item?.variants.some((variant) => variant.url === url)) {
      facts[url] = toPictureFacts(item);
    }
  }
  return facts;
}
