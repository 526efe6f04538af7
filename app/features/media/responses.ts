import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { media, mediaFiles, portfolioProjects } from "../../../db/schema.ts";

/**
 * What the media API answers (docs/product.md#media), from the tables' columns: a column added
 * to `media` or `media_files` reaches the API's types and its OpenAPI document from here. Dates
 * leave as ISO strings; the stored bytes, their hashes and the upload's SHA-256 never leave.
 */

const mediaRow = createSelectSchema(media, { createdAt: z.iso.datetime() });

/**
 * One stored copy: `responsive`, a width of the srcset; `fallback`, the JPEG/PNG for old
 * browsers; `social`, 1200×630.
 */
export const mediaVariantSchema = createSelectSchema(mediaFiles)
  .pick({ kind: true, format: true, width: true, height: true, bytes: true })
  .extend({ url: z.string(), mime: z.string() });

/**
 * A library image with its copies. `url`: the fallback copy (JPEG, or PNG with transparency),
 * what a project stores as its image; `mime` and `bytes`: the uploaded file's format and size.
 */
export const mediaItemSchema = mediaRow
  .pick({
    id: true,
    fileName: true,
    width: true,
    height: true,
    alt: true,
    bytes: true,
    placeholder: true,
    createdAt: true,
  })
  .extend({ url: z.string(), mime: z.string(), variants: z.array(mediaVariantSchema) });

/** A project that shows a library image, as its card names and links it. */
export const projectUseSchema = createSelectSchema(portfolioProjects).pick({
  id: true,
  title: true,
});

/** An image as the library lists it: with the projects that show it. */
export const mediaListItemSchema = mediaItemSchema.extend({ usedBy: z.array(projectUseSchema) });

/** The library's size, for the dashboard. */
export const mediaCountSchema = z.object({ count: z.number().int() });

/** What a deletion answers: the deleted image's id. */
export const deletedMediaSchema = mediaRow.pick({ id: true });
