import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { type Db, transaction } from "../../../db/client.server.ts";
import { media, mediaFiles } from "../../../db/schema.ts";
import { WorkQueue, type WorkQueueStats } from "../../lib/work-queue.ts";
import { slugify } from "../portfolio/index.server.ts";
import { ImageWorker, inPieces, type PiecedImage } from "./image-worker.server.ts";
import { type FileRow, mediaWithOriginal, toItem } from "./media-items.server.ts";
import type { ProcessedImage } from "./process-image.server.ts";
import type { MediaItem } from "./types.ts";
import { UploadFile } from "./upload-file.server.ts";

// Uploads into the library (docs/product.md#media): processed once, stored with every copy, and
// found again by their bytes (decision 0037).

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

/** What an upload came to: a new image, or the one the same bytes made before (decision 0037). */
export interface StoredUpload {
  item: MediaItem;
  /** True when the bytes were already in the library: nothing new was stored. */
  existing: boolean;
}

/**
 * The uploads this process is storing now, by database and SHA-256 of their bytes: a retry sent
 * while the first try is still processing waits for it instead of processing the same bytes
 * again. Each entry settles to the stored image, or null if that upload failed.
 */
const storing = new WeakMap<Db, Map<string, Promise<MediaItem | null>>>();

/**
 * Processes an upload and stores it with every copy in one transaction: refused input throws
 * before anything is written, and a failure while writing leaves no row behind. Bytes already
 * in the library are answered with their image, unprocessed (decision 0037): found among the
 * uploads this process is storing, in the table before the upload queues and again once its
 * turn comes, and at last by the unique index, for bytes another instance stored meanwhile. The
 * upload comes as the temporary file it was read into (api.server.ts), which is removed here
 * whatever happens, or as a buffer, which is written to one first.
 */
export async function storeUpload(
  db: Db,
  input: { bytes: Buffer | UploadFile; fileName: string; alt: string | null },
): Promise<StoredUpload> {
  const file = Buffer.isBuffer(input.bytes) ? await UploadFile.of(input.bytes) : input.bytes;
  try {
    const originalSha256 = file.sha256;
    const inFlight = storing.get(db) ?? new Map<string, Promise<MediaItem | null>>();
    storing.set(db, inFlight);
    let other = inFlight.get(originalSha256);
    while (other) {
      const item = await other;
      if (item) return { item, existing: true };
      // That upload failed: try these bytes here, unless another try has begun meanwhile.
      const next = inFlight.get(originalSha256);
      other = next === other ? undefined : next;
    }
    // No await between the look above and this entry: a second upload of these bytes sees it.
    const work = processAndStore(db, file, input, originalSha256);
    const entry = work.then(
      (stored) => stored.item,
      () => null,
    );
    inFlight.set(originalSha256, entry);
    try {
      return await work;
    } finally {
      if (inFlight.get(originalSha256) === entry) inFlight.delete(originalSha256);
    }
  } finally {
    await file.remove();
  }
}

/** Looks in the table, waits for the queue, looks again, processes, stores. */
async function processAndStore(
  db: Db,
  file: UploadFile,
  input: { fileName: string; alt: string | null },
  originalSha256: string,
): Promise<StoredUpload> {
  const known = await mediaWithOriginal(db, originalSha256);
  if (known) return { item: known, existing: true };
  const outcome = await processing.run(async () => {
    const found = await mediaWithOriginal(db, originalSha256);
    if (found) return { found, image: null };
    return { found: null, image: await imageWorker.process(file.path) };
  });
  if (outcome.found) return { item: outcome.found, existing: true };
  await file.remove();
  return storeImage(db, {
    image: outcome.image,
    bytes: file.size,
    fileName: input.fileName,
    alt: input.alt,
    originalSha256,
  });
}

/** storeUpload's image, whether new or already there (the tests and scripts that need no more). */
export async function createMedia(
  db: Db,
  input: { bytes: Buffer | UploadFile; fileName: string; alt: string | null },
): Promise<MediaItem> {
  return (await storeUpload(db, input)).item;
}

/**
 * Stores what processImage made of an upload of `bytes` bytes, with every copy, in one
 * transaction: the second half of createMedia, also used by the demo seed, which keeps the
 * processed copies of its generated images between runs (decision 0021). Given the upload's
 * SHA-256 and bytes already stored under it, it stores nothing and answers their image.
 */
export async function storeMedia(
  db: Db,
  input: {
    processed: ProcessedImage;
    bytes: number;
    fileName: string;
    alt: string | null;
    originalSha256?: string;
  },
): Promise<MediaItem> {
  const { processed, originalSha256 = null, ...rest } = input;
  return (await storeImage(db, { image: inPieces(processed), originalSha256, ...rest })).item;
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
  input: {
    image: PiecedImage;
    bytes: number;
    fileName: string;
    alt: string | null;
    originalSha256: string | null;
  },
): Promise<StoredUpload> {
  const { image, originalSha256 } = input;
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
        originalSha256,
      })
      // The same bytes stored by another upload since createMedia looked: PostgreSQL waits for
      // that upload's transaction and, once it committed, inserts nothing; this one answers it.
      .onConflictDoNothing({ target: media.originalSha256 })
      .returning();
    if (!row) {
      const stored = originalSha256 ? await mediaWithOriginal(tx, originalSha256) : null;
      if (!stored) throw new Error("media insert returned no row");
      return { item: stored, existing: true };
    }
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
    return { item: toItem(row, files), existing: false };
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
