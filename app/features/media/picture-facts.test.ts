import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { photo } from "../../../tests/support/test-images.ts";
import { createMedia, pictureFactsFor } from "./media.server.ts";
import type { MediaItem } from "./types.ts";

// Real encoding on a shared 2-core machine.
const HEAVY = 180_000;

let t: TestApp;
let wide: MediaItem;
let small: MediaItem;

beforeAll(async () => {
  t = await createTestApp();
  wide = await createMedia(t.db, {
    bytes: await photo(2000, 1500).jpeg().toBuffer(),
    fileName: "praia.jpg",
    alt: "Praia",
  });
  small = await createMedia(t.db, {
    bytes: await photo(600, 400).jpeg().toBuffer(),
    fileName: "logo.jpg",
    alt: null,
  });
}, HEAVY);
afterAll(() => t.close());

describe("pictureFactsFor", () => {
  it("gives a library image its srcsets narrowest first, its size, placeholder and social crop", async () => {
    const facts = await pictureFactsFor(t.db, [wide.url]);
    const picture = facts[wide.url];
    expect(picture).toBeDefined();
    expect(picture?.width).toBe(2000);
    expect(picture?.height).toBe(1500);
    expect(picture?.placeholder).toBe(wide.placeholder);
    const widths = (srcset: string) => srcset.split(", ").map((entry) => entry.split(" ")[1]);
    expect(widths(picture?.avif ?? "")).toEqual(["480w", "768w", "1200w", "1920w"]);
    expect(widths(picture?.webp ?? "")).toEqual(["480w", "768w", "1200w", "1920w"]);
    expect(picture?.avif).toMatch(/^\/media\/\d+\/praia-480\.avif 480w, /);
    expect(picture?.social).toMatch(/^\/media\/\d+\/praia-og\.jpg$/);
  });

  it("offers only the widths a small image has (no upscaling)", async () => {
    const facts = await pictureFactsFor(t.db, [small.url]);
    const widths = (srcset = "") => srcset.split(", ").map((entry) => entry.split(" ")[1]);
    expect(widths(facts[small.url]?.webp)).toEqual(["480w", "600w"]);
    expect(widths(facts[small.url]?.avif)).toEqual(["480w", "600w"]);
  });

  it("leaves external addresses, unknown library ids and foreign copies out", async () => {
    const external = "https://example.com/capa.jpg";
    const unknown = "/media/999999/sumiu-1200.jpg";
    const foreign = wide.url.replace(/-[a-z0-9]+\.jpg$/, "-9999.jpg");
    const facts = await pictureFactsFor(t.db, [
      external,
      unknown,
      foreign,
      "/demo/capa.svg",
      wide.url,
    ]);
    expect(Object.keys(facts)).toEqual([wide.url]);
  });

  it("answers an empty list with no facts", async () => {
    expect(await pictureFactsFor(t.db, [])).toEqual({});
  });
});
