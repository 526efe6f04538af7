import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { media, mediaFiles } from "../../../db/schema.ts";
import { type MediaItem, type MediaVariant, mimeOf } from "./types.ts";

// A library image as the API answers it (docs/product.md#media): its row and its copies' rows
// made into a MediaItem, for the reads (media.server.ts) and the writes (store-media.server.ts).

export type MediaRow = typeof media.$inferSelect;
export type FileRow = Omit<typeof mediaFiles.$inferSelect, "data">;

function fileUrl(row: Pick<MediaRow, "id" | "slug">, label: string): string {
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
function primaryUrl(row: Pick<MediaRow, "id" | "slug">, files: FileRow[]): string {
  const fallback = files.find((file) => file.kind === "fallback");
  const widest = (format: string) =>
    files
      .filter((file) => file.kind === "responsive" && file.format === format)
      .sort((a, b) => b.width - a.width)[0];
  const chosen = fallback ?? widest("webp") ?? widest("avif") ?? files[0];
  return chosen ? fileUrl(row, chosen.label) : fileUrl(row, "none");
}

export function toItem(row: MediaRow, files: FileRow[]): MediaItem {
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

export async function filesOf(db: Db, ids: number[]): Promise<Map<number, FileRow[]>> {
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

/** The image whose upload had these bytes (their SHA-256), with its copies; null if none. */
export async function mediaWithOriginal(db: Db, originalSha256: string): Promise<MediaItem | null> {
  const [row] = await db.select().from(media).where(eq(media.originalSha256, originalSha256));
  return row ? toItem(row, (await filesOf(db, [row.id])).get(row.id) ?? []) : null;
}
