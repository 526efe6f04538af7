import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { portfolioImages, portfolioProjects } from "../../../db/schema.ts";
import type { PictureFacts } from "../../lib/picture.ts";

/**
 * What the portfolio API answers (docs/product.md#json-shapes), from the tables' columns: a
 * column added to `portfolio_projects` or `portfolio_images` reaches the API's types and its
 * OpenAPI document from here. Dates leave as ISO strings.
 */

/**
 * An image of a project's gallery: the stored `caption` answers as `alt`, 'Imagem do projeto'
 * when there is none; `captionEn` as `altEn`, null when there is none.
 */
export const projectImageResponseSchema = createSelectSchema(portfolioImages, {
  createdAt: z.iso.datetime(),
})
  .omit({ caption: true, captionEn: true })
  .extend({ alt: z.string(), altEn: z.string().nullable() });

/** A library cover's picture facts (app/lib/picture.ts), for the public list's `<picture>`. */
export const pictureFactsSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
  avif: z.string(),
  webp: z.string(),
  social: z.string().nullable(),
}) satisfies z.ZodType<PictureFacts>;

/**
 * A project with its gallery. `category` is stored in the form vocabulary
 * (lib/project-categories.ts); `displayOrder` is zero-based (screens show it +1); `picture`
 * comes with the public list only (`GET /api/portfolio`), for a library cover.
 */
export const projectSchema = createSelectSchema(portfolioProjects, {
  projectDate: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}).extend({
  images: z.array(projectImageResponseSchema),
  picture: pictureFactsSchema.optional(),
});
