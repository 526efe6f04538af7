import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import type { AppEnv } from "./app-env.ts";
import { IMMUTABLE_CACHE } from "./conditional.ts";

/**
 * The client build and uploaded media. Hashed assets and media never change under one name,
 * so browsers may keep them for a year.
 *
 * `npm run build` leaves `.br` and `.gz` copies beside the client files (scripts/compress-build.ts);
 * serveStatic sends the one the client lists in Accept-Encoding (br before gzip), with the original
 * file's Content-Type and Content-Encoding set, so the global compress() middleware leaves it as is.
 * Clients that list neither get the file itself (or compress() gzips it on the fly, for Accept-Encoding
 * forms serveStatic does not parse, such as `gzip;q=1`).
 */
export function staticFiles({ clientDir, mediaDir }: { clientDir?: string; mediaDir: string }) {
  const files = new Hono<AppEnv>();
  // A name that never changes is never revalidated: no date to compare against either.
  const cacheForever: MiddlewareHandler = async (c, next) => {
    await next();
    if (!c.res.ok) return;
    c.header("Cache-Control", IMMUTABLE_CACHE);
    c.res.headers.delete("Last-Modified");
  };
  // Uploaded images are compressed formats already: served as they are.
  files.use(
    "/media/*",
    cacheForever,
    serveStatic({ root: mediaDir, rewriteRequestPath: (p) => p.replace(/^\/media/, "") }),
  );
  if (clientDir) {
    const clientFiles = serveStatic({ root: clientDir, precompressed: true });
    files.use("/assets/*", cacheForever, varyOnEncoding, clientFiles);
    files.use("/fonts/*", cacheForever, varyOnEncoding, clientFiles);
    for (const icon of ["/favicon.svg", "/favicon-48.png", "/apple-touch-icon.png"]) {
      files.use(icon, varyOnEncoding, clientFiles);
    }
    // public/images: the site's own illustrations (unhashed names, so no immutable cache).
    files.use("/images/*", varyOnEncoding, clientFiles);
  }
  return files;
}

const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * serveStatic adds `Vary: Accept-Encoding` only when it sends a compressed copy. The plain answer
 * for the same URL needs it too: a shared cache would otherwise hand the first copy it stored, the
 * uncompressed one, to every client.
 */
const varyOnEncoding: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.ok || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(c.res.headers.get("Content-Type") ?? "")) {
    return;
  }
  const vary = c.res.headers.get("Vary");
  if (vary === "*" || (vary && VARY_ACCEPT_ENCODING.test(vary))) return;
  c.header("Vary", "Accept-Encoding", { append: true });
};
