import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { seedDemoContent } from "../db/seed/demo.server.ts";
import { startProduction } from "../server/production.ts";
import { demoMediaLibrary } from "./support/demo-media.ts";

// `npm run demo`: build when needed, fill an empty DATA_DIR with demo content, start, and say how to sign in.
const buildDir = resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
if (!existsSync(resolve(buildDir, "server/index.js"))) {
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await startProduction({
  demo: true,
  prepare: async ({ database, logger }) => {
    const library = demoMediaLibrary({ log: (message) => logger.info(message) });
    if (await seedDemoContent(database.db, library)) logger.info("Conteúdo de demonstração criado");
  },
  onListening: (url, { firstAdmin, config }) => {
    const username = firstAdmin?.username ?? config.admin.username ?? "admin";
    const password = firstAdmin?.generatedPassword
      ? `senha ${firstAdmin.generatedPassword} (gerada agora; anote-a)`
      : config.admin.password
        ? "a senha de ADMIN_PASSWORD"
        : "a senha mostrada na primeira execução";
    process.stdout.write(
      `\n  Site:   ${url}\n  Painel: ${url}/login  (usuário ${username}, ${password})\n\n`,
    );
  },
});
