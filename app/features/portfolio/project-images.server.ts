import { eq, max, sql } from "drizzle-orm";
import { type Db, transaction } from "../../../db/client.server.ts";
import { portfolioImages, portfolioProjects } from "../../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import { portfolioErrors, toImage } from "./project-rows.server.ts";
import type { ProjectImageInput } from "./schemas.ts";
import type { ProjectImage } from "./types.ts";

/** Adds an image at the end of the project's gallery; the project's updatedAt moves too. */
export async function addProjectImage(
  db: Db,
  projectId: number,
  input: ProjectImageInput,
): Promise<ProjectImage> {
  return transaction(db, async (tx) => {
    // Touching the project locks its row: concurrent additions queue up and get distinct places.
    const [project] = await tx
      .update(portfolioProjects)
      .set({ updatedAt: sql`now()` })
      .where(eq(portfolioProjects.id, projectId))
      .returning({ id: portfolioProjects.id });
    if (!project) throw new HttpError(404, portfolioErrors.projectNotFound);
    const [last] = await tx
      .select({ value: max(portfolioImages.displayOrder) })
      .from(portfolioImages)
      .where(eq(portfolioImages.projectId, projectId));
    const [row] = await tx
      .insert(portfolioImages)
      .values({
        projectId,
        imageUrl: input.imageUrl,
        caption: input.alt,
        captionEn: input.altEn,
        displayOrder: last?.value == null ? 0 : last.value + 1,
      })
      .returning();
    return toImage(row!);
  });
}

export async function deleteProjectImage(db: Db, imageId: number): Promise<void> {
  const [image] = await db
    .select({ projectId: portfolioImages.projectId })
    .from(portfolioImages)
    .where(eq(portfolioImages.id, imageId));
  if (!image) throw new HttpError(404, portfolioErrors.imageNotFound);
  await transaction(db, async (tx) => {
    // The project row first, then the image: the same lock order as a project deletion
    // (which cascades to images), so the two can never deadlock.
    await tx
      .update(portfolioProjects)
      .set({ updatedAt: sql`now()` })
      .where(eq(portfolioProjects.id, image.projectId));
    const deleted = await tx
      .delete(portfolioImages)
      .where(eq(portfolioImages.id, imageId))
      .returning({ id: portfolioImages.id });
    if (deleted.length === 0) throw new HttpError(404, portfolioErrors.imageNotFound);
  });
}
