import { readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats worth compressing. Source maps are left out (only developer tools fetch them),
 * and so are woff2 and the image formats, which are compressed already.
 */
const COMPRESSIBLE_EXTENSIONS = new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".html",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
]);

/** Below about one network packet, the saving is lost in the headers and the extra file. */
const DEFAULT_MIN_BYTES = 1024;

export interface PrecompressStats {
  /** Files of a compressible type and size that were compressed. */
  files: number;
  /** Their total size. */
  originalBytes: number;
  /** What a brotli client downloads for them (the original where brotli did not help). */
  brotliBytes: number;
  /** The same for a gzip client. */
  gzipBytes: number;
  /** `.br` / `.gz` files written (only those smaller than their original). */
  brotliFiles: number;
  gzipFiles: number;
}

export interface PrecompressOptions {
  minBytes?: number;
  /** Files compressed at once; zlib runs them on libuv's thread pool. */
  concurrency?: number;
}

function isCompressible(path: string) {
  return COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase());
}

/**
 * Writes `<file>.br` (brotli, max quality) and `<file>.gz` (gzip level 9) beside every compressible
 * file of `dir` and its subfolders, so the server sends them as they are instead of compressing on
 * each request. Running it again gives the same result: the `.br`/`.gz` files are never inputs.
 */
export async function precompressDirectory(
  dir: string,
  { minBytes = DEFAULT_MIN_BYTES, concurrency = availableParallelism() }: PrecompressOptions = {},
): Promise<PrecompressStats> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

  const stats: PrecompressStats = {
    files: 0,
    originalBytes: 0,
    brotliBytes: 0,
    gzipBytes: 0,
    brotliFiles: 0,
    gzipFiles: 0,
  };
  let next = 0;
  async function worker() {
    while (next < paths.length) {
      const path = paths[next++]!;
      const result = await precompressFile(path, minBytes);
      if (!result) continue;
      stats.files += 1;
      stats.originalBytes += result.originalBytes;
      stats.brotliBytes += result.brotliBytes ?? result.originalBytes;
      stats.gzipBytes += result.gzipBytes ?? result.originalBytes;
      if (result.brotliBytes !== undefined) stats.brotliFiles += 1;
      if (result.gzipBytes !== undefined) stats.gzipFiles += 1;
    }
  }
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, paths.length)) }, worker),
  );
  return stats;
}

async function precompressFile(path: string, minBytes: number) {
  const original = await readFile(path);
  if (original.length < minBytes) return undefined;
  const [brotliBody, gzipBody] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const { mtime } = await stat(path);
  return {
    originalBytes: original.length,
    brotliBytes: await writeSibling(`${path}.br`, brotliBody, original.length, mtime),
    gzipBytes: await writeSibling(`${path}.gz`, gzipBody, original.length, mtime),
  };
}

/** Returns the size written, or undefined when compressing did not pay (no sibling is left then). */
async function writeSibling(path: string, body: Buffer, originalBytes: number, mtime: Date) {
  if (body.length >= originalBytes) {
    // A sibling from an earlier build of a file with the same name would be stale.
    await rm(path, { force: true });
    return undefined;
  }
  await writeFile(path, body);
  // Every encoding of one file then answers with the same Last-Modified.
  await utimes(path, mtime, mtime);
  return body.length;
}
