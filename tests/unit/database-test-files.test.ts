import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { databaseTestFiles } from "../support/database-test-files.ts";

function project(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "database-test-files-"));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe("databaseTestFiles", () => {
  it("keeps the files that reach db/client.server.ts at any depth, through cycles and ~/ paths", () => {
    const root = project({
      "db/client.server.ts": "export const open = 1;",
      "app/lib/pure.ts": 'import { x } from "./cycle.ts";\nexport const y = x;',
      "app/lib/cycle.ts": 'import { y } from "./pure.ts";\nexport const x = y;',
      "app/lib/store.ts": 'export { open } from "../../db/client.server.ts";',
      "app/features/a/via-alias.ts": 'import { open } from "~/lib/store";\nexport default open;',
      "app/features/a/direct.test.ts": 'import "../../../db/client.server.ts";',
      "app/features/a/deep.test.ts": 'import x from "./via-alias.ts";',
      "app/features/a/lazy.test.ts": 'const m = await import("../../lib/store.ts");',
      "app/features/a/pure.test.ts": 'import { y } from "../../lib/pure.ts";\nimport "vitest";',
      "server/spawns.test.ts": "process.env.TEST_DATABASE_URL;",
    });
    expect(databaseTestFiles(root, ["app/**/*.test.ts", "server/**/*.test.ts"])).toEqual([
      "app/features/a/deep.test.ts",
      "app/features/a/direct.test.ts",
      "app/features/a/lazy.test.ts",
      "server/spawns.test.ts",
    ]);
  });

  it("finds this project's database tests and leaves out its pure ones", () => {
    const files = databaseTestFiles(join(import.meta.dirname, "../.."), ["app/**/*.test.ts"]);
    expect(files).toContain("app/features/media/api.test.ts");
    expect(files).not.toContain("app/lib/phone.test.ts");
  });
});
