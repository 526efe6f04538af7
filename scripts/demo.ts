import { spawnSync } from "node:child_process";
import { utimesSync } from "node:fs";
import { resolve } from "node:path";
import { projectRoot } from "../db/project-root.ts";
import { buildDir } from "../server/build-dir.ts";
import { importBuiltServer } from "../server/built-server.ts";
import { buildFreshness } from "./support/build-freshness.ts";

// `npm run demo`: build when there is none or a source changed since (after a `git pull` or an
// edit), fill an empty DATA_DIR with demo content, start, and say how to sign in.
const builtFile = resolve(buildDir(), "server/demo.js");
const freshness = buildFreshness(projectRoot(), builtFile);
if (!freshness.fresh) {
  if (freshness.reason === "changed") {
    process.stdout.write(
      `Código alterado desde o último build (${freshness.source}): gerando um build novo...\n`,
    );
  }
  const startedAt = new Date();
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The build holds the sources as they were when it began: one saved while it ran stays newer.
  utimesSync(builtFile, startedAt, startedAt);
}

const { startDemo } = await importBuiltServer("demo");
await startDemo({
  demo: true,
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
