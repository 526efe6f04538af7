import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";
import { projectRoot } from "../db/project-root.ts";

// `npm start` runs the server bundled by `npm run build`; the build itself is exercised by the
// end-to-end servers (scripts/e2e-server.ts loads its demo entry).

it("finds the project's root from its modules, where package.json and the migrations are", () => {
  const root = projectRoot();
  expect(root).toBe(resolve(import.meta.dirname, ".."));
  expect(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).name).toBe("agencia-site");
});

it("npm start without a build says how to make one, in one line and without a stack", () => {
  const emptyBuild = mkdtempSync(join(tmpdir(), "agency-no-build-"));
  try {
    const started = spawnSync(process.execPath, [join(projectRoot(), "server", "main.js")], {
      env: { ...process.env, BUILD_DIR: emptyBuild, NODE_ENV: "production" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toBe(
      "Build não encontrado: execute `npm run build` antes de `npm start`.\n",
    );
  } finally {
    rmSync(emptyBuild, { recursive: true, force: true });
  }
});
