import type { PictureFacts } from "../../lib/picture.ts";

/** The JSON shapes of the portfolio API (docs/product.md#json-shapes); dates are ISO strings. */

export interface ProjectImage {
  id: number;
  projectId: number;
  imageUrl: string;
  /** The stored `caption`, or 'Imagem do projeto' when there is none. */
  alt: string;
  displayOrder: number;
  createdAt: string;
}

export interface Project {
  id: number;
  title: string;
  slug: string;
  description: string;
  /** Stored in the form vocabulary (see lib/project-categories.ts). */
  category: string;
  imageUrl: string;
  projectDate: string;
  projectUrl: string | null;
  featured: boolean;
  active: boolean;
  /** Zero-based; screens show it +1. */
  displayOrder: number;
  createdAt: string;
  updatedAt: string;
  images: ProjectImage[];
  /** The public list only (`GET /api/portfolio`): a library cover's picture facts (docs/product.md#media). */
  picture?: PictureFacts;
}

export const defaultImageAlt = "Imagem do projeto";

/** What a project card shows (home and /portfolio): the pages hand the browser only this. */
export type ProjectSummary = Pick<
  Project,
  | "id"
  | "title"
  | "slug"
  | "description"
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
  category,
  imageUrl,
  featured,
  createdAt,
  picture,
}: ProjectSummary): ProjectSummary {
  const summary = { id, title, slug, description, category, imageUrl, featured, createdAt };
  return picture ? { ...summary, picture } : summary;
}
