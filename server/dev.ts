import { createServer as createHttpServer, type RequestListener } from "node:http";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApp } from "./app.ts";
import { boot, listen } from "./boot.ts";

// Development: Vite (hot reload, on-demand page modules) in front of the same Hono app, one origin.
const booted = await boot();
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

const app = createApp({
  ...booted,
  pages: async (request, context) => {
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return createRequestHandler(build, "development")(request, context);
  },
  serveStatic: { mediaDir: booted.mediaDir },
});

listen(
  app.fetch,
  booted,
  (url) => booted.logger.info({ url }, `Servidor de desenvolvimento em ${url}`),
  () => vite.close(),
  (options, listener: RequestListener) =>
    createHttpServer(options, (req, res) => vite.middlewares(req, res, () => listener(req, res))),
);
