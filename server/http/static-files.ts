import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

/**
 * The client build and uploaded media. Hashed assets and media never change under one name,
 * so browsers may keep them for a year.
 */
export function staticFiles({ clientDir, mediaDir }: { clientDir?: string; mediaDir: string }) {
  const files = new Hono<AppEnv>();
  const cacheForever: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  };
  files.use(
    "/media/*",
    cacheForever,
    serveStatic({ root: mediaDir, rewriteRequestPath: (p) => p.replace(/^\/media/, "") }),
  );
  if (clientDir) {
    files.use("/assets/*", cacheForever, serveStatic({ root: clientDir }));
    files.use("/fonts/*", cacheForever, serveStatic({ root: clientDir }));
    files.use("/favicon.svg", serveStatic({ root: clientDir }));
    // public/images: the site's own illustrations (unhashed names, so no immutable cache).
    files.use("/images/*", serveStatic({ root: clientDir }));
  }
  return files;
}
