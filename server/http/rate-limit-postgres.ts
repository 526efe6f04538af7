import { createHash } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { rateLimitHits } from "../../db/schema.ts";
import { type Limit, type RateLimitStore, windowStartOf } from "./rate-limit.ts";

// Expired windows are deleted by whichever instance counts a hit this long after its last sweep,
// once they have been over for as long again: an instance whose clock runs a little behind
// still finds the window it is counting in.
const SWEEP_EVERY_MS = 60_000;

interface Waiter {
  resolve(granted: boolean): void;
  reject(error: unknown): void;
}

interface Window {
  key: string;
  windowStart: number;
  limit: Limit;
}

/**
 * Counts in PostgreSQL, so every instance on the database shares one allowance. Hits are counted
 * by one statement: insert the window's row, or add to it only while it is under the limit; the
 * row lock PostgreSQL takes for the conflict serialises parallel hits on one key across instances.
 *
 * Hits on one key that arrive while its statement is running wait and are counted together by
 * the next one (a burst from one address is one statement per round trip, not one per request;
 * docs/performance.md#writes-under-a-burst). The row then holds what the window had plus the whole
 * batch, so the statement's answer tells exactly how many of the batch fitted: the first ones in
 * arrival order are granted, the rest refused. The count can pass the limit by the refused part of
 * one batch; a full window refuses either way, and `giveBack` counts from the limit.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  private readonly db: Db;
  private readonly onSweepError: (error: unknown) => void;
  private lastSweep = 0;
  /** Per key and window with a statement running: the hits waiting for the next one. */
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(db: Db, onSweepError: (error: unknown) => void = () => {}) {
    this.db = db;
    this.onSweepError = onSweepError;
  }

  take(key: string, limit: Limit, now: number): Promise<boolean> {
    this.sweepNowAndThen(now);
    const window = { key, windowStart: windowStartOf(now, limit.windowMs), limit };
    const slot = `${limit.max}\n${window.windowStart}\n${key}`;
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(slot);
      if (queue) {
        queue.push({ resolve, reject });
        return;
      }
      this.waiting.set(slot, []);
      void this.countBatches(slot, window, [{ resolve, reject }]);
    });
  }

  /** Counts `batch`, then whatever arrived meanwhile, until nothing waits on `slot`. */
  private async countBatches(slot: string, window: Window, batch: Waiter[]): Promise<void> {
    for (let current = batch; current.length > 0; ) {
      try {
        const granted = await this.count(window, current.length);
        for (const [index, waiter] of current.entries()) waiter.resolve(index < granted);
      } catch (error) {
        for (const waiter of current) waiter.reject(error);
      }
      current = this.waiting.get(slot) ?? [];
      this.waiting.set(slot, []);
    }
    this.waiting.delete(slot);
  }

  /** Adds `hits` to the window unless it is full; how many of them fitted under the limit. */
  private async count({ key, windowStart, limit }: Window, hits: number): Promise<number> {
    const counted = await this.db
      .insert(rateLimitHits)
      .values({
        key: storedKey(key),
        windowStart: new Date(windowStart),
        count: hits,
        expiresAt: new Date(windowStart + limit.windowMs),
      })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + ${hits}` },
        setWhere: sql`${rateLimitHits.count} < ${limit.max}`,
      })
      .returning({ count: rateLimitHits.count });
    const after = counted[0]?.count;
    if (after === undefined) return 0;
    return Math.max(0, Math.min(hits, limit.max - (after - hits)));
  }

  async giveBack(key: string, limit: Limit, takenAt: number): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ count: sql`least(${rateLimitHits.count}, ${limit.max}) - 1` })
      .where(
        and(
          eq(rateLimitHits.key, storedKey(key)),
          eq(rateLimitHits.windowStart, new Date(windowStartOf(takenAt, limit.windowMs))),
          gt(rateLimitHits.count, 0),
        ),
      );
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, storedKey(key)));
  }

  /** Deletes expired windows, at most once a minute per instance, without delaying the hit. */
  private sweepNowAndThen(now: number) {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    this.db
      .delete(rateLimitHits)
      .where(lte(rateLimitHits.expiresAt, new Date(now - SWEEP_EVERY_MS)))
      .then(() => {}, this.onSweepError);
  }
}

/** A hash of the key: client addresses and usernames are not kept in clear in the table. */
function storedKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}
