import type { z } from "zod";
import type { projectImageResponseSchema, projectSchema } from "./responses.ts";

/** The JSON shapes of the portfolio API (docs/product.md#json-shapes); dates are ISO strings. */

/** An image of a project's gallery; `alt`: the stored `caption`, or 'Imagem do projeto' when there is none. */
export type ProjectImage = z.output<typeof projectImageResponseSchema>;

/**
 * A project with its gallery; `category` in the form vocabulary (see lib/project-categories.ts),
 * `displayOrder` zero-based (screens show it +1), `picture` in the public list only
 * (`GET /api/portfolio`): a library cover's picture facts (docs/product.md#media).
 */
export type Project = z.output<typeof projectSchema>;

export const defaultImageAlt = "Imagem do projeto";

/** What a project card shows (home and /portfolio): the pages hand the browser only this. */
export type ProjectSummary = Pick<
  Project,
  | "id"
  | "title"
  | "slug"
  | "description"
  | "titleEn"
  | "slugEn"
  | "descriptionEn"
  | "category"
  | "imageUrl"
  | "featured"
  | "createdAt"
  | "picture"
>;

export function toProjectSummary({
  id,
  title,
  slug,
  description,
  titleEn,
  slugEn,
  descriptionEn,
  category,
  imageUrl,
  featured,
  createdAt,
  picture,
}: ProjectSummary): ProjectSummary {
  const summary = {
    ...{ id, title, slug, description, titleEn, slugEn, descriptionEn },
    ...{ category, imageUrl, featured, createdAt },
  };
  return picture ? { ...summary, picture } : summary;
}
