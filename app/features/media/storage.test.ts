import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.server.ts";
import { media, mediaFiles } from "../../../db/schema.ts";
import { openTestDatabase } from "../../../tests/support/test-database.ts";
import { MESSAGE_BYTES } from "./image-worker.server.ts";
import { mediaFile, storeMedia } from "./media.server.ts";
import type { EncodedFile, ProcessedImage } from "./process-image.server.ts";

// The copies are written a piece of MESSAGE_BYTES per statement (media.server.ts): what matters
// is that they come back whole, byte for byte, and that a failure half-way leaves nothing.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const copy = (label: string, data: Buffer): EncodedFile => ({
  label,
  kind: label.endsWith(".jpg") ? "fallback" : "responsive",
  format: label.endsWith(".jpg") ? "jpeg" : "avif",
  width: 1200,
  height: 800,
  data,
});

const image = (files: EncodedFile[]): ProcessedImage => ({
  format: "jpeg",
  width: 2400,
  height: 1600,
  hasAlpha: false,
  placeholder: "data:image/webp;base64,UklGRg==",
  files,
});

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("base64url");

describe("storing an image's copies", () => {
  it("stores copies of one and of many pieces and reads them back byte for byte", async () => {
    // Every byte value, in many pieces and a short last one; and a copy of one byte.
    const large = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      randomBytes(5 * MESSAGE_BYTES + 123),
    ]);
    const small = Buffer.from([0]);
    const exact = randomBytes(MESSAGE_BYTES);
    const item = await storeMedia(database.db, {
      processed: image([copy("1200.jpg", large), copy("480.avif", small), copy("768.avif", exact)]),
      bytes: 9_000_000,
      fileName: "Vista Aérea.jpg",
      alt: null,
    });
    for (const [label, data] of [
      ["1200.jpg", large],
      ["480.avif", small],
      ["768.avif", exact],
    ] as const) {
      const variant = item.variants.find((v) => v.url.endsWith(`-${label}`));
      expect(variant?.bytes).toBe(data.length);
      const file = await mediaFile(database.db, item.id, "vista-aerea", label);
      expect(file?.hash).toBe(sha256(data));
      expect((await file?.data())?.equals(data)).toBe(true);
    }
  });

  it("leaves nothing behind when a copy fails after others were written", async () => {
    const count = async () => [
      (await database.db.select().from(media)).length,
      (await database.db.select({ id: mediaFiles.mediaId }).from(mediaFiles)).length,
    ];
    const before = await count();
    const data = randomBytes(3 * MESSAGE_BYTES);
    // The same label twice: the second copy's first piece breaks the primary key.
    await expect(
      storeMedia(database.db, {
        processed: image([copy("1200.jpg", data), copy("480.avif", data), copy("480.avif", data)]),
        bytes: 1000,
        fileName: "falha.jpg",
        alt: null,
      }),
    ).rejects.toThrow();
    expect(await count()).toEqual(before);
  });
});
