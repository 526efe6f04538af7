import { sql } from "drizzle-orm";
import type { Db } from "../client.server.ts";
import {
  analyticsEvents,
  contactMessages,
  leadEvents,
  media,
  newsletterSubscribers,
  portfolioImages,
  portfolioProjects,
  testimonials,
} from "../schema.ts";
import { demoAnalyticsEvents } from "./analytics.ts";
import { demoContactMessages, demoLeadEvents, demoSubscribers } from "./inbox.ts";
import { demoProjects } from "./projects.ts";
import type { DesktopScreen, View } from "./svg/types.ts";
import { renderView } from "./svg/views.ts";
import { demoTestimonials } from "./testimonials.ts";
import type { DemoProject } from "./types.ts";

// Any constant: serialises seeding when several instances start on one PostgreSQL.
const SEED_LOCK_KEY = 727_002;

// A library holding uploads is real content too.
const contentTables = [
  portfolioProjects,
  testimonials,
  contactMessages,
  newsletterSubscribers,
  media,
];

/** One generated picture of a demo project, as the seed hands it to the media library. */
export interface DemoImage {
  /** The library's file name without its extension: `clinica-viva-bem-capa`, `clinica-viva-bem-1`. */
  name: string;
  /** The 1600×1000 SVG document it is drawn from (db/seed/svg/). */
  svg: string;
  /** The library's alt text (pt-BR): what the picture shows. */
  alt: string;
  /** The gallery caption; null for the cover. */
  caption: string | null;
  /** The gallery caption in English (docs/product.md#portfolio-english); null for the cover. */
  captionEn: string | null;
}

/**
 * How the seed turns its pictures into library media (docs/product.md#demo-content). The seed
 * sits below the features (docs/architecture.md#layers), so the media feature is handed in by
 * whoever seeds (scripts/support/demo-media.ts).
 */
export interface DemoMediaLibrary {
  /**
   * Does the slow part (rasterising, encoding every copy) before the seed's transaction opens,
   * and answers, in the same order, one function per image that stores it in that transaction
   * and returns the address a project shows.
   */
  prepare(images: DemoImage[]): Promise<Array<(tx: Db) => Promise<string>>>;
}

const screenLabels: Record<DesktopScreen, string> = {
  home: "página inicial",
  landing: "landing page",
  shop: "vitrine da loja virtual",
  dashboard: "painel de indicadores",
  services: "página de serviços",
  contact: "página de contato",
  pricing: "página de planos e preços",
  product: "página de produto",
  cart: "sacola de compras",
  kanban: "quadro de tarefas",
};

/** What a view shows, in a few words: the cover's alt text after the project's title. */
function describeView(view: View): string {
  switch (view.view) {
    case "browser":
      return `${screenLabels[view.screen]} no computador`;
    case "responsive":
      return `${screenLabels[view.screen]} no computador e no celular`;
    case "trio":
      return "três telas do aplicativo no celular";
    case "duo":
      return "duas telas do aplicativo no celular";
    case "brand":
      return "logotipo, paleta de cores e tipografia da marca";
    case "stationery":
      return "papelaria com a marca";
    case "social":
      return "posts para redes sociais com a marca";
    case "flow":
      return "fluxo de conversa do chatbot";
  }
}

/** The cover first, then the gallery; every picture is drawn locally, nothing is fetched. */
export function demoProjectImages(project: DemoProject): DemoImage[] {
  return [
    {
      name: `${project.slug}-capa`,
      svg: renderView(project.cover, project.brand),
      alt: `${project.title}: ${describeView(project.cover)}`,
      caption: null,
      captionEn: null,
    },
    ...project.gallery.map((item, i) => ({
      name: `${project.slug}-${i + 1}`,
      svg: renderView(item.view, project.brand),
      alt: item.caption,
      caption: item.caption,
      captionEn: project.en.captions[i] ?? null,
    })),
  ];
}

async function holdsContent(db: Db): Promise<boolean> {
  for (const table of contentTables) {
    const rows = await db.select({ id: table.id }).from(table).limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

/**
 * Seeds the demo content (portfolio with its pictures as library media, testimonials, contact
 * messages, subscribers, 90 days of statistics marked `demo`) in one transaction, only into a database holding none of them: real
 * content is never mixed with demo content. Returns whether anything was seeded.
 */
export async function seedDemoContent(
  db: Db,
  library: DemoMediaLibrary,
  now: Date = new Date(),
): Promise<boolean> {
  // Checked first so that a restart on a seeded database costs no image work; checked again
  // under the lock, since another instance may have seeded meanwhile.
  if (await holdsContent(db)) return false;
  const imagesOf = demoProjects.map(demoProjectImages);
  const stores = await library.prepare(imagesOf.flat());

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await holdsContent(tx)) return false;

    // The library's addresses, per project: the cover, then the gallery in order.
    let next = 0;
    const urlsOf: string[][] = [];
    for (const images of imagesOf) {
      const urls: string[] = [];
      for (const _image of images) urls.push(await stores[next++]!(tx));
      urlsOf.push(urls);
    }

    const inserted = await tx
      .insert(portfolioProjects)
      .values(
        demoProjects.map((project, index) => ({
          title: project.title,
          slug: project.slug,
          description: project.description,
          titleEn: project.en.title,
          slugEn: project.en.slug,
          descriptionEn: project.en.description,
          category: project.category,
          imageUrl: urlsOf[index]![0]!,
          projectDate: new Date(`${project.projectDate}T12:00:00Z`),
          projectUrl: project.projectUrl,
          featured: project.featured,
          active: project.active,
          displayOrder: index,
        })),
      )
      .returning({ id: portfolioProjects.id, index: portfolioProjects.displayOrder });

    await tx.insert(portfolioImages).values(
      inserted.flatMap(({ id, index }) =>
        imagesOf[index]!.slice(1).map((image, order) => ({
          projectId: id,
          imageUrl: urlsOf[index]![order + 1]!,
          caption: image.caption,
          captionEn: image.captionEn,
          displayOrder: order,
        })),
      ),
    );
    await tx.insert(testimonials).values(demoTestimonials(now));
    const leads = await tx
      .insert(contactMessages)
      .values(demoContactMessages(now))
      .returning({ id: contactMessages.id, email: contactMessages.email });
    await tx
      .insert(leadEvents)
      .values(demoLeadEvents(now, new Map(leads.map(({ email, id }) => [email, id]))));
    await tx.insert(newsletterSubscribers).values(demoSubscribers(now));
    const visits = demoAnalyticsEvents(now);
    for (let start = 0; start < visits.length; start += 1000) {
      await tx.insert(analyticsEvents).values(visits.slice(start, start + 1000));
    }
    return true;
  });
}
