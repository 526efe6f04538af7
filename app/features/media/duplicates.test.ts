import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, mediaFiles } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { openSharedTestDatabase } from "../../../tests/support/test-database.ts";
import { gif } from "../../../tests/support/test-images.ts";
import { storeMedia } from "./media.server.ts";
import type { ProcessedImage } from "./process-image.server.ts";
import { mediaMessages } from "./schemas.ts";
import type { MediaItem } from "./types.ts";

// Decision 0037: the same bytes uploaded again find the image they made, on either database,
// whether the uploads follow one another, come together, or reach two instances at once.

// Real encoding of real images on a shared 2-core machine.
const HEAVY = 180_000;

let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;
let a: TestApp;
let b: TestApp;
let editor: string;
let admin: string;

beforeAll(async () => {
  shared = await openSharedTestDatabase();
  a = await createTestApp({}, { database: shared.first });
  b = await createTestApp({}, { database: shared.second });
  editor = (await a.signIn("editor")).cookie;
  admin = (await a.signIn("admin")).cookie;
});
afterAll(() => shared.close());

async function upload(
  bytes: Buffer,
  name: string,
  { alt, app = a } = {} as {
    alt?: string;
    app?: TestApp;
  },
) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type: "image/gif" }));
  if (alt !== undefined) form.append("alt", alt);
  const response = await app.app.request("/api/admin/media", {
    method: "POST",
    body: form,
    headers: { cookie: editor },
  });
  return { status: response.status, body: await response.json() };
}

const counts = async () => [
  (await a.db.select({ id: media.id }).from(media)).length,
  (await a.db.select({ id: mediaFiles.mediaId }).from(mediaFiles)).length,
];

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("the same bytes uploaded again", () => {
  it(
    "answer 200 with the image already there, unchanged, and store nothing",
    async () => {
      const bytes = await gif(320, 240);
      const first = await upload(bytes, "vitrine.gif");
      expect(first.status).toBe(201);
      const item = first.body.data as MediaItem;
      const before = await counts();

      const again = await upload(bytes, "vitrine-copia.gif", { alt: "Vitrine à noite" });
      const stored = await a.request("GET", `/api/admin/media/${item.id}`, { cookie: editor });
      expect(again).toEqual({
        status: 200,
        body: { success: true, data: stored.body.data, message: mediaMessages.alreadyStored },
      });
      expect(again.body.data.url).toBe(item.url);
      // The image kept its name and (no) alt text: a repeat changes nothing.
      expect(again.body.data.fileName).toBe("vitrine.gif");
      expect(again.body.data.alt).toBeNull();
      expect(await counts()).toEqual(before);
      const [row] = await a.db
        .select({ originalSha256: media.originalSha256 })
        .from(media)
        .where(eq(media.id, item.id));
      expect(row?.originalSha256).toBe(sha256(bytes));

      const log = await a.request("GET", "/api/admin/audit?action=media.upload", {
        cookie: admin,
      });
      const targets = log.body.data.map((entry: { target: string }) => entry.target);
      expect(targets).toContain(`#${item.id} vitrine.gif`);
      expect(targets).toContain(`#${item.id} vitrine.gif (${mediaMessages.alreadyStored})`);
    },
    HEAVY,
  );

  it(
    "sent twice at once, make one image: one 201, one 200 with it",
    async () => {
      const bytes = await gif(300, 200);
      const before = await counts();
      const answers = await Promise.all([
        upload(bytes, "duas-vezes.gif"),
        upload(bytes, "duas-vezes.gif"),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
      const [one, two] = answers.map((answer) => answer.body.data as MediaItem);
      expect(one?.id).toBe(two?.id);
      expect((await counts())[0]).toBe((before[0] ?? 0) + 1);
    },
    HEAVY,
  );

  it(
    "sent to two instances at once, make one image",
    async () => {
      const bytes = await gif(280, 210);
      const before = await counts();
      const answers = await Promise.all([
        upload(bytes, "duas-instancias.gif", { app: a }),
        upload(bytes, "duas-instancias.gif", { app: b }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
      expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
      expect((await counts())[0]).toBe((before[0] ?? 0) + 1);
    },
    HEAVY,
  );

  it("stored by two connections at the same moment, keep one row: the unique index decides", async () => {
    // Past every look before the insert, as two instances whose looks both found nothing.
    const originalSha256 = sha256(randomBytes(32));
    const processed = (): ProcessedImage => ({
      format: "jpeg",
      width: 800,
      height: 600,
      hasAlpha: false,
      placeholder: "data:image/webp;base64,UklGRg==",
      files: [
        {
          label: "800.jpg",
          kind: "fallback",
          format: "jpeg",
          width: 800,
          height: 600,
          data: randomBytes(200_000),
        },
      ],
    });
    const store = (db: typeof a.db) =>
      storeMedia(db, {
        processed: processed(),
        bytes: 90_000,
        fileName: "corrida.jpg",
        alt: null,
        originalSha256,
      });
    const [first, second] = await Promise.all([store(shared.first.db), store(shared.second.db)]);
    expect(first.id).toBe(second.id);
    const rows = await a.db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.originalSha256, originalSha256));
    expect(rows).toEqual([{ id: first.id }]);
    // The image that stayed is whole: its copy is there, and only one.
    const files = await a.db
      .select({ label: mediaFiles.label })
      .from(mediaFiles)
      .where(eq(mediaFiles.mediaId, first.id));
    expect(files).toEqual([{ label: "800.jpg" }]);
  });
});

describe("images stored before their bytes were hashed", () => {
  it(
    "keep being listed and served, and the same file uploaded now makes a hashed image of its own",
    async () => {
      const bytes = await gif(260, 180);
      const first = await upload(bytes, "antiga.gif");
      expect(first.status).toBe(201);
      const old = first.body.data as MediaItem;
      // As a row from before migration 0018: no hash.
      await a.db.update(media).set({ originalSha256: null }).where(eq(media.id, old.id));

      const listed = await a.request("GET", "/api/admin/media?q=antiga", { cookie: editor });
      expect(listed.body.data.map((item: MediaItem) => item.id)).toEqual([old.id]);
      expect((await a.app.request(old.url)).status).toBe(200);

      const again = await upload(bytes, "antiga.gif");
      expect(again.status).toBe(201);
      expect(again.body.data.id).not.toBe(old.id);
      // From now on the file is known.
      expect((await upload(bytes, "antiga.gif")).body.data.id).toBe(again.body.data.id);
    },
    HEAVY,
  );
});
