import { appendFileSync, readFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * Preloaded into the server under test by `npm run bench:upload` (`NODE_OPTIONS=--import …`):
 * every 100 ms it appends one JSON line to the file named by EVENT_LOOP_REPORT with the time,
 * the longest event-loop delay of those 100 ms (`perf_hooks.monitorEventLoopDelay`), how long
 * the main thread ran and how long it waited for a CPU in them, and the process's resident memory
 * with what V8 counts of it. A loop blocked for 2 s shows as one line with maxMs ≈ 2000 written
 * when it comes free. The variable is removed once read, so processes the server starts do not
 * write to the same file.
 *
 * The waiting tells the two kinds of delay apart on a shared machine: a loop held by its own work
 * ran most of the time; a loop whose thread was ready but not given a CPU (other processes, the
 * image process on the same core) waited.
 */
export interface LoopSample {
  /** Milliseconds since the epoch when the line was written. */
  t: number;
  maxMs: number;
  /** The main thread's CPU time in the interval, and its time ready to run but waiting (Linux). */
  ranMs: number;
  waitedMs: number;
  rssMb: number;
  /** V8's heap in use, and memory outside it held by JavaScript objects (buffers, WebAssembly). */
  heapMb: number;
  externalMb: number;
}

/** The main thread's time on a CPU and waiting for one, in ms, from /proc (0 elsewhere). */
function schedule(): { ran: number; waited: number } {
  try {
    const [ran = 0, waited = 0] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, "utf8")
      .split(" ")
      .map(Number);
    return { ran: ran / 1e6, waited: waited / 1e6 };
  } catch {
    return { ran: 0, waited: 0 };
  }
}

const file = process.env.EVENT_LOOP_REPORT;
if (file) {
  delete process.env.EVENT_LOOP_REPORT;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let last = schedule();
  setInterval(() => {
    const memory = process.memoryUsage();
    const now = schedule();
    const sample: LoopSample = {
      t: Date.now(),
      maxMs: delay.max / 1e6,
      ranMs: Math.round(now.ran - last.ran),
      waitedMs: Math.round(now.waited - last.waited),
      rssMb: Math.round(memory.rss / 1048576),
      heapMb: Math.round(memory.heapUsed / 1048576),
      externalMb: Math.round(memory.external / 1048576),
    };
    last = now;
    delay.reset();
    appendFileSync(file, `${JSON.stringify(sample)}\n`);
  }, 100).unref();
}
