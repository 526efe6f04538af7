import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaByIds, pictureFactsFor } from "../../app/features/media/media.server.ts";
import { mediaIdOf } from "../../app/features/media/types.ts";
import { lacksEnglish } from "../../app/features/portfolio/localized.ts";
import { projectCategories } from "../../app/lib/project-categories.ts";
import { projectTypeOptions } from "../../app/lib/project-types.ts";
import {
  DEMO_PICTURES_DIR,
  demoMediaLibrary,
  demoMediaVersion,
  makeDemoImage,
} from "../../scripts/support/demo-media.ts";
import { decodeEntry, entryName } from "../../scripts/support/demo-media-cache.ts";
import { createTestApp } from "../../tests/support/test-app.ts";
import { openTestDatabase } from "../../tests/support/test-database.ts";
import type { Database, Db } from "../client.server.ts";
import {
  contactMessages,
  leadEvents,
  media,
  mediaFiles,
  newsletterSubscribers,
  portfolioImages,
  portfolioProjects,
  testimonials,
} from "../schema.ts";
import { type DemoMediaLibrary, demoProjectImages, seedDemoContent } from "./demo.server.ts";
import { demoProjects } from "./projects.ts";

const now = new Date("2026-11-20T12:00:00Z");

// The pictures come from the processed copies shipped in db/seed/pictures (decision 0029), the
// ones `npm run demo` and the end-to-end servers use. Where one is out of date, the first seed
// makes it again: up to two minutes of CPU, shared with whatever else runs.
const SEEDING = 600_000;
const library = demoMediaLibrary();

/** The library as the site sees it: every image's facts and copies, in the order they were stored. */
async function libraryOf(db: Db) {
  const images = await db
    .select({
      fileName: media.fileName,
      slug: media.slug,
      alt: media.alt,
      format: media.format,
      bytes: media.bytes,
      width: media.width,
      height: media.height,
      hasAlpha: media.hasAlpha,
      placeholder: media.placeholder,
    })
    .from(media)
    .orderBy(asc(media.id));
  const files = await db
    .select({
      fileName: media.fileName,
      label: mediaFiles.label,
      kind: mediaFiles.kind,
      format: mediaFiles.format,
      width: mediaFiles.width,
      height: mediaFiles.height,
      bytes: mediaFiles.bytes,
      hash: mediaFiles.hash,
    })
    .from(mediaFiles)
    .innerJoin(media, eq(media.id, mediaFiles.mediaId))
    .orderBy(asc(media.id), asc(mediaFiles.label));
  const covers = await db
    .select({ slug: portfolioProjects.slug, url: portfolioProjects.imageUrl })
    .from(portfolioProjects)
    .orderBy(asc(portfolioProjects.id));
  const gallery = await db
    .select({ url: portfolioImages.imageUrl, caption: portfolioImages.caption })
    .from(portfolioImages)
    .orderBy(asc(portfolioImages.id));
  return { images, files, covers, gallery };
}

describe("seedDemoContent on an empty database", () => {
  let database: Database;
  let seeded: boolean;

  beforeAll(async () => {
    database = await openTestDatabase();
    seeded = await seedDemoContent(database.db, library, now);
  }, SEEDING);
  afterAll(() => database.close());

  it("seeds twelve projects covering every category", async () => {
    expect(seeded).toBe(true);
    const projects = await database.db
      .select()
      .from(portfolioProjects)
      .orderBy(asc(portfolioProjects.displayOrder));
    expect(projects).toHaveLength(12);
    expect(new Set(projects.map((p) => p.category))).toEqual(new Set(projectCategories));
    expect(projects.map((p) => p.displayOrder)).toEqual([...Array(12).keys()]);
    expect(projects.filter((p) => !p.active)).toHaveLength(1);
    const featured = projects.filter((p) => p.featured);
    expect(featured).toHaveLength(7);
    expect(new Set(featured.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    expect(projects.some((p) => p.projectUrl === null)).toBe(true);
    for (const p of projects) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.description.length).toBeGreaterThanOrEqual(150);
      expect(p.description.length).toBeLessThanOrEqual(400);
      expect(p.imageUrl).toMatch(new RegExp(`^/media/\\d+/${p.slug}-capa-1200\\.jpg$`));
      if (p.projectUrl !== null) expect(p.projectUrl).toMatch(/^https:\/\/[a-z0-9.-]+$/);
      expect(p.projectDate.getUTCFullYear()).toBeGreaterThanOrEqual(2023);
      expect(p.projectDate.getUTCFullYear()).toBeLessThanOrEqual(2026);
    }
  });

  it("gives every project two to four captioned gallery images", async () => {
    const projects = await database.db.select().from(portfolioProjects);
    const images = await database.db.select().from(portfolioImages);
    for (const project of projects) {
      const own = images
        .filter((image) => image.projectId === project.id)
        .sort((a, b) => a.displayOrder - b.displayOrder);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own.map((image) => image.displayOrder)).toEqual([...Array(own.length).keys()]);
      for (const image of own) expect(image.caption?.length ?? 0).toBeGreaterThan(20);
    }
  });

  it("gives every project its English version: title, slug, description and every caption", async () => {
    const projects = await database.db.select().from(portfolioProjects);
    const images = await database.db.select().from(portfolioImages);
    const slugs = new Set(projects.map((p) => p.slug));
    for (const project of projects) {
      expect(lacksEnglish(project)).toBe(false);
      expect(project.titleEn!.length).toBeGreaterThanOrEqual(3);
      expect(project.titleEn!.length).toBeLessThanOrEqual(100);
      expect(project.titleEn).not.toBe(project.title);
      expect(project.slugEn).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      // An English slug is no project's pt-BR one: each address names one project.
      expect(slugs.has(project.slugEn!)).toBe(false);
      expect(project.descriptionEn!.length).toBeGreaterThanOrEqual(150);
      expect(project.descriptionEn!.length).toBeLessThanOrEqual(400);
      for (const image of images.filter((image) => image.projectId === project.id)) {
        expect(image.captionEn?.length ?? 0).toBeGreaterThan(20);
        expect(image.captionEn!.length).toBeLessThanOrEqual(200);
        expect(image.captionEn).not.toBe(image.caption);
      }
    }
    expect(new Set(projects.map((p) => p.slugEn)).size).toBe(projects.length);
    // One English caption per gallery picture, none left over.
    for (const project of demoProjects) {
      expect(project.en.captions).toHaveLength(project.gallery.length);
    }
  });

  it("stores every picture in the media library: a 1920×1200 PNG upload with its alt text and every copy", async () => {
    const projects = await database.db.select().from(portfolioProjects);
    const images = await database.db.select().from(portfolioImages);
    const urls = [...projects.map((p) => p.imageUrl), ...images.map((i) => i.imageUrl)];
    expect(new Set(urls).size).toBe(urls.length);
    const ids = urls.map(mediaIdOf);
    expect(ids).not.toContain(null);
    const items = await mediaByIds(database.db, ids as number[]);
    // Nothing else: one library image per picture.
    expect(await database.db.select({ id: media.id }).from(media)).toHaveLength(urls.length);

    for (const url of urls) {
      const item = items.get(mediaIdOf(url)!)!;
      // A project shows the library's fallback copy, as the project form stores it.
      expect(item.url).toBe(url);
      expect(item).toMatchObject({ width: 1920, height: 1200, mime: "image/png" });
      expect(item.fileName).toMatch(/^[a-z0-9-]+-(capa|\d)\.png$/);
      expect(item.placeholder).toMatch(/^data:image\/webp;base64,/);
      for (const format of ["avif", "webp"]) {
        const widths = item.variants
          .filter((v) => v.kind === "responsive" && v.format === format)
          .map((v) => v.width)
          .sort((a, b) => a - b);
        expect(widths, `${url} ${format}`).toEqual([480, 768, 1200, 1920]);
      }
      expect(item.variants.find((v) => v.kind === "fallback")).toMatchObject({
        url,
        format: "jpeg",
        width: 1200,
        height: 750,
      });
      expect(item.variants.find((v) => v.kind === "social")).toMatchObject({
        width: 1200,
        height: 630,
      });
    }

    // Alt text in pt-BR: the cover says what it shows after the project's title, a gallery
    // picture is its caption.
    for (const project of projects) {
      const cover = items.get(mediaIdOf(project.imageUrl)!)!;
      expect(cover.fileName).toBe(`${project.slug}-capa.png`);
      expect(cover.alt?.startsWith(`${project.title}: `), cover.alt ?? "").toBe(true);
      expect(cover.alt!.length).toBeGreaterThan(project.title.length + 12);
    }
    for (const image of images) {
      expect(items.get(mediaIdOf(image.imageUrl)!)!.alt).toBe(image.caption);
    }
  });

  it("serves the copies through the media routes, and the public pages get their <picture> facts", async () => {
    const t = await createTestApp({}, { database });
    const [project] = await database.db
      .select()
      .from(portfolioProjects)
      .orderBy(asc(portfolioProjects.displayOrder))
      .limit(1);
    const item = (await mediaByIds(database.db, [mediaIdOf(project!.imageUrl)!])).values().next()
      .value!;
    for (const variant of item.variants) {
      const response = await t.app.request(variant.url);
      expect(response.status, variant.url).toBe(200);
      expect(response.headers.get("content-type")).toBe(variant.mime);
      const served = Buffer.from(await response.arrayBuffer());
      expect(served.length).toBe(variant.bytes);
      const meta = await sharp(served).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
    }

    const images = await database.db.select().from(portfolioImages);
    const projects = await database.db.select().from(portfolioProjects);
    const urls = [...projects.map((p) => p.imageUrl), ...images.map((i) => i.imageUrl)];
    const facts = await pictureFactsFor(database.db, urls);
    for (const url of urls) {
      expect(facts[url]?.avif, url).toMatch(/-480\.avif 480w, .*-1920\.avif 1920w$/);
      expect(facts[url]?.webp, url).toMatch(/-480\.webp 480w, .*-1920\.webp 1920w$/);
      expect(facts[url]?.social).toMatch(/-og\.jpg$/);
    }
  });

  it("holds the copies the pipeline makes of the picture", async () => {
    // Drawn and processed again right here, past the shipped copies: the same copies, in the
    // same formats and sizes. Not the same bytes: librsvg draws the mockups' text with this
    // machine's fonts, which installing a browser changes (decision 0029).
    const [project] = demoProjects;
    const [cover] = demoProjectImages(project!);
    const made = await makeDemoImage(cover!.svg);
    const [row] = await database.db
      .select({
        id: media.id,
        format: media.format,
        width: media.width,
        height: media.height,
        hasAlpha: media.hasAlpha,
      })
      .from(media)
      .where(eq(media.fileName, `${project!.slug}-capa.png`));
    const { format, width, height, hasAlpha } = made.processed;
    expect(row).toMatchObject({ format, width, height, hasAlpha });
    const stored = await database.db
      .select({
        label: mediaFiles.label,
        kind: mediaFiles.kind,
        format: mediaFiles.format,
        width: mediaFiles.width,
        height: mediaFiles.height,
      })
      .from(mediaFiles)
      .where(eq(mediaFiles.mediaId, row!.id))
      .orderBy(asc(mediaFiles.label));
    expect(stored).toEqual(
      made.processed.files
        .map(({ label, kind, format, width, height }) => ({ label, kind, format, width, height }))
        .sort((a, b) => (a.label < b.label ? -1 : 1)),
    );
  }, 120_000);

  it("seeds testimonials in every status", async () => {
    const rows = await database.db.select().from(testimonials);
    expect(rows).toHaveLength(12);
    const byStatus = (status: string) => rows.filter((r) => r.status === status);
    expect(byStatus("approved")).toHaveLength(8);
    expect(byStatus("pending")).toHaveLength(2);
    expect(byStatus("rejected")).toHaveLength(2);
    expect(rows.filter((r) => r.featured).every((r) => r.status === "approved")).toBe(true);
    expect(rows.filter((r) => r.featured)).toHaveLength(3);
    expect(rows.filter((r) => r.companyName === null).length).toBeGreaterThanOrEqual(2);
    for (const r of rows) {
      expect(projectTypeOptions as readonly string[]).toContain(r.projectType);
      expect(r.content.length).toBeGreaterThanOrEqual(80);
      expect(r.content.length).toBeLessThanOrEqual(400);
      expect(r.rating).toBeGreaterThanOrEqual(3);
      expect(r.createdAt.getTime()).toBeLessThan(now.getTime());
      expect(r.createdAt.getTime()).toBeGreaterThan(now.getTime() - 366 * 86_400_000);
      if (r.status === "approved") {
        expect(r.approvedAt!.getTime()).toBeGreaterThan(r.createdAt.getTime());
        expect(r.approvedAt!.getTime()).toBeLessThan(now.getTime());
      } else {
        expect(r.approvedAt).toBeNull();
      }
    }
  });

  it("seeds read and unread contact messages from the last thirty days", async () => {
    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(8);
    const read = rows.filter((r) => r.isRead);
    expect(read).toHaveLength(5);
    for (const r of read) expect(r.readAt!.getTime()).toBeGreaterThan(r.createdAt.getTime());
    expect(rows.filter((r) => !r.isRead).every((r) => r.readAt === null)).toBe(true);
    for (const r of rows) {
      expect(projectTypeOptions as readonly string[]).toContain(r.projectType);
      expect(r.message.length).toBeGreaterThanOrEqual(100);
      expect(r.message.length).toBeLessThanOrEqual(500);
      expect(r.phone.length).toBeGreaterThanOrEqual(10);
      expect(r.createdAt.getTime()).toBeGreaterThan(now.getTime() - 30 * 86_400_000);
    }
  });

  it("moves some read leads along the pipeline, each move on its lead's timeline", async () => {
    const rows = await database.db.select().from(contactMessages);
    const events = await database.db.select().from(leadEvents);
    const moved = rows.filter((r) => r.status !== "new");
    expect(new Set(moved.map((r) => r.status))).toEqual(
      new Set(["contacted", "proposal", "won", "lost"]),
    );
    expect(moved.every((r) => r.isRead)).toBe(true);
    expect(rows.filter((r) => r.status === "lost").every((r) => r.lostReason)).toBe(true);
    expect(events.map((e) => [e.messageId, e.toStatus]).sort()).toEqual(
      moved.map((r) => [r.id, r.status]).sort(),
    );
    for (const event of events) {
      const lead = rows.find((r) => r.id === event.messageId)!;
      expect(event.createdAt.getTime()).toBeGreaterThan(lead.createdAt.getTime());
      expect(event.createdAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it("seeds active and inactive subscribers with lower-case addresses", async () => {
    const rows = await database.db.select().from(newsletterSubscribers);
    expect(rows.filter((r) => r.active)).toHaveLength(14);
    expect(rows.filter((r) => !r.active)).toHaveLength(2);
    for (const r of rows) expect(r.email).toBe(r.email.toLowerCase());
    expect(rows.some((r) => r.name === null)).toBe(true);
    expect(rows.some((r) => r.name !== null)).toBe(true);
  });

  it("does nothing the second time", async () => {
    const again = await seedDemoContent(database.db, library, now);
    expect(again).toBe(false);
    expect(await database.db.select().from(portfolioProjects)).toHaveLength(12);
    expect(await database.db.select().from(testimonials)).toHaveLength(12);
    expect(await database.db.select().from(contactMessages)).toHaveLength(8);
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(16);
  });

  it(
    "seeds the same library again from a warm cache",
    async () => {
      const second = await openTestDatabase();
      try {
        expect(await seedDemoContent(second.db, library, now)).toBe(true);
        expect(await libraryOf(second.db)).toEqual(await libraryOf(database.db));
      } finally {
        await second.close();
      }
    },
    SEEDING,
  );

  it(
    "makes a damaged entry again, copy for copy the same",
    async () => {
      const copy = mkdtempSync(join(tmpdir(), "demo-media-cache-"));
      try {
        cpSync(DEMO_PICTURES_DIR, copy, { recursive: true });
        rmSync(join(copy, "lock"), { force: true });
        const images = demoProjects.flatMap(demoProjectImages);
        const name = `${demoProjects[1]!.slug}-capa`;
        const damaged = images.findIndex((image) => image.name === name);
        const key = {
          version: demoMediaVersion,
          source: createHash("sha256").update(images[damaged]!.svg).digest("hex"),
        };
        const entry = join(copy, entryName(key));
        const whole = readFileSync(entry);
        // Cut short, as a full disk or a bad copy of the folder could leave it.
        writeFileSync(entry, whole.subarray(0, whole.length >> 1));
        expect(decodeEntry(key, readFileSync(entry))).toBeNull();

        const said: string[] = [];
        const fromCopy = demoMediaLibrary({ cacheDir: copy, log: (line) => said.push(line) });
        const stores = await fromCopy.prepare(images);
        expect(said.at(-1)).toMatch(/^Imagens de demonstração processadas: 1 em /);
        expect(decodeEntry(key, readFileSync(entry))).not.toBeNull();

        // Stored beside the one the seed stored from the intact entry: the same image, in the
        // same copies (its bytes follow this machine's fonts: see the test above).
        await database.db.transaction((tx) => stores[damaged]!(tx));
        const { images: rows, files } = await libraryOf(database.db);
        const twins = rows
          .filter((row) => row.fileName === `${name}.png`)
          .map(({ bytes: _bytes, placeholder: _placeholder, ...facts }) => facts);
        expect(twins).toHaveLength(2);
        expect(twins[1]).toEqual(twins[0]);
        const copies = files
          .filter((file) => file.fileName === `${name}.png`)
          .map(({ bytes: _bytes, hash: _hash, ...facts }) => facts);
        expect(copies.length).toBeGreaterThanOrEqual(10);
        expect(copies.slice(copies.length / 2)).toEqual(copies.slice(0, copies.length / 2));
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    },
    SEEDING,
  );
});

describe("the shipped demo pictures", () => {
  it("hold every picture as this version of the processing makes it", () => {
    // A picture or the processing changed without its copies: the seed made them again into
    // db/seed/pictures, and they belong in the same commit (decision 0029).
    for (const image of demoProjects.flatMap(demoProjectImages)) {
      const key = {
        version: demoMediaVersion,
        source: createHash("sha256").update(image.svg).digest("hex"),
      };
      const entry = readFileSync(join(DEMO_PICTURES_DIR, entryName(key)));
      expect(decodeEntry(key, entry), `db/seed/pictures: ${image.name}`).not.toBeNull();
    }
  });

  it("hold nothing else: entries of an older version are deleted with the change", () => {
    const current = new Set(
      demoProjects.flatMap(demoProjectImages).map((image) =>
        entryName({
          version: demoMediaVersion,
          source: createHash("sha256").update(image.svg).digest("hex"),
        }),
      ),
    );
    const shipped = readdirSync(DEMO_PICTURES_DIR).filter((name) => name.endsWith(".bin"));
    expect(shipped.filter((name) => !current.has(name))).toEqual([]);
  });
});

describe("seedDemoContent on a database with content", () => {
  let database: Database;
  let prepared = 0;
  // Never asked: a database with content costs no image work.
  const counting: DemoMediaLibrary = {
    prepare: async (images) => {
      prepared += images.length;
      return library.prepare(images);
    },
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("leaves a database holding a testimonial untouched", async () => {
    await database.db.insert(testimonials).values({
      clientName: "Cliente Real",
      clientEmail: "cliente@empresa.com.br",
      projectType: "Outros",
      content: "Um depoimento de verdade, escrito antes de qualquer demonstração.",
      rating: 5,
    });
    expect(await seedDemoContent(database.db, counting)).toBe(false);
    expect(await database.db.select().from(testimonials)).toHaveLength(1);
    expect(await database.db.select().from(portfolioProjects)).toHaveLength(0);
    expect(await database.db.select().from(portfolioImages)).toHaveLength(0);
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(0);
    expect(await database.db.select().from(media)).toHaveLength(0);
    expect(prepared).toBe(0);
  });
});
