import { inArray, like, sql } from "drizzle-orm";
import { type AnyPgColumn, unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.server.ts";
import { portfolioImages, portfolioProjects } from "../../../db/schema.ts";
import type { ProjectUse } from "./types.ts";

/**
 * The image id a stored address names, as text: `/media/12/praia-1200.jpg` → '12'; NULL for any
 * other address. Compared as text with the ids asked for, it matches exactly the addresses that
 * start with `/media/{id}/`, the rule a deletion is refused by (docs/product.md#media).
 */
const mediaIdIn = (address: AnyPgColumn) =>
  sql<string>`substring(${address} from '^/media/([0-9]+)/')`.as("media_id");

/**
 * The projects whose cover or gallery shows each of `ids`, by title, in one query for a whole
 * page of the library (no query per image); an image no project uses is absent from the map.
 */
export async function projectsUsingEach(db: Db, ids: number[]): Promise<Map<number, ProjectUse[]>> {
  const byMedia = new Map<number, ProjectUse[]>();
  if (ids.length === 0) return byMedia;
  const wanted = ids.map(String);
  const covers = db
    .select({ projectId: portfolioProjects.id, mediaId: mediaIdIn(portfolioProjects.imageUrl) })
    .from(portfolioProjects)
    .where(like(portfolioProjects.imageUrl, "/media/%"));
  const gallery = db
    .select({ projectId: portfolioImages.projectId, mediaId: mediaIdIn(portfolioImages.imageUrl) })
    .from(portfolioImages)
    .where(like(portfolioImages.imageUrl, "/media/%"));
  const uses = db.$with("uses").as(unionAll(covers, gallery));
  const rows = await db
    .with(uses)
    .selectDistinct({
      mediaId: uses.mediaId,
      id: portfolioProjects.id,
      title: portfolioProjects.title,
    })
    .from(uses)
    .innerJoin(portfolioProjects, sql`${portfolioProjects.id} = ${uses.projectId}`)
    .where(inArray(uses.mediaId, wanted))
    .orderBy(portfolioProjects.title, portfolioProjects.id);
  for (const { mediaId, id, title } of rows) {
    const key = Number(mediaId);
    byMedia.set(key, [...(byMedia.get(key) ?? []), { id, title }]);
  }
  return byMedia;
}

/** The projects whose cover or gallery shows image `id`, by title. */
export async function projectsUsing(db: Db, id: number): Promise<ProjectUse[]> {
  return (await projectsUsingEach(db, [id])).get(id) ?? [];
}
