import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildFreshness } from "./build-freshness.ts";

let root: string;
const built = () => join(root, "build", "server", "demo.js");
const builtAt = new Date("2026-11-20T12:00:00Z");
const before = new Date("2026-11-20T11:00:00Z");
const after = new Date("2026-11-20T13:00:00Z");

/** Writes a file under the temporary project with the given modification time. */
function file(path: string, time: Date) {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, "");
  utimesSync(full, time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "build-freshness-"));
  file("package.json", before);
  file("app/root.tsx", before);
  file("app/routes/site/home.tsx", before);
  file("server/production.ts", before);
  file("public/favicon.svg", before);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("buildFreshness", () => {
  it("asks for a build when there is none", () => {
    expect(buildFreshness(root, built())).toEqual({ fresh: false, reason: "missing" });
  });

  it("keeps a build newer than every source", () => {
    file("build/server/demo.js", builtAt);
    expect(buildFreshness(root, built())).toEqual({ fresh: true });
  });

  it("asks for a build when a source, however deep, changed after it", () => {
    file("build/server/demo.js", builtAt);
    file("app/routes/site/home.tsx", after);
    expect(buildFreshness(root, built())).toEqual({
      fresh: false,
      reason: "changed",
      source: join("app", "routes", "site", "home.tsx"),
    });
  });

  it("counts the packages and the build's settings as sources", () => {
    file("build/server/demo.js", builtAt);
    file("package-lock.json", after);
    expect(buildFreshness(root, built())).toMatchObject({ source: "package-lock.json" });
  });

  it("ignores newer tests, packages and what the demo server writes as it runs", () => {
    file("build/server/demo.js", builtAt);
    file("app/routes/site/home.test.ts", after);
    file("server/node_modules/some-package/index.js", after);
    file("db/seed/pictures/lock", after);
    file("scripts/bench.ts", after);
    expect(buildFreshness(root, built())).toEqual({ fresh: true });
  });
});
