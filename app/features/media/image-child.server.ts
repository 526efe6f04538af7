/**
 * The image worker's process (image-worker.server.ts starts it with `fork`): reads each upload
 * from the temporary file it is sent, runs processImage on it and sends back the copies a piece
 * at a time, or why the image was refused.
 * It lowers its own priority before anything else, so the threads libuv and libvips start later
 * inherit it: on a busy core the site's requests run first and the image waits. It exits when
 * the server disconnects (idle, shutdown, or the server gone).
 *
 * Run by Node from the source, in development and in production alike (`npm start` keeps the
 * project's source beside the build, as server/main.js does): it needs only
 * process-image.server.ts and what that imports.
 */
import { readFile } from "node:fs/promises";
import { enableCompileCache } from "node:module";
import { getPriority, setPriority } from "node:os";
import type { FromImageProcess, ToImageProcess } from "./image-worker.server.ts";

const niceness = Number(process.env.IMAGE_WORKER_NICENESS ?? "10");
try {
  // Below the server's own, wherever that is (19 is the lowest). On Linux this sets the calling
  // thread only, hence first: the threads it starts from now on inherit it.
  if (niceness > 0) setPriority(Math.min(19, getPriority() + niceness));
} catch {
  // Not permitted here (a container's seccomp): the image runs at the site's priority.
}
enableCompileCache();
const { ImageRejected, processImage } = await import("./process-image.server.ts");
const { piecesOf } = await import("./image-worker.server.ts");

const send = (message: FromImageProcess) => process.send?.(message);

process.on("message", async ({ id, path }: ToImageProcess) => {
  try {
    const { files, ...image } = await processImage(await readFile(path));
    for (const [file, { data }] of files.entries()) {
      for (const piece of piecesOf(data)) send({ id, file, piece });
    }
    send({ id, done: { ...image, files: files.map(({ data: _data, ...facts }) => facts) } });
  } catch (error) {
    if (error instanceof ImageRejected) send({ id, rejected: error.reason });
    else send({ id, failed: error instanceof Error ? error.message : String(error) });
  }
});
process.on("disconnect", () => process.exit(0));
