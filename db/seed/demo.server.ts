import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../client.server.ts";
import {
  contactMessages,
  newsletterSubscribers,
  portfolioImages,
  portfolioProjects,
  testimonials,
} from "../schema.ts";
import { demoContactMessages, demoSubscribers } from "./inbox.ts";
import { demoProjects } from "./projects.ts";
import { renderView } from "./svg/views.ts";
import { demoTestimonials } from "./testimonials.ts";
import type { DemoProject } from "./types.ts";

/** Folder under the media directory, and the public URL prefix, of the generated images. */
export const DEMO_MEDIA_FOLDER = "demo";
const DEMO_MEDIA_URL = `/media/${DEMO_MEDIA_FOLDER}`;
// Any constant: serialises seeding when several instances start on one PostgreSQL.
const SEED_LOCK_KEY = 727_002;

const contentTables = [portfolioProjects, testimonials, contactMessages, newsletterSubscribers];

interface DemoImage {
  file: string;
  svg: string;
  caption: string | null;
}

/** The cover first, then the gallery; every file is rendered locally, nothing is fetched. */
export function demoProjectImages(project: DemoProject): DemoImage[] {
  return [
    {
      file: `${project.slug}-capa.svg`,
      svg: renderView(project.cover, project.brand),
      caption: null,
    },
    ...project.gallery.map((item, i) => ({
      file: `${project.slug}-${i + 1}.svg`,
      svg: renderView(item.view, project.brand),
      caption: item.caption,
    })),
  ];
}

/**
 * Seeds the demo content (portfolio with generated images, testimonials, contact messages,
 * subscribers) in one transaction, only into a database holding none of them: real content is
 * never mixed with demo content. Returns whether anything was seeded.
 */
export async function seedDemoContent(
  db: Db,
  mediaDir: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    for (const table of contentTables) {
      const rows = await tx.select({ id: table.id }).from(table).limit(1);
      if (rows.length > 0) return false;
    }

    // Files first: if writing fails the transaction rolls back and no row points at a missing file.
    const folder = join(mediaDir, DEMO_MEDIA_FOLDER);
    await mkdir(folder, { recursive: true });
    const imagesBySlug = new Map<string, DemoImage[]>();
    for (const project of demoProjects) {
      const images = demoProjectImages(project);
      for (const image of images) await writeFile(join(folder, image.file), image.svg);
      imagesBySlug.set(project.slug, images);
    }

    const inserted = await tx
      .insert(portfolioProjects)
      .values(
        demoProjects.map((project, index) => ({
          title: project.title,
          slug: project.slug,
          description: project.description,
          category: project.category,
          imageUrl: `${DEMO_MEDIA_URL}/${project.slug}-capa.svg`,
          projectDate: new Date(`${project.projectDate}T12:00:00Z`),
          projectUrl: project.projectUrl,
          featured: project.featured,
          active: project.active,
          displayOrder: index,
        })),
      )
      .returning({ id: portfolioProjects.id, slug: portfolioProjects.slug });

    await tx.insert(portfolioImages).values(
      inserted.flatMap(({ id, slug }) =>
        (imagesBySlug.get(slug) ?? []).slice(1).map((image, order) => ({
          projectId: id,
          imageUrl: `${DEMO_MEDIA_URL}/${image.file}`,
          caption: image.caption,
          displayOrder: order,
        })),
      ),
    );
    await tx.insert(testimonials).values(demoTestimonials(now));
    await tx.insert(contactMessages).values(demoContactMessages(now));
    await tx.insert(newsletterSubscribers).values(demoSubscribers(now));
    return true;
  });
}
