import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { type PrecompressStats, precompressDirectory } from "./support/precompress.ts";

/**
 * Second half of `npm run build`: brotli and gzip copies of the client bundle, written once here
 * so the server sends them without compressing on every request.
 */

// BUILD_DIR matches react-router.config.ts: where `react-router build` wrote the bundles.
const clientDir = resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(clientDir)) {
  process.stderr.write(`compress-build: ${clientDir} não existe; rode \`react-router build\`.\n`);
  process.exit(1);
}

const started = performance.now();
const stats = await precompressDirectory(clientDir);
process.stdout.write(`${summary(stats)} in ${Math.round(performance.now() - started)} ms\n`);

function summary(s: PrecompressStats) {
  return `precompressed ${s.files} files: ${kb(s.originalBytes)} → br ${kb(s.brotliBytes)} → gz ${kb(s.gzipBytes)}`;
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
