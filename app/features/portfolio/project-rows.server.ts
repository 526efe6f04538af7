import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { type PortfolioImage, type PortfolioProject, portfolioImages } from "../../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import { projectMessages } from "./schemas.ts";
import { defaultImageAlt, type Project, type ProjectImage } from "./types.ts";

/** Rows to the product reference's JSON shapes, shared by the project and image services. */

export const portfolioErrors = {
  projectNotFound: "Projeto não encontrado",
  imageNotFound: "Imagem não encontrada",
  slugTaken: "Já existe um projeto com este slug",
  slugEnTaken: projectMessages.slugEnTaken,
  unknownCategory: "Categoria inválida",
} as const;

export function toImage(row: PortfolioImage): ProjectImage {
  return {
    id: row.id,
    projectId: row.projectId,
    imageUrl: row.imageUrl,
    alt: row.caption?.trim() ? row.caption : defaultImageAlt,
    altEn: row.captionEn?.trim() ? row.captionEn : null,
    displayOrder: row.displayOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

function toProject(row: PortfolioProject, images: ProjectImage[]): Project {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    titleEn: row.titleEn,
    slugEn: row.slugEn,
    descriptionEn: row.descriptionEn,
    category: row.category,
    imageUrl: row.imageUrl,
    projectDate: row.projectDate.toISOString(),
    projectUrl: row.projectUrl || null,
    featured: row.featured,
    active: row.active,
    displayOrder: row.displayOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    images,
  };
}

/** The images of many projects in one query (no N+1), each project's in display order. */
export async function withImages(db: Db, rows: PortfolioProject[]): Promise<Project[]> {
  if (rows.length === 0) return [];
  const imageRows = await db
    .select()
    .from(portfolioImages)
    .where(
      inArray(
        portfolioImages.projectId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(
      asc(portfolioImages.projectId),
      asc(portfolioImages.displayOrder),
      asc(portfolioImages.id),
    );
  const byProject = new Map<number, ProjectImage[]>();
  for (const image of imageRows) {
    const list = byProject.get(image.projectId) ?? [];
    list.push(toImage(image));
    byProject.set(image.projectId, list);
  }
  return rows.map((row) => toProject(row, byProject.get(row.id) ?? []));
}

export async function oneWithImages(db: Db, row: PortfolioProject | undefined): Promise<Project> {
  if (!row) throw new HttpError(404, portfolioErrors.projectNotFound);
  const [project] = await withImages(db, [row]);
  return project!;
}
