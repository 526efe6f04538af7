import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { portfolioImages, portfolioProjects } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { listMedia, storeMedia } from "./media.server.ts";
import type { ProcessedImage } from "./process-image.server.ts";
import type { MediaItem, MediaListItem } from "./types.ts";

// docs/product.md#media: each image of the library's list names the projects that show it, as
// cover or in a gallery, read for the whole page at once.

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn("editor")).cookie;
});
afterAll(() => t.close());

/** An image stored without the codec: what is listed, not how it looks, matters here. */
function store(fileName: string): Promise<MediaItem> {
  const processed: ProcessedImage = {
    format: "jpeg",
    width: 1600,
    height: 1200,
    hasAlpha: false,
    placeholder: "data:image/webp;base64,UklGRg==",
    files: [
      {
        label: "1200.jpg",
        kind: "fallback",
        format: "jpeg",
        width: 1200,
        height: 900,
        data: randomBytes(64),
      },
    ],
  };
  return storeMedia(t.db, { processed, bytes: 5000, fileName, alt: "Uma imagem" });
}

let unique = 0;
async function project(title: string, imageUrl: string, gallery: string[] = []) {
  unique += 1;
  const [row] = await t.db
    .insert(portfolioProjects)
    .values({
      title,
      slug: `projeto-${unique}`,
      description: "Um projeto",
      category: "website",
      imageUrl,
    })
    .returning({ id: portfolioProjects.id, title: portfolioProjects.title });
  if (!row) throw new Error("no project");
  for (const imageUrl of gallery) {
    await t.db.insert(portfolioImages).values({ projectId: row.id, imageUrl });
  }
  return row;
}

async function listed(q: string): Promise<Map<string, MediaListItem>> {
  const answer = await t.request("GET", `/api/admin/media?q=${q}`, { cookie: editor });
  expect(answer.status).toBe(200);
  return new Map((answer.body.data as MediaListItem[]).map((item) => [item.fileName, item]));
}

describe("where each image is used", () => {
  it("names the projects showing it as cover or in a gallery, once each, by title", async () => {
    const cover = await store("uso-capa.jpg");
    const both = await store("uso-ambos.jpg");
    const unused = await store("uso-nenhum.jpg");
    const zebra = await project("Zebra Studio", cover.url);
    const aurora = await project("Aurora Café", "https://cdn.exemplo.com/capa.jpg", [cover.url]);
    // Cover and gallery of one project: named once.
    const brisa = await project("Brisa Blog", both.url, [both.url, both.url]);
    // An address that only starts like another image's (id 1 vs 12) names no project of it.
    await project("Outro Número", `/media/${unused.id}0/uso-nenhum-1200.jpg`);

    const images = await listed("uso-");
    expect(images.get("uso-capa.jpg")?.usedBy).toEqual([aurora, zebra]);
    expect(images.get("uso-ambos.jpg")?.usedBy).toEqual([brisa]);
    expect(images.get("uso-nenhum.jpg")?.usedBy).toEqual([]);
  });

  it("agrees with the rule that refuses a deletion", async () => {
    const item = await store("regra.jpg");
    const used = await project("Loja Regra", "https://cdn.exemplo.com/x.jpg", [item.url]);
    const images = await listed("regra");
    expect(images.get("regra.jpg")?.usedBy).toEqual([used]);
    const refused = await t.request("DELETE", `/api/admin/media/${item.id}`, { cookie: editor });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([{ path: `projects.${used.id}`, message: used.title }]);
  });

  it("takes the same number of statements for a page of 2 images as for one of 12", async () => {
    // Both drivers (node-postgres' pool, PGlite) send every statement through query().
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const statements = async (q: string) => {
      const spy = vi.spyOn(client, "query");
      try {
        const page = await listMedia(t.db, { q, limit: 100, sort: "newest", cursor: null });
        return { shown: page.data.length, count: spy.mock.calls.length };
      } finally {
        spy.mockRestore();
      }
    };
    for (let i = 0; i < 12; i += 1) {
      const item = await store(`pagina-grande-${i}.jpg`);
      await project(`Página grande ${i}`, item.url);
    }
    for (let i = 0; i < 2; i += 1) {
      const item = await store(`pagina-curta-${i}.jpg`);
      await project(`Página curta ${i}`, item.url);
    }
    const large = await statements("pagina-grande");
    const short = await statements("pagina-curta");
    expect([large.shown, short.shown]).toEqual([12, 2]);
    expect(large.count).toBeGreaterThan(0);
    expect(large.count).toBe(short.count);
  });
});
