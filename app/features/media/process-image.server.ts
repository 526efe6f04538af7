import type Sharp from "sharp";
import type { Metadata, ResizeOptions } from "sharp";
import { detectFormat } from "./detect-format.ts";
import type { MediaFormat, MediaVariantKind } from "./types.ts";

/** docs/product.md#media: the largest image accepted, in pixels (a decompression bomb is bigger). */
export const MAX_PIXELS = 40_000_000;
export const RESPONSIVE_WIDTHS = [480, 768, 1200, 1920] as const;
export const FALLBACK_WIDTH = 1200;
export const SOCIAL_SIZE = { width: 1200, height: 630 } as const;
const LARGEST = RESPONSIVE_WIDTHS[RESPONSIVE_WIDTHS.length - 1] as number;

// sharp (libvips, some 35 MB resident) loads with the first image rather than with every
// server start (docs/performance.md#start-and-footprint): the server itself never loads it, an
// upload is processed in a child process (image-worker.server.ts, decision 0033); the demo seed
// and the tests call processImage directly. processImage sets it before any use.
let sharp: typeof Sharp;
let loaded: Promise<void> | undefined;

function loadSharp(): Promise<void> {
  loaded ??= import("sharp").then((module) => {
    sharp = module.default;
    // Each image is read once: libvips' operation cache would only hold on to memory between uploads.
    sharp.cache(false);
    // One libvips thread per image, so an upload takes one core at most and leaves the other(s)
    // to the site. sharp picks 1 itself on glibc without jemalloc, but more when MALLOC_ARENA_MAX
    // is set, as the image worker does.
    sharp.concurrency(1);
  });
  return loaded;
}

export type Rejection = "unsupported" | "corrupt" | "tooLarge";

/** Why an upload cannot become media; the API turns each reason into its status and message. */
export class ImageRejected extends Error {
  readonly reason: Rejection;
  constructor(reason: Rejection) {
    super(`image rejected: ${reason}`);
    this.reason = reason;
  }
}

export interface EncodedFile {
  /** The URL's last part: `480.avif`, `1200.jpg`, `og.jpg`. */
  label: string;
  kind: MediaVariantKind;
  format: MediaFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  format: MediaFormat;
  /** The upright image's size (after EXIF rotation). */
  width: number;
  height: number;
  hasAlpha: boolean;
  placeholder: string;
  files: EncodedFile[];
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/**
 * Turns an upload into the copies the site serves (docs/product.md#media): judged by its bytes,
 * refused before decoding when it claims more than MAX_PIXELS, decoded once (first frame only),
 * turned upright by its EXIF orientation, then encoded without any of its metadata: sharp writes
 * none unless asked, so a phone's GPS position never leaves this function. No copy is upscaled,
 * and none is kept when it comes out larger than the upload in the upload's own format.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  await loadSharp();
  const format = detectFormat(input);
  if (!format) throw new ImageRejected("unsupported");
  const pixels = await decode(input);
  const sameFormatLimit = (output: MediaFormat) =>
    output === format ? input.length : Number.POSITIVE_INFINITY;
  const hasAlpha = pixels.channels === 4 && !(await from(pixels).stats()).isOpaque;

  const files: EncodedFile[] = [];
  const widths = [...new Set(RESPONSIVE_WIDTHS.map((w) => Math.min(w, pixels.width)))];
  for (const width of widths) {
    for (const output of ["avif", "webp"] as const) {
      const file = await encode(pixels, { width }, output, sameFormatLimit(output));
      if (file) files.push({ ...file, kind: "responsive", label: `${width}.${output}` });
    }
  }
  const fallbackFormat = hasAlpha ? "png" : "jpeg";
  const fallbackWidth = Math.min(FALLBACK_WIDTH, pixels.width);
  const fallback = await encode(
    pixels,
    { width: fallbackWidth },
    fallbackFormat,
    sameFormatLimit(fallbackFormat),
  );
  if (fallback) {
    const ext = hasAlpha ? "png" : "jpg";
    files.push({ ...fallback, kind: "fallback", label: `${fallbackWidth}.${ext}` });
  }
  // Social cards are always 1200×630: a smaller image is enlarged for them, nothing else is.
  const social = await encode(
    pixels,
    { ...SOCIAL_SIZE, fit: "cover", position: sharp.strategy.attention },
    "jpeg",
    sameFormatLimit("jpeg"),
  );
  if (social) files.push({ ...social, kind: "social", label: "og.jpg" });

  return {
    format,
    width: pixels.fullWidth,
    height: pixels.fullHeight,
    hasAlpha,
    placeholder: await placeholder(pixels),
    files,
  };
}

async function decode(input: Buffer): Promise<Pixels & { fullWidth: number; fullHeight: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { failOn: "truncated", pages: 1 }).metadata();
  } catch (error) {
    // A header past sharp's own limit (about 16,000 px square) is refused before it is read.
    throw new ImageRejected(isPixelLimit(error) ? "tooLarge" : "corrupt");
  }
  const width = meta.width;
  const height = meta.pageHeight ?? meta.height;
  if (!width || !height) throw new ImageRejected("corrupt");
  if (width * height > MAX_PIXELS) throw new ImageRejected("tooLarge");
  const turned = (meta.orientation ?? 1) >= 5;
  try {
    const { data, info } = await sharp(input, {
      autoOrient: true,
      failOn: "truncated",
      pages: 1,
      // Checked above from the header; kept here so no path ever decodes a bomb.
      limitInputPixels: MAX_PIXELS,
    })
      .resize({ width: LARGEST, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const channels = info.channels === 4 || info.channels === 2 ? 4 : 3;
    const rgb =
      channels === info.channels
        ? data
        : await sharp(data, {
            raw: { width: info.width, height: info.height, channels: info.channels },
          })
            .toColourspace("srgb")
            [channels === 4 ? "ensureAlpha" : "removeAlpha"]()
            .raw()
            .toBuffer();
    return {
      data: rgb,
      width: info.width,
      height: info.height,
      channels,
      fullWidth: turned ? height : width,
      fullHeight: turned ? width : height,
    };
  } catch (error) {
    throw new ImageRejected(isPixelLimit(error) ? "tooLarge" : "corrupt");
  }
}

const isPixelLimit = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

function from(pixels: Pixels) {
  return sharp(pixels.data, {
    raw: { width: pixels.width, height: pixels.height, channels: pixels.channels },
  });
}

/**
 * How each copy is encoded: the qualities tried in turn until the copy is smaller than the
 * upload of its own format, and each encoder's effort. Exported as what the shipped demo
 * pictures are keyed by (scripts/support/demo-media.ts).
 */
export const ENCODING = {
  qualities: {
    avif: [50, 40, 30],
    webp: [76, 62, 48],
    jpeg: [80, 68, 55],
    png: [100, 80, 60],
  } satisfies Record<Exclude<MediaFormat, "gif">, number[]>,
  avifEffort: 1,
  webpEffort: 3,
  pngCompressionLevel: 9,
} as const;

async function encode(
  pixels: Pixels,
  resize: ResizeOptions,
  format: Exclude<MediaFormat, "gif">,
  limit: number,
): Promise<Omit<EncodedFile, "label" | "kind"> | null> {
  for (const quality of ENCODING.qualities[format]) {
    const image = from(pixels).resize(resize);
    const encoder =
      format === "avif"
        ? image.avif({ quality, effort: ENCODING.avifEffort })
        : format === "webp"
          ? image.webp({ quality, effort: ENCODING.webpEffort })
          : format === "jpeg"
            ? image.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true })
            : image.png({
                compressionLevel: ENCODING.pngCompressionLevel,
                palette: quality < 100,
                quality,
              });
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    if (data.length < limit) return { format, width: info.width, height: info.height, data };
  }
  return null;
}

/** A 16-pixel blurred WebP as a data: URI, a few hundred bytes: the colours until the image loads. */
async function placeholder(pixels: Pixels): Promise<string> {
  const data = await from(pixels)
    .resize({ width: 16, height: 16, fit: "inside" })
    .blur(0.6)
    .webp({ quality: 30, alphaQuality: 30 })
    .toBuffer();
  return `data:image/webp;base64,${data.toString("base64")}`;
}
