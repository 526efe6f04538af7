import { errorMessages, HttpError } from "../../app/lib/http-error.ts";

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Where the counts live: in this process (PGlite, one process) or in PostgreSQL (every instance
 * on the database counts together). Windows are fixed and aligned to multiples of `windowMs`
 * since the epoch, so every instance agrees on which window a moment belongs to.
 */
export interface RateLimitStore {
  /**
   * Counts one hit of `key` in the window holding `now` if fewer than `limit.max` are counted
   * there, as one atomic step; false when the window is full. Nothing is counted then.
   */
  take(key: string, limit: Limit, now: number): Promise<boolean>;
  /** Gives back one hit taken at `takenAt`, if its window still has it. */
  giveBack(key: string, limit: Limit, takenAt: number): Promise<void>;
  /** Forgets every hit of `key`. */
  clear(key: string): Promise<void>;
}

/** One counted attempt; `release()` gives it back (at most once) when it turned out fine. */
export interface Reservation {
  release(): Promise<void>;
}

export function windowStartOf(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

/**
 * A fixed-window limit under one name. An attempt is counted before the work it limits, in the
 * same step that checks the allowance, so parallel requests can never get more than what is
 * left between them; the caller gives the attempt back when it should not count (a successful
 * sign-in).
 */
export class RateLimiter {
  private readonly name: string;
  private readonly limit: Limit;
  private readonly store: RateLimitStore;

  constructor(name: string, limit: Limit, store: RateLimitStore) {
    this.name = name;
    this.limit = limit;
    this.store = store;
  }

  /** Counts one attempt of `subject`, or throws the 429 with Retry-After when none is left. */
  async take(subject: string, now = Date.now()): Promise<Reservation> {
    const key = this.keyOf(subject);
    if (!(await this.store.take(key, this.limit, now))) {
      const windowEnd = windowStartOf(now, this.limit.windowMs) + this.limit.windowMs;
      const retryAfter = Math.max(1, Math.ceil((windowEnd - now) / 1000));
      throw new HttpError(429, errorMessages.rateLimited, {
        headers: { "Retry-After": String(retryAfter) },
      });
    }
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        await this.store.giveBack(key, this.limit, now);
      },
    };
  }

  /** Forgets every attempt of `subject`. */
  clear(subject: string): Promise<void> {
    return this.store.clear(this.keyOf(subject));
  }

  private keyOf(subject: string) {
    return `${this.name}:${subject}`;
  }
}
