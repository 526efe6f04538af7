import { type Limit, type RateLimitStore, windowStartOf } from "./rate-limit.ts";

interface Counted {
  windowStart: number;
  count: number;
  expiresAt: number;
}

// Past this many keys, expired windows are swept before a new one is added.
const SWEEP_ABOVE = 50_000;

/**
 * Counts in this process's memory: for PGlite, where the database belongs to this one process,
 * so no other instance counts beside it. Each step runs to completion before any other request
 * is looked at (no await inside), which makes take() atomic.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counts = new Map<string, Counted>();

  async take(key: string, limit: Limit, now: number): Promise<boolean> {
    const windowStart = windowStartOf(now, limit.windowMs);
    let entry = this.counts.get(key);
    if (!entry || entry.windowStart !== windowStart) {
      if (this.counts.size > SWEEP_ABOVE) this.sweep(now);
      entry = { windowStart, count: 0, expiresAt: windowStart + limit.windowMs };
      this.counts.set(key, entry);
    }
    if (entry.count >= limit.max) return false;
    entry.count++;
    return true;
  }

  async giveBack(key: string, limit: Limit, takenAt: number): Promise<void> {
    const entry = this.counts.get(key);
    if (entry?.windowStart === windowStartOf(takenAt, limit.windowMs) && entry.count > 0) {
      entry.count--;
    }
  }

  async clear(key: string): Promise<void> {
    this.counts.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.counts) if (entry.expiresAt <= now) this.counts.delete(key);
  }
}
