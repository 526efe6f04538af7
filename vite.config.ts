import { dirname, resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { defaultLocale } from "./app/lib/locale-paths.ts";
import { compileMessages } from "./paraglide.config.ts";

/*
 * Fewer, larger script files for the public pages (docs/architecture.md#performance-budgets). Left to itself the bundler gives
 * every module shared by a different set of routes a chunk of its own, and the home page loaded
 * some thirty scripts, many of a few hundred bytes (one per icon): on a phone each is a round
 * trip. Here the public pages load, besides their route's own file:
 *
 * - "framework": React, React DOM and React Router, which every page needs;
 * - "site": the shared code of the home page and the public shell (header, footer);
 * - "home-later": what the home's parts fetched after the load (footer, sections below the hero,
 *   forms, cookie notice) share, so the home takes it in one file rather than a dozen of a few
 *   hundred bytes, and none of what only the other pages share;
 * - "pages": the rest of the code the public pages share.
 *
 * Only light modules go into these groups: our own code and small libraries, never a module
 * that pulls in a large one (zod, Radix...). Admin code never matches (the public routes do not
 * import it), so it stays in the admin routes' chunks; each part a public page loads with
 * import() keeps a chunk of its own, which fetches the groups it needs.
 */

const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
/** The visitor's pages (sign-in is staff's), and the routes of a first visit's usual landing. */
const publicRoute = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/](?!login\.tsx))/;
const homeRoute = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/](home|layout)\.tsx)/;
const inNodeModules = /[\\/]node_modules[\\/]/;
// Every compiled message is its own module, all re-exported by one index that every page imports:
// grouped, they would all ride in the first load; left alone, each goes with the code using it.
const messageModule = /[\\/]app[\\/]paraglide[\\/]messages[\\/]/;
const lightPackage =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|clsx|lucide-react)[\\/]/;
const lucideBarrel = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const lucideImport = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const reExport = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/**
 * lucide-react is one barrel naming every icon (`export { default as ArrowRight, … } from
 * './icons/arrow-right.mjs'`). Following the barrel would count every icon as public, the
 * admin's too; the names a module imports tell which icon files it really uses.
 */
function iconFiles(barrelId: string, barrelCode: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = "", from = ""] of barrelCode.matchAll(reExport)) {
    const file = resolve(dirname(barrelId), from);
    for (const name of names.split(",")) {
      const exported = name.split(/\s+as\s+/)[1]?.trim();
      if (exported) files.set(exported, file);
    }
  }
  return files;
}

function importedIcons(code: string): string[] {
  return [...code.matchAll(lucideImport)].flatMap(([, names = ""]) =>
    names
      .split(",")
      .map((name) => name.split(/\s+as\s+/)[0]?.trim() ?? "")
      .filter(Boolean),
  );
}

/**
 * Every message is asked for in the page's locale (`m.key(inputs, { locale })`, app/lib/locale.ts),
 * so the compiled messages never need Paraglide's own locale detection (cookie, URL, global
 * state): without it the runtime's detection code leaves every page's scripts, some 2 KB.
 */
/** The message functions, compiled before the build and again when a catalogue changes in development. */
export function compiledMessages(): Plugin {
  return {
    name: "compiled-messages",
    buildStart: () => compileMessages(),
    configureServer(server) {
      server.watcher.add(["messages", "project.inlang/settings.json"]);
      server.watcher.on("change", (file) => {
        if (/[\\/]messages[\\/][^/\\]+\.json$|settings\.json$/.test(file)) void compileMessages();
      });
    },
  };
}

function explicitLocaleMessages(): Plugin {
  const runtimeImport = "import { getLocale, experimentalStaticLocale } from '../runtime.js';";
  return {
    name: "explicit-locale-messages",
    transform(code, id) {
      if (!messageModule.test(id) || !code.includes("from '../runtime.js'")) return null;
      if (!code.includes(runtimeImport)) {
        throw new Error(
          `${id}: Paraglide's message modules changed; update explicitLocaleMessages`,
        );
      }
      const fallback = `const experimentalStaticLocale = undefined; const getLocale = () => "${defaultLocale}";`;
      return code.replace(runtimeImport, fallback);
    },
  };
}

function publicChunks(): Plugin {
  const publicModules = new Set<string>();
  const homeModules = new Set<string>();
  const homeLaterModules = new Set<string>();

  return {
    name: "public-chunks",
    applyToEnvironment: (environment) => environment.name === "client",

    // The module graph is complete here; the chunks are made afterwards, reading these sets.
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const barrelId = ids.find((id) => lucideBarrel.test(id));
      const barrelCode = barrelId ? this.getModuleInfo(barrelId)?.code : null;
      const icons = barrelId && barrelCode ? iconFiles(barrelId, barrelCode) : new Map();

      /**
       * Our modules imported from `roots`, with the icons and helpers they use: statically, or
       * through import() too when `later`.
       */
      const collect = (roots: RegExp, into: Set<string>, later = false) => {
        into.clear();
        const pending = ids.filter((id) => roots.test(id));
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          const info = this.getModuleInfo(id);
          if (!info) continue;
          const imports = [
            ...info.importedIds,
            ...(later ? info.dynamicallyImportedIds : []),
          ].filter((dep) => !lucideBarrel.test(dep));
          if (inNodeModules.test(id)) {
            // An icon or clsx: only lucide's own helpers lie further.
            pending.push(...imports.filter((dep) => /[\\/]lucide-react[\\/]/.test(dep)));
            continue;
          }
          pending.push(
            ...imports.filter((dep) => !inNodeModules.test(dep) || lightPackage.test(dep)),
          );
          for (const name of importedIcons(info.code ?? "")) {
            const file = icons.get(name);
            if (file) pending.push(file);
          }
        }
        for (const id of into) if (framework.test(id)) into.delete(id);
      };

      // Heavy: imports, directly or through our modules, a library that is not light.
      const heavy = new Map<string, boolean>();
      const isHeavy = (id: string): boolean => {
        if (inNodeModules.test(id)) return !lightPackage.test(id);
        const known = heavy.get(id);
        if (known !== undefined) return known;
        heavy.set(id, false); // an import cycle: decided by the cycle's other modules
        const result = (this.getModuleInfo(id)?.importedIds ?? []).some(isHeavy);
        heavy.set(id, result);
        return result;
      };

      collect(publicRoute, publicModules);
      collect(homeRoute, homeModules);
      collect(homeRoute, homeLaterModules, true);
      for (const id of publicModules) if (isHeavy(id)) publicModules.delete(id);
      for (const id of homeModules) if (!publicModules.has(id)) homeModules.delete(id);
      for (const id of homeLaterModules) {
        if (homeModules.has(id) || isHeavy(id)) homeLaterModules.delete(id);
      }
    },

    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            // Only the icons and Radix parts in use enter the module graph (faster builds too).
            experimental: { lazyBarrel: true },
            output: {
              codeSplitting: {
                groups: [
                  { name: "framework", test: framework, priority: 2 },
                  {
                    name: "site",
                    // Route modules stay files of their own: the router loads them by name.
                    test: (id) =>
                      homeModules.has(id) && !publicRoute.test(id) && !messageModule.test(id),
                    minShareCount: 2,
                    priority: 1,
                  },
                  {
                    name: "home-later",
                    test: (id) =>
                      homeLaterModules.has(id) && !publicRoute.test(id) && !messageModule.test(id),
                    minShareCount: 2,
                    priority: 1,
                  },
                  {
                    name: "pages",
                    test: (id) =>
                      publicModules.has(id) && !publicRoute.test(id) && !messageModule.test(id),
                    minShareCount: 2,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/*
 * The server build leaves npm packages to Node, which loads each file of a package's barrel
 * (`date-fns` and its locales alone are ~800 files, `react-day-picker/locale` and `radix-ui`
 * hundreds more) at start-up, whatever the app uses: that was most of a start. Bundled, only
 * what the routes import is kept (docs/performance.md#start-and-footprint).
 */
const bundledForServer = [
  "date-fns",
  "react-day-picker",
  "radix-ui",
  /^@radix-ui\//,
  "lucide-react",
];

/*
 * `npm start` used to run the server's TypeScript with Node, which resolved and loaded some 850
 * files one by one; for each file of drizzle-orm (over a hundred), Node parsed that package's
 * 179 KB export map again. The server build also bundles the server itself, as two more entries
 * beside the pages' `index.js`: `start.js` (server/production.ts) and `demo.js` (server/demo.ts),
 * loaded by server/built-server.ts. They share their chunks with the pages, so the database
 * client, the schema and the libraries below exist once (docs/performance.md#start-and-footprint).
 * drizzle-zod among them: left outside, it loaded its own copies of drizzle-orm and zod, about
 * 10 MB of an idle server's memory.
 * Only for the build: in development the server's code stays the source that Node runs.
 */
const bundledWithServer = ["drizzle-orm", "drizzle-zod", "hono", "@hono/node-server", "zod"];

function serverEntries(): Plugin {
  return {
    name: "server-entries",
    apply: "build",
    configEnvironment(name) {
      if (name !== "ssr") return;
      return {
        resolve: { noExternal: bundledWithServer },
        build: {
          rolldownOptions: {
            input: {
              index: "virtual:react-router/server-build",
              start: "./server/production.ts",
              demo: "./server/demo.ts",
            },
            output: { entryFileNames: "[name].js" },
          },
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [
    compiledMessages(),
    explicitLocaleMessages(),
    tailwindcss(),
    reactRouter(),
    publicChunks(),
    serverEntries(),
  ],
  ssr: { noExternal: bundledForServer },
});
