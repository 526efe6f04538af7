import PQueue from "p-queue";
import { errorMessages, HttpError } from "./http-error.ts";

export interface WorkQueueStats {
  running: number;
  waiting: number;
  /** The most tasks ever running at once, and ever waiting at once, since the queue was made. */
  peakRunning: number;
  peakWaiting: number;
}

/**
 * Runs at most `concurrency` tasks at a time and lets at most `maxWaiting` more wait their turn,
 * first come first served (p-queue does both). Beyond that a task is refused at once with a 503
 * whose Retry-After says roughly when the queue will have drained: a fast answer instead of a
 * pile-up that makes every caller wait.
 */
export class WorkQueue {
  readonly concurrency: number;
  readonly maxWaiting: number;
  private readonly queue: PQueue;
  private peakRunning = 0;
  private peakWaiting = 0;
  /** A moving average of how long one task takes, for Retry-After. */
  private averageMs: number;

  constructor(options: { concurrency: number; maxWaiting: number; typicalMs: number }) {
    this.concurrency = Math.max(1, options.concurrency);
    this.maxWaiting = Math.max(0, options.maxWaiting);
    this.averageMs = options.typicalMs;
    this.queue = new PQueue({ concurrency: this.concurrency });
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const { queue } = this;
    if (queue.pending >= this.concurrency && queue.size >= this.maxWaiting) throw this.busy();
    const result = queue.add(async () => {
      this.peakRunning = Math.max(this.peakRunning, queue.pending);
      const started = performance.now();
      try {
        return await task();
      } finally {
        this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      }
    });
    this.peakWaiting = Math.max(this.peakWaiting, queue.size);
    return result;
  }

  stats(): WorkQueueStats {
    return {
      running: this.queue.pending,
      waiting: this.queue.size,
      peakRunning: this.peakRunning,
      peakWaiting: this.peakWaiting,
    };
  }

  private busy() {
    const rounds = this.queue.size / this.concurrency + 1;
    const retryAfter = Math.max(1, Math.ceil((rounds * this.averageMs) / 1000));
    return new HttpError(503, errorMessages.busy, {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}
