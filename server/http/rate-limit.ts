import { errorMessages, HttpError } from "../../app/lib/http-error.ts";

/**
 * A fixed-window counter per key, in this process's memory. Several instances each count on
 * their own, which only makes the limit per instance; that is acceptable for abuse control.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private readonly max: number;
  private readonly windowMs: number;

  constructor(limit: { max: number; windowMs: number }) {
    this.max = limit.max;
    this.windowMs = limit.windowMs;
  }

  /** Throws the 429 of CONTRACT 2 when `key` has used its allowance. */
  check(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > now && entry.count >= this.max) {
      const retryAfter = Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
      throw new HttpError(429, errorMessages.rateLimited, {
        headers: { "Retry-After": String(retryAfter) },
      });
    }
  }

  record(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 50_000) this.sweep(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      entry.count++;
    }
  }

  /** check() then record(): for limits that count every attempt, not just failures. */
  consume(key: string, now = Date.now()): void {
    this.check(key, now);
    this.record(key, now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
