import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkLayers, importsOf, rules } from "./check-layers.ts";

let root: string;

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "layers-"));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(root, dirname(path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

const ruleNamed = (start: string) => rules.find((rule) => rule.name.startsWith(start))!.name;

/** A small, well-layered product: every fixture below adds one import that breaks a rule. */
const base = {
  "app/lib/cn.ts": "export const cn = 1;\n",
  "app/components/ui/button.tsx": 'import { cn } from "../../lib/cn.ts";\n',
  "app/features/portfolio/index.ts": 'export { Card } from "./components/card.tsx";\n',
  "app/features/portfolio/components/card.tsx": 'import { cn } from "../../../lib/cn.ts";\n',
  "app/features/portfolio/portfolio.server.ts": "export const list = 1;\n",
  "app/features/home/components/grid.tsx":
    'import { Card } from "../../portfolio/index.ts";\nimport { Button } from "../../../components/ui/button.tsx";\n',
  "app/routes/site/home.tsx":
    'import type { Route } from "./+types/home";\nimport { list } from "../../features/portfolio/portfolio.server.ts";\n',
  "server/http/session.ts": 'import { cn } from "../../app/lib/cn.ts";\n',
  "server/app.ts": 'import { list } from "../app/features/portfolio/portfolio.server.ts";\n',
};

describe("the layer check", () => {
  it("passes a product whose imports point one way", () => {
    expect(checkLayers(tree(base))).toEqual([]);
  });

  it.each([
    [
      "server/http importing a feature",
      {
        "server/http/bad.ts":
          'import { list } from "../../app/features/portfolio/portfolio.server.ts";\n',
      },
      "server/http, server/cache, server/jobs, server/mail, app/lib and db",
    ],
    [
      "lib importing a feature",
      { "app/lib/bad.ts": 'export { Card } from "../features/portfolio/index.ts";\n' },
      "server/http, server/cache, server/jobs, server/mail, app/lib and db",
    ],
    [
      "server/jobs importing a feature",
      { "server/jobs/bad.ts": 'import { x } from "../../app/features/backup/index.server.ts";\n' },
      "server/http, server/cache, server/jobs, server/mail, app/lib and db",
    ],
    [
      "server/mail importing a feature",
      { "server/mail/bad.ts": 'import { x } from "../../app/features/mail/index.server.ts";\n' },
      "server/http, server/cache, server/jobs, server/mail, app/lib and db",
    ],
    [
      "db importing a feature",
      { "db/seed/bad.ts": 'import type { X } from "../../app/features/portfolio/index.ts";\n' },
      "server/http, server/cache, server/jobs, server/mail, app/lib and db",
    ],
    [
      "a feature importing another feature's internals",
      { "app/features/home/bad.tsx": 'import { Card } from "../portfolio/components/card.tsx";\n' },
      "a feature imports another feature",
    ],
    [
      "a feature importing another's internals lazily",
      {
        "app/features/home/lazy.tsx": 'const card = import("../portfolio/components/card.tsx");\n',
      },
      "a feature imports another feature",
    ],
    [
      "components importing a feature",
      {
        "app/components/layout/bad.tsx":
          'import {\n  Card,\n} from "../../features/portfolio/index.ts";\n',
      },
      "components import no feature",
    ],
    [
      "components importing the root module",
      { "app/components/layout/facts.ts": 'import { x } from "../../root.tsx";\n' },
      "components import no feature",
    ],
    [
      "a module importing a route",
      { "app/features/home/bad.ts": 'import { loader } from "../../routes/site/home.tsx";\n' },
      "nothing imports a route module",
    ],
    [
      "a server module importing another feature's client entry",
      {
        "app/features/home/home.server.ts": 'import { Card } from "../portfolio/index.ts";\n',
      },
      "a *.server module imports another feature only through its index.server.ts",
    ],
    [
      "a client module importing a server module",
      {
        "app/features/portfolio/components/bad.tsx":
          'import { list } from "../portfolio.server.ts";\n',
      },
      "client modules import no *.server module",
    ],
    [
      "a form's schema taking a value list from the tables",
      {
        "db/schema.ts": "export const siteLanguages = [];\n",
        "app/features/contact/schemas.ts":
          'import { siteLanguages } from "../../../db/schema.ts";\n',
      },
      "a feature's schemas.ts takes its value lists from db/value-lists.ts",
    ],
  ])("fails on %s", (_, extra, rule) => {
    const violations = checkLayers(tree({ ...base, ...extra }));
    expect(violations).toHaveLength(1);
    expect(violations[0]!.rule).toBe(ruleNamed(rule));
    expect(Object.keys(extra)).toContain(violations[0]!.file);
  });

  it("lets a client module import a server module's types, which the build erases", () => {
    const typed = {
      "app/features/portfolio/api.ts":
        'import type { endpoints } from "./api.server.ts";\nexport type E = typeof endpoints;\n',
      "app/features/portfolio/api.server.ts": "export const endpoints = {};\n",
    };
    expect(checkLayers(tree({ ...base, ...typed }))).toEqual([]);
    const valued = {
      ...typed,
      "app/features/portfolio/api.ts": 'import { endpoints } from "./api.server.ts";\n',
    };
    expect(checkLayers(tree({ ...base, ...valued })).map((v) => v.rule)).toEqual([
      ruleNamed("client modules import no *.server module"),
    ]);
  });

  it("finds static, re-exported, side-effect and dynamic imports, not lookalikes in strings", () => {
    const source = [
      'import a from "./a.ts";',
      'import type { B } from "./b.ts";',
      'export { c } from "./c.ts";',
      'import "./d.css";',
      'const e = await import("./e.ts");',
      'const text = "this is not from \\"./f.ts\\"";',
    ].join("\n");
    expect(importsOf(source).sort()).toEqual(["./a.ts", "./b.ts", "./c.ts", "./d.css", "./e.ts"]);
  });
});
