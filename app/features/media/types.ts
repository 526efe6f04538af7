import type { z } from "zod";
import type {
  mediaItemSchema,
  mediaListItemSchema,
  mediaVariantSchema,
  projectUseSchema,
} from "./responses.ts";

/** What the media API answers (docs/product.md#media). Isomorphic: the library screen reads it. */

export type MediaFormat = "jpeg" | "png" | "webp" | "avif" | "gif";

/** `responsive`: a width of the srcset; `fallback`: the JPEG/PNG for old browsers; `social`: 1200×630. */
export type MediaVariantKind = "responsive" | "fallback" | "social";

/** One stored copy of a library image, with its address. */
export type MediaVariant = z.output<typeof mediaVariantSchema>;

/**
 * A library image: `url`, the fallback copy (JPEG, or PNG with transparency), what a project
 * stores as its image; `mime` and `bytes`, the uploaded file's format and size.
 */
export type MediaItem = z.output<typeof mediaItemSchema>;

/** A project that shows a library image, as its card names and links it. */
export type ProjectUse = z.output<typeof projectUseSchema>;

/** An image as the library lists it: with the projects that show it (docs/product.md#media). */
export type MediaListItem = z.output<typeof mediaListItemSchema>;

export const mimeOf: Record<MediaFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

export const extensionOf: Record<MediaFormat, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  avif: "avif",
  gif: "gif",
};

/** `/media/12/praia-1200.jpg` → 12; any other URL (external, demo folder) → null. */
export function mediaIdOf(url: string): number | null {
  const match = /^\/media\/([1-9]\d{0,9})\/[a-z0-9-]+-[a-z0-9]+\.[a-z]+$/.exec(url);
  return match ? Number(match[1]) : null;
}
