import { existsSync } from "node:fs";

/** The system Chromium (Debian's `chromium` package), or CHROMIUM_PATH. Never a downloaded build. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path): path is string => !!path && existsSync(path));
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
