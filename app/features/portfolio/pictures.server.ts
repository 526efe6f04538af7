import type { Db } from "../../../db/client.server.ts";
import type { PictureMap } from "../../lib/picture.ts";
import { pictureFactsFor } from "../media/index.server.ts";
import { type Project, type ProjectSummary, toProjectSummary } from "./types.ts";

/**
 * The cards of a public page (home, /portfolio): only what a card shows, plus the picture facts
 * of a library cover, all covers read in one query (docs/product.md#media).
 */
export async function summariesWithPictures(
  db: Db,
  projects: Project[],
): Promise<ProjectSummary[]> {
  const pictures = await pictureFactsFor(
    db,
    projects.map((project) => project.imageUrl),
  );
  return projects.map((project) => {
    const summary = toProjectSummary(project);
    const picture = pictures[project.imageUrl];
    return picture ? { ...summary, picture } : summary;
  });
}

/** The picture facts of a project page's cover and gallery images, in one query. */
export function projectPictures(db: Db, project: Project): Promise<PictureMap> {
  return pictureFactsFor(db, [project.imageUrl, ...project.images.map((image) => image.imageUrl)]);
}
