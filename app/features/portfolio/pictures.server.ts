import type { Db } from "../../../db/client.server.ts";
import type { PictureMap } from "../../lib/picture.ts";
import { pictureFactsFor } from "../media/index.server.ts";
import { type Project, type ProjectSummary, toProjectSummary } from "./types.ts";

/**
 * Public projects with the picture facts of each library cover, all covers read in one query
 * (docs/product.md#media): the public list answers them, so the browser draws the same
 * `<picture>` the server rendered.
 */
export async function withCoverPictures(db: Db, projects: Project[]): Promise<Project[]> {
  const pictures = await pictureFactsFor(
    db,
    projects.map((project) => project.imageUrl),
  );
  return projects.map((project) => {
    const picture = pictures[project.imageUrl];
    return picture ? { ...project, picture } : project;
  });
}

/** The cards of a public page (home, /portfolio): only what a card shows, with its picture. */
export async function summariesWithPictures(
  db: Db,
  projects: Project[],
): Promise<ProjectSummary[]> {
  return (await withCoverPictures(db, projects)).map(toProjectSummary);
}

/** The picture facts of a project page's cover and gallery images, in one query. */
export function projectPictures(db: Db, project: Project): Promise<PictureMap> {
  return pictureFactsFor(db, [project.imageUrl, ...project.images.map((image) => image.imageUrl)]);
}
