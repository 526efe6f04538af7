import { readFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Real image files made by the real codec (docs/architecture.md#tests: never a mocked one), for
 * the media tests: one of each accepted format, and each kind of bad input.
 */

const scene = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="100%" height="100%" fill="#1e3a8a"/>
      <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f59e0b"/>
      <rect x="${width / 10}" y="${height / 10}" width="${width / 5}" height="${height / 8}" fill="#10b981"/>
    </svg>`,
  );

/** A busy picture (noise over shapes), so encoders have real work and sizes are realistic. */
export function photo(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 10 },
    },
  }).composite([{ input: scene(width, height), blend: "overlay" }]);
}

/**
 * A phone photo: stored sideways with EXIF orientation 6 (1350×900 shown 900×1350) and a GPS
 * position in São Paulo. Large enough for three responsive widths, the last one the photo's own;
 * a real phone's 4000 pixels would only make every test that encodes it slower.
 */
export async function jpegWithGps(width = 1350, height = 900): Promise<Buffer> {
  const raw = await photo(width, height).jpeg({ quality: 85 }).toBuffer();
  return sharp(raw)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "Fonecorp", Model: "Fone 12" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "23/1 33/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "46/1 38/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Half-transparent PNG: its fallback must stay PNG. */
export function pngWithAlpha(width = 900, height = 600): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 30, b: 90, alpha: 0.5 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f59e0b"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
}

export const webp = (width = 1280, height = 720) =>
  photo(width, height).webp({ quality: 80 }).toBuffer();
export const avif = (width = 1000, height = 800) =>
  photo(width, height).avif({ quality: 50, effort: 0 }).toBuffer();
export const gif = (width = 320, height = 240) => photo(width, height).gif().toBuffer();

/** A JPEG cut in the middle of its data. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await photo(800, 600).jpeg({ quality: 90 }).toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** 6500×6500 (42.25 megapixels) of one colour: a few kilobytes that would decode to 169 MB. */
export const hugePng = () =>
  sharp({ create: { width: 6500, height: 6500, channels: 3, background: "#ffffff" } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A PNG whose header claims 30000×30000 pixels (900 megapixels) over a few bytes of data. */
export const pngClaimingHugeSize = () => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header[8] = 1; // one bit per pixel, greyscale
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

export const svgWithScript = () =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">` +
      `<script>alert(document.cookie)</script><rect width="400" height="300" fill="red"/></svg>`,
  );

/** This machine's own `true` program: an ELF executable, to be sent as "foto.jpg". */
export const executable = () => readFileSync("/bin/true");
