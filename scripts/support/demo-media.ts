import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import sharp from "sharp";
import { storeMedia } from "../../app/features/media/media.server.ts";
import {
  ENCODING,
  FALLBACK_WIDTH,
  MAX_PIXELS,
  processImage,
  RESPONSIVE_WIDTHS,
  SOCIAL_SIZE,
} from "../../app/features/media/process-image.server.ts";
import { projectRoot } from "../../db/project-root.ts";
import { type DemoMediaLibrary, demoProjectImages } from "../../db/seed/demo.server.ts";
import { demoProjects } from "../../db/seed/projects.ts";
import { type CachedImage, cachedImages } from "./demo-media-cache.ts";

/**
 * The demo pictures as library media (docs/product.md#demo-content): each generated SVG is
 * drawn as the PNG a designer would export, 1920 px wide like the widest copy the library keeps,
 * and that PNG goes through the library's own processing (processImage) and storing (storeMedia),
 * as an upload to POST /api/admin/media does. What processing makes is kept on disk and shipped
 * with the code (decisions 0021, 0029), so no seed pays for it.
 */

/** How a picture is drawn before it is "uploaded". */
const DEMO_RASTER = { width: 1920, format: "png", compressionLevel: 9 } as const;

/**
 * The processed pictures ship with the code (decision 0029): a fresh clone's first `npm run demo`
 * and every end-to-end server start from them instead of two minutes of CPU. A picture whose
 * source or processing changed is made again and written here, to be committed with the change
 * (db/seed/demo.test.ts fails until it is).
 */
export const DEMO_PICTURES_DIR = resolve(projectRoot(), "db", "seed", "pictures");

const digest = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/**
 * Everything a picture's copies depend on besides its SVG: how it is drawn, the library's widths,
 * bounds and encoder settings, and the codecs' versions. The rest of the processing code is not
 * part of the key, so a fix elsewhere in it does not remake 9 MB of pictures; a change that does
 * alter the copies fails db/seed/demo.test.ts, which makes one picture again and compares it
 * byte for byte (decision 0029).
 */
export const demoMediaVersion = digest(
  JSON.stringify({
    raster: DEMO_RASTER,
    widths: RESPONSIVE_WIDTHS,
    fallbackWidth: FALLBACK_WIDTH,
    social: SOCIAL_SIZE,
    maxPixels: MAX_PIXELS,
    encoding: ENCODING,
    codecs: sharp.versions,
  }),
);

/** The SVG drawn at DEMO_RASTER's width (its own aspect ratio kept), on white, as a PNG. */
async function rasteriseDemoImage(svg: string): Promise<Buffer> {
  const source = Buffer.from(svg);
  const { width } = await sharp(source).metadata();
  if (!width) throw new Error("demo SVG without a width");
  return sharp(source, { density: (72 * DEMO_RASTER.width) / width })
    .flatten({ background: "#ffffff" })
    .png({ compressionLevel: DEMO_RASTER.compressionLevel })
    .toBuffer();
}

/** One picture made the slow way: drawn, then processed as an upload. */
export async function makeDemoImage(svg: string): Promise<CachedImage> {
  const raster = await rasteriseDemoImage(svg);
  return { uploadBytes: raster.length, processed: await processImage(raster) };
}

export interface DemoMediaOptions {
  /** The folder of processed pictures (DEMO_PICTURES_DIR); null keeps nothing. */
  cacheDir?: string | null;
  /** Told how many pictures are about to be made, and then how long it took. */
  log?: (message: string) => void;
  /** Pictures made at once; the machine's cores by default. */
  concurrency?: number;
}

/** The media library as the demo seed (db/seed/demo.server.ts) uses it. */
export function demoMediaLibrary(options: DemoMediaOptions = {}): DemoMediaLibrary {
  const dir = options.cacheDir === undefined ? DEMO_PICTURES_DIR : options.cacheDir;
  return {
    async prepare(images) {
      const started = performance.now();
      let told = false;
      const { images: made, made: count } = await cachedImages({
        dir,
        version: demoMediaVersion,
        sources: images.map((image) => Buffer.from(image.svg)),
        concurrency: options.concurrency ?? availableParallelism(),
        make: (index) => {
          if (!told) {
            told = true;
            options.log?.(
              "Processando as imagens de demonstração (só na primeira vez: cerca de um minuto)",
            );
          }
          return makeDemoImage(images[index]!.svg);
        },
      });
      if (count > 0) {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        options.log?.(`Imagens de demonstração processadas: ${count} em ${seconds} s`);
      }
      return images.map((image, index) => async (tx) => {
        const { processed, uploadBytes } = made[index]!;
        const item = await storeMedia(tx, {
          processed,
          bytes: uploadBytes,
          fileName: `${image.name}.${DEMO_RASTER.format}`,
          alt: image.alt,
        });
        return item.url;
      });
    },
  };
}

/**
 * Fills the cache with every demo picture, using all cores, before a benchmark starts a demo
 * server: on a fresh machine that server would otherwise spend its start-up (pinned to one CPU)
 * processing them, well past any readiness wait.
 */
export async function prepareDemoMedia(log?: (message: string) => void): Promise<void> {
  await demoMediaLibrary({ log }).prepare(demoProjects.flatMap(demoProjectImages));
}
