import { and, eq, inArray, sql } from "drizzle-orm";
import { type Db, transaction } from "../../../db/client.server.ts";
import { media, mediaFiles } from "../../../db/schema.ts";
import { containsAny, type PageQuery, readPage } from "../../../server/http/paging.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { Page } from "../../lib/page.ts";
import type { LibraryPicture, PictureFacts, PictureMap } from "../../lib/picture.ts";
import { filesOf, toItem } from "./media-items.server.ts";
import { projectsUsing, projectsUsingEach } from "./media-usage.server.ts";
import { mediaMessages } from "./schemas.ts";
import {
  extensionOf,
  type MediaItem,
  type MediaListItem,
  type MediaVariant,
  mediaIdOf,
  mimeOf,
} from "./types.ts";

// The library's service (docs/product.md#media): reading, editing and deleting images here;
// uploads in store-media.server.ts, whose entry points are named here too, so callers use one
// module.
export {
  createMedia,
  imageProcessingStats,
  storeMedia,
  storeUpload,
} from "./store-media.server.ts";

/**
 * The library, newest first unless asked; `q` finds a part of the file name or the alt text.
 * Each image comes with the projects that show it, read for the whole page at once.
 */
export async function listMedia(db: Db, query: PageQuery): Promise<Page<MediaListItem>> {
  const search = containsAny(query.q, [media.fileName, media.alt]);
  // Read every time: the library's table has no change trigger, and the files and the projects
  // that use each image are other tables, so a remembered page would go stale.
  return readPage(db, media, search, query, async (rows) => {
    const ids = rows.map((row) => row.id);
    const [files, uses] = await Promise.all([filesOf(db, ids), projectsUsingEach(db, ids)]);
    return rows.map(({ cursorAt: _cursorAt, ...row }) => ({
      ...toItem(row, files.get(row.id) ?? []),
      usedBy: uses.get(row.id) ?? [],
    }));
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

/**
 * The address a page's social card shows for a library image (og:image): its 1200×630 crop, else
 * its main copy; null when the image is no longer in the library.
 */
export async function socialImageUrl(db: Db, id: number): Promise<string | null> {
  const item = (await mediaByIds(db, [id])).get(id);
  if (!item) return null;
  return item.variants.find((variant) => variant.kind === "social")?.url ?? item.url;
}

export async function updateAlt(db: Db, id: number, alt: string): Promise<MediaItem> {
  const [row] = await db.update(media).set({ alt }).where(eq(media.id, id)).returning();
  if (!row) throw new HttpError(404, mediaMessages.notFound);
  return toItem(row, (await filesOf(db, [id])).get(id) ?? []);
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

function toPictureFacts(item: MediaItem): PictureFacts {
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

/**
 * The pictures of content image slots, by library id, in one query (docs/product.md#content): an
 * id whose image was deleted is absent, so its slot shows its built-in illustration instead.
 */
export async function libraryPictures(db: Db, ids: number[]): Promise<Map<number, LibraryPicture>> {
  const pictures = new Map<number, LibraryPicture>();
  for (const [id, item] of await mediaByIds(db, ids)) {
    pictures.set(id, { src: item.url, ...toPictureFacts(item) });
  }
  return pictures;
}
