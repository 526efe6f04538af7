import type { MediaFormat } from "./types.ts";

/**
 * The image format a file's first bytes announce (docs/product.md#media): the only judge of what
 * an upload is. Its name and declared type are the sender's words and are never trusted. SVG,
 * HEIC, TIFF, PDF, executables and anything else answer null.
 */
export function detectFormat(bytes: Uint8Array): MediaFormat | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && isAvifBrand(bytes)) return "avif";
  return null;
}

/** An ISO-BMFF file whose major or compatible brands name AVIF (`avif` still, `avis` sequence). */
function isAvifBrand(bytes: Uint8Array): boolean {
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 64);
  for (let at = 8; at + 4 <= end; at += 4) {
    if (at === 12) continue; // the minor version, not a brand
    const brand = String.fromCharCode(...bytes.subarray(at, at + 4));
    if (brand === "avif" || brand === "avis") return true;
  }
  return false;
}
