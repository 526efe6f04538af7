import { type ChildProcess, fork } from "node:child_process";
import { join } from "node:path";
import { projectRoot } from "../../../db/project-root.ts";
import {
  type EncodedFile,
  ImageRejected,
  type ProcessedImage,
  type Rejection,
} from "./process-image.server.ts";

/**
 * The most bytes of a copy one message from the image process carries. Whole copies made the
 * server allocate up to a megabyte at once for each answer read, and glibc then keeps memory of
 * that size in its heap instead of giving it back (docs/performance.md#uploads). Each piece is
 * also one statement when the copy is stored (media.server.ts).
 */
export const MESSAGE_BYTES = 64 * 1024;

/** What the server sends the image process: the temporary file that holds an upload. */
export interface ToImageProcess {
  id: number;
  path: string;
}

/** A copy's facts without its bytes, which come before it as pieces. */
type FileFacts = Omit<EncodedFile, "data">;

/**
 * What comes back: each copy's bytes a piece at a time, in order, then the image's facts with
 * its copies'; or why the image was refused; or what went wrong.
 */
export type FromImageProcess =
  | { id: number; file: number; piece: Buffer }
  | { id: number; done: Omit<ProcessedImage, "files"> & { files: FileFacts[] } }
  | { id: number; rejected: Rejection }
  | { id: number; failed: string };

/** A processed image whose copies are held as the pieces they arrived in. */
export interface PiecedImage extends Omit<ProcessedImage, "files"> {
  files: Array<FileFacts & { pieces: Buffer[]; bytes: number }>;
}

/** The same image with each copy cut into pieces (views of its bytes, not copies). */
export function inPieces(image: ProcessedImage): PiecedImage {
  return {
    ...image,
    files: image.files.map(({ data, ...facts }) => ({
      ...facts,
      pieces: piecesOf(data),
      bytes: data.length,
    })),
  };
}

export function piecesOf(data: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  for (let at = 0; at < data.length; at += MESSAGE_BYTES) {
    pieces.push(data.subarray(at, at + MESSAGE_BYTES));
  }
  return pieces;
}

export interface ImageWorkerOptions {
  /** How long the process waits for another image before it exits and gives its memory back. */
  idleMs: number;
  /** Longest an image may take; the process is then killed and the upload fails. */
  timeoutMs: number;
  /** How much lower than the server's the process's CPU priority is (0: the same). */
  niceness: number;
}

const defaultImageWorkerOptions: ImageWorkerOptions = {
  idleMs: 2_000,
  timeoutMs: 120_000,
  niceness: 10,
};

interface Running {
  id: number;
  child: ChildProcess;
  pieces: Buffer[][];
  resolve: (image: PiecedImage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Processes uploads in a child process (decision 0033), one at a time: the caller queues them
 * (media.server.ts). Decoding and encoding were already on libuv's threads, but in the server's
 * process they kept the event loop from running for up to 200 ms at a time (loading sharp,
 * handing back buffers), competed with it for the CPU at the same priority, and left libvips'
 * memory in glibc's arenas for good: five 8.7 MB photos took the server on PostgreSQL from 373-484
 * to 703-741 MB, and it kept 631-665 (docs/performance.md#uploads). Here the image runs at a lower priority, a
 * crash or a runaway image kills only the child, and the memory goes back to the system when the
 * child exits, `idleMs` after its last image; a burst of uploads shares one start (about 0.3 s,
 * most of it loading sharp).
 */
export class ImageWorker {
  private readonly options: ImageWorkerOptions;
  private child: ChildProcess | undefined;
  private running: Running | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private started = 0;

  constructor(options: Partial<ImageWorkerOptions> = {}) {
    this.options = { ...defaultImageWorkerOptions, ...options };
  }

  /**
   * The processed copies of the upload in the file at `path` (upload-file.server.ts); rejects as
   * processImage would, or when the child fails.
   */
  process(path: string): Promise<PiecedImage> {
    if (this.running) return Promise.reject(new Error("the image worker runs one image at a time"));
    clearTimeout(this.idleTimer);
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise<PiecedImage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(child, new Error(`image processing took over ${this.options.timeoutMs} ms`));
      }, this.options.timeoutMs);
      this.running = { id, child, pieces: [], resolve, reject, timer };
      // While an image is out, the channel keeps the server's event loop alive; not when idle.
      (child.channel as { ref?: () => void } | undefined)?.ref?.();
      child.send({ id, path } satisfies ToImageProcess, (error) => {
        if (error) this.fail(child, error);
      });
    });
  }

  /** The child's process id while it lives, and how many children were started so far. */
  stats(): { pid: number | undefined; started: number } {
    return { pid: this.child?.pid, started: this.started };
  }

  /** Stops the child now (an image out is rejected); the next image starts another. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    this.fail(child, new Error("image worker closed"));
    await exited;
  }

  private start(): ChildProcess {
    const entry = join(projectRoot(), "app", "features", "media", "image-child.server.ts");
    const child = fork(entry, [], {
      // Not the server's flags (--inspect, --cpu-prof, the heap settings): a plain Node.
      execArgv: [],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      env: {
        ...childEnvironment(),
        // libvips' threads come and go; fewer glibc arenas hold less memory meanwhile (sharp's
        // docs). The child's own exit gives all of it back.
        MALLOC_ARENA_MAX: "2",
        IMAGE_WORKER_NICENESS: String(this.options.niceness),
      },
    });
    this.child = child;
    this.started++;
    child.unref();
    child.on("message", (message: FromImageProcess) => this.receive(child, message));
    child.once("exit", (code, signal) => {
      if (this.child === child) this.child = undefined;
      this.fail(child, new Error(`image worker exited (${signal ?? code}) while processing`));
    });
    // An error sending or spawning: the exit above follows when there was a process.
    child.on("error", (error) => this.fail(child, error));
    return child;
  }

  private receive(child: ChildProcess, message: FromImageProcess) {
    const running = this.running;
    if (running?.child !== child || message.id !== running.id) return;
    if ("piece" in message) {
      const pieces = running.pieces[message.file] ?? [];
      pieces.push(message.piece);
      running.pieces[message.file] = pieces;
      return;
    }
    this.running = undefined;
    clearTimeout(running.timer);
    (child.channel as { unref?: () => void } | undefined)?.unref?.();
    this.idleTimer = setTimeout(() => {
      if (this.child !== child || this.running) return;
      // Forgotten first: an image arriving while it exits starts another.
      this.child = undefined;
      child.disconnect();
    }, this.options.idleMs);
    this.idleTimer.unref();
    if ("done" in message) {
      const files = message.done.files.map((facts, index) => {
        const pieces = running.pieces[index] ?? [];
        return { ...facts, pieces, bytes: pieces.reduce((sum, piece) => sum + piece.length, 0) };
      });
      running.resolve({ ...message.done, files });
    } else if ("rejected" in message) {
      running.reject(new ImageRejected(message.rejected));
    } else {
      running.reject(new Error(`image processing failed: ${message.failed}`));
    }
  }

  /** Rejects the child's image out (if any) and kills it: its state is no longer known. */
  private fail(child: ChildProcess, error: Error) {
    const running = this.running;
    if (running?.child === child) {
      this.running = undefined;
      clearTimeout(running.timer);
      running.reject(error);
    }
    if (this.child === child) this.child = undefined;
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
}

/**
 * What the image process inherits of the server's environment: what Node and libvips read, and
 * none of the server's settings. It decodes what anyone with a staff account sends; a flaw in a
 * decoder should not find DATABASE_URL or APP_SECRET in its environment.
 */
function childEnvironment(): NodeJS.ProcessEnv {
  const kept = /^(PATH|HOME|TMPDIR|LANG|LC_[A-Z]+|TZ|NODE_COMPILE_CACHE|VIPS_[A-Z_]+)$/;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => kept.test(name)));
}
