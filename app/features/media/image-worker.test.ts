import { readFileSync } from "node:fs";
import { getPriority } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import {
  executable,
  hugePng,
  jpegWithGps,
  pngWithAlpha,
  truncatedJpeg,
} from "../../../tests/support/test-images.ts";
import { ImageWorker, MESSAGE_BYTES, type PiecedImage } from "./image-worker.server.ts";
import { ImageRejected, processImage } from "./process-image.server.ts";
import { UploadFile } from "./upload-file.server.ts";

// Real encoding in a child process on a shared 2-core machine.
const HEAVY = 180_000;

const workers: ImageWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.close()));
});

function worker(options: ConstructorParameters<typeof ImageWorker>[0] = {}) {
  const made = new ImageWorker(options);
  workers.push(made);
  return made;
}

/** Runs `bytes` through `imageWorker` from a temporary file, as an upload is. */
async function processed(imageWorker: ImageWorker, bytes: Buffer): Promise<PiecedImage> {
  const file = await UploadFile.of(bytes);
  try {
    return await imageWorker.process(file.path);
  } finally {
    await file.remove();
  }
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => "stored",
    (error: unknown) => (error instanceof ImageRejected ? error.reason : String(error)),
  );

describe("ImageWorker", () => {
  it(
    "makes the same copies, byte for byte, as processImage in this process",
    async () => {
      const imageWorker = worker();
      for (const bytes of [await jpegWithGps(), await pngWithAlpha()]) {
        const expected = await processImage(bytes);
        const image = await processed(imageWorker, bytes);
        const { files: expectedFiles, ...expectedFacts } = expected;
        const { files, ...facts } = image;
        expect(facts).toEqual(expectedFacts);
        expect(files.map(({ pieces: _pieces, ...file }) => file)).toEqual(
          expectedFiles.map(({ data, ...file }) => ({ ...file, bytes: data.length })),
        );
        for (const [index, file] of files.entries()) {
          // Pieces of at most MESSAGE_BYTES, which joined are the copy.
          expect(file.pieces.every((piece) => piece.length <= MESSAGE_BYTES)).toBe(true);
          expect(Buffer.concat(file.pieces).equals(expectedFiles[index]?.data as Buffer)).toBe(
            true,
          );
        }
      }
    },
    HEAVY,
  );

  it(
    "answers a refused image with its reason, and goes on with the next",
    async () => {
      // The pictures are made between the calls: on a busy machine that can outlast the default
      // idle time, and the count below is about refusals, not about idling.
      const imageWorker = worker({ idleMs: 120_000 });
      expect(await rejection(processed(imageWorker, executable()))).toBe("unsupported");
      expect(await rejection(processed(imageWorker, await truncatedJpeg()))).toBe("corrupt");
      expect(await rejection(processed(imageWorker, await hugePng()))).toBe("tooLarge");
      expect((await processed(imageWorker, await pngWithAlpha(300, 200))).width).toBe(300);
      expect(imageWorker.stats().started).toBe(1);
    },
    HEAVY,
  );

  it(
    "keeps one process for images that follow one another, and ends it when idle",
    async () => {
      const imageWorker = worker({ idleMs: 300 });
      const bytes = await pngWithAlpha(300, 200);
      await processed(imageWorker, bytes);
      const { pid } = imageWorker.stats();
      expect(pid).toEqual(expect.any(Number));
      await processed(imageWorker, bytes);
      expect(imageWorker.stats()).toEqual({ pid, started: 1 });
      await expect.poll(() => alive(pid as number), { timeout: 10_000 }).toBe(false);
      expect(imageWorker.stats().pid).toBeUndefined();
      await processed(imageWorker, bytes);
      expect(imageWorker.stats().started).toBe(2);
    },
    HEAVY,
  );

  it(
    "runs the image at a lower priority than the server",
    async () => {
      const imageWorker = worker({ niceness: 10 });
      const file = await UploadFile.of(await pngWithAlpha(300, 200));
      try {
        const out = imageWorker.process(file.path);
        const pid = imageWorker.stats().pid as number;
        // Set by the child itself as it starts: asked before then, it is still the server's.
        await expect
          .poll(() => getPriority(pid), { timeout: 10_000 })
          .toBe(Math.min(19, getPriority() + 10));
        await out;
      } finally {
        await file.remove();
      }
    },
    HEAVY,
  );

  it(
    "kills a process that takes too long or dies, fails its image, and starts another",
    async () => {
      const slow = worker({ timeoutMs: 1 });
      const outcome = await rejection(processed(slow, await jpegWithGps()));
      expect(outcome).toMatch(/took over 1 ms/);
      expect(slow.stats().pid).toBeUndefined();

      const imageWorker = worker();
      const file = await UploadFile.of(await jpegWithGps());
      try {
        const out = rejection(imageWorker.process(file.path));
        process.kill(imageWorker.stats().pid as number, "SIGKILL");
        expect(await out).toMatch(/exited \(SIGKILL\)/);
      } finally {
        await file.remove();
      }
      expect((await processed(imageWorker, await pngWithAlpha(300, 200))).width).toBe(300);
      expect(imageWorker.stats().started).toBe(2);
    },
    HEAVY,
  );

  // /proc: Linux only.
  it.skipIf(process.platform !== "linux")(
    "gives the image process none of the server's settings",
    async () => {
      process.env.IMAGE_WORKER_TEST_SECRET = "segredo";
      try {
        const imageWorker = worker();
        await processed(imageWorker, await pngWithAlpha(300, 200));
        const pid = imageWorker.stats().pid as number;
        const environment = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
        expect(environment).toContain("MALLOC_ARENA_MAX=2");
        expect(environment.some((entry) => entry.startsWith("IMAGE_WORKER_TEST_SECRET="))).toBe(
          false,
        );
      } finally {
        delete process.env.IMAGE_WORKER_TEST_SECRET;
      }
    },
    HEAVY,
  );

  it("takes one image at a time: the caller queues them", async () => {
    const imageWorker = worker();
    const file = await UploadFile.of(await pngWithAlpha(300, 200));
    try {
      const first = imageWorker.process(file.path);
      await expect(imageWorker.process(file.path)).rejects.toThrow(/one image at a time/);
      await first;
    } finally {
      await file.remove();
    }
  });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
