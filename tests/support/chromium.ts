import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * The Chromium of the end-to-end tests and of `npm run lighthouse` (docs/architecture.md#tests):
 * CHROMIUM_PATH when set; else, for the tests, the headless shell the `@sparticuz/chromium` dev
 * dependency ships, then the system's (Debian's `chromium` package); for Lighthouse the other
 * way round, so its figures stay those of the full browser. A machine without a system browser
 * runs `npm test` all the same.
 *
 * The packaged one comes compressed (brotli, with tarballs of the NSS libraries, fonts and a
 * software GL). It is unpacked once per version into node_modules/.cache/chromium-<version>,
 * through a temporary folder renamed into place, so a cut-short unpacking is never taken for a
 * browser and an upgrade of the package never runs the old one. Everything here is synchronous
 * because playwright.config.ts is: the unpacking runs in a child process (this file, below).
 */

const root = resolve(import.meta.dirname, "..", "..");
const packageDir = join(root, "node_modules", "@sparticuz", "chromium");
const systemChromiums = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
const systemLibDirs = ["/usr/lib/x86_64-linux-gnu", "/lib/x86_64-linux-gnu"];
const systemFontconfig = "/etc/fonts/fonts.conf";

export interface Chromium {
  path: string;
  /** The browser process's whole environment when it needs more than this one's, else undefined. */
  env?: Record<string, string>;
}

/** Where the packaged browser is (or will be once unpacked); undefined where it cannot run. */
function packagedDir(): string | undefined {
  if (process.platform !== "linux" || process.arch !== "x64") return undefined;
  const manifest = join(packageDir, "package.json");
  if (!existsSync(manifest)) return undefined;
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  return join(root, "node_modules", ".cache", `chromium-${version}`);
}

/**
 * The packaged browser needs NSS (Debian's `libnss3`) and fonts that fontconfig can list; where
 * the system has neither, it gets the copies the package ships, through its own environment
 * only, so no other process loads those libraries.
 */
function packagedEnv(dir: string): Record<string, string> | undefined {
  const extra: Record<string, string> = {};
  if (!systemLibDirs.some((lib) => existsSync(join(lib, "libnss3.so")))) {
    const libs = join(dir, "al2023", "lib");
    const own = process.env.LD_LIBRARY_PATH;
    extra.LD_LIBRARY_PATH = own ? `${libs}:${own}` : libs;
  }
  if (!existsSync(systemFontconfig)) extra.FONTCONFIG_PATH = join(dir, "fonts");
  if (Object.keys(extra).length === 0) return undefined;
  const inherited = Object.entries(process.env).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return { ...Object.fromEntries(inherited), ...extra };
}

function unpack(dir: string): boolean {
  const staging = `${dir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  process.stderr.write(`Descompactando o Chromium de @sparticuz/chromium em ${dir}...\n`);
  // The package's inflate() writes into os.tmpdir(): the child's TMPDIR is the staging folder.
  const child = spawnSync(process.execPath, [import.meta.filename, "--unpack"], {
    env: { ...process.env, TMPDIR: staging },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (child.status !== 0 || !existsSync(join(staging, "chromium"))) {
    rmSync(staging, { recursive: true, force: true });
    process.stderr.write("Não foi possível descompactar o Chromium de @sparticuz/chromium.\n");
    return false;
  }
  // The package's fonts.conf names /tmp/fonts; this one names where the fonts are.
  writeFileSync(
    join(staging, "fonts", "fonts.conf"),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <dir>${join(dir, "fonts", "fonts")}</dir>\n  <cachedir>${join(dir, "fonts", "cache")}</cachedir>\n` +
      `</fontconfig>\n`,
  );
  try {
    renameSync(staging, dir);
  } catch (error) {
    // Another run unpacked the same version meanwhile: keep its copy.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(join(dir, "chromium"))) throw error;
  }
  return true;
}

/**
 * The browser to use and its environment, unpacking the packaged one if it is the one needed.
 * `headlessShellFirst` (the end-to-end tests, decision 0031) takes the packaged headless shell
 * before the system's full browser: the same engine, run by the journeys in two thirds of the time.
 */
export function chromium({ headlessShellFirst = false } = {}): Chromium | undefined {
  const packaged = packagedDir();
  const given = process.env.CHROMIUM_PATH;
  if (given && existsSync(given)) {
    // `npm test` hands the packaged browser down to Playwright through CHROMIUM_PATH.
    const isPackaged = packaged !== undefined && resolve(given) === join(packaged, "chromium");
    return { path: given, env: isPackaged ? packagedEnv(packaged) : undefined };
  }
  const system = systemChromiums.find((path) => existsSync(path));
  const packagedOne = () => {
    if (!packaged) return undefined;
    const path = join(packaged, "chromium");
    if (!existsSync(path) && !unpack(packaged)) return undefined;
    return { path, env: packagedEnv(packaged) };
  };
  if (headlessShellFirst) return packagedOne() ?? (system ? { path: system } : undefined);
  return system ? { path: system } : packagedOne();
}

/** Just the path of chromium(). */
export function chromiumPath(options?: { headlessShellFirst?: boolean }): string | undefined {
  return chromium(options)?.path;
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

// The child process of unpack(): inflate every archive of the package into TMPDIR.
if (import.meta.main && process.argv[2] === "--unpack") {
  const bin = join(packageDir, "bin");
  import("@sparticuz/chromium")
    .then(({ inflate }) =>
      Promise.all(
        ["chromium.br", "swiftshader.tar.br", "fonts.tar.br", "al2023.tar.br"].map((file) =>
          inflate(join(bin, file)),
        ),
      ),
    )
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
}
