import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { buildDir } from "../server/build-dir.ts";
import { importBuiltServer } from "../server/built-server.ts";

// `npm run demo`: build when needed, fill an empty DATA_DIR with demo content, start, and say how to sign in.
if (!existsSync(resolve(buildDir(), "server/demo.js"))) {
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
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
