import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectCategories } from "../../app/lib/project-categories.ts";
import { projectTypeOptions } from "../../app/lib/project-types.ts";
import { openTestDatabase } from "../../tests/support/test-database.ts";
import type { Database } from "../client.server.ts";
import {
  contactMessages,
  newsletterSubscribers,
  portfolioImages,
  portfolioProjects,
  testimonials,
} from "../schema.ts";
import { seedDemoContent } from "./demo.server.ts";

const now = new Date("2026-11-20T12:00:00Z");

describe("seedDemoContent on an empty database", () => {
  let database: Database;
  let mediaDir: string;
  let seeded: boolean;

  beforeAll(async () => {
    database = await openTestDatabase();
    mediaDir = mkdtempSync(join(tmpdir(), "seed-test-"));
    seeded = await seedDemoContent(database.db, mediaDir, now);
  });
  afterAll(async () => {
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

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
      expect(p.imageUrl).toMatch(/^\/media\/demo\/[a-z0-9-]+\.svg$/);
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

  it("writes every referenced image as a valid, small SVG with its size", async () => {
    const projects = await database.db.select().from(portfolioProjects);
    const images = await database.db.select().from(portfolioImages);
    const urls = [...projects.map((p) => p.imageUrl), ...images.map((i) => i.imageUrl)];
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const file = join(mediaDir, url.replace(/^\/media\//, ""));
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1600" height="1000" viewBox="0 0 1600 1000"/,
      );
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      expect(statSync(file).size).toBeLessThan(10_240);
    }
    expect(readdirSync(join(mediaDir, "demo"))).toHaveLength(urls.length);
  });

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

  it("seeds active and inactive subscribers with lower-case addresses", async () => {
    const rows = await database.db.select().from(newsletterSubscribers);
    expect(rows.filter((r) => r.active)).toHaveLength(14);
    expect(rows.filter((r) => !r.active)).toHaveLength(2);
    for (const r of rows) expect(r.email).toBe(r.email.toLowerCase());
    expect(rows.some((r) => r.name === null)).toBe(true);
    expect(rows.some((r) => r.name !== null)).toBe(true);
  });

  it("does nothing the second time", async () => {
    const again = await seedDemoContent(database.db, mediaDir, now);
    expect(again).toBe(false);
    expect(await database.db.select().from(portfolioProjects)).toHaveLength(12);
    expect(await database.db.select().from(testimonials)).toHaveLength(12);
    expect(await database.db.select().from(contactMessages)).toHaveLength(8);
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(16);
  });
});

describe("seedDemoContent on a database with content", () => {
  let database: Database;
  let mediaDir: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    mediaDir = mkdtempSync(join(tmpdir(), "seed-test-"));
  });
  afterAll(async () => {
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it("leaves a database holding a testimonial untouched", async () => {
    await database.db.insert(testimonials).values({
      clientName: "Cliente Real",
      clientEmail: "cliente@empresa.com.br",
      projectType: "Outros",
      content: "Um depoimento de verdade, escrito antes de qualquer demonstração.",
      rating: 5,
    });
    expect(await seedDemoContent(database.db, mediaDir)).toBe(false);
    expect(await database.db.select().from(testimonials)).toHaveLength(1);
    expect(await database.db.select().from(portfolioProjects)).toHaveLength(0);
    expect(await database.db.select().from(portfolioImages)).toHaveLength(0);
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(0);
    expect(readdirSync(mediaDir)).toHaveLength(0);
  });
});
