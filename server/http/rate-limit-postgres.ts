import { createHash } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { rateLimitHits } from "../../db/schema.ts";
import { type Limit, type RateLimitStore, windowStartOf } from "./rate-limit.ts";

// Expired windows are deleted by whichever instance counts a hit this long after its last sweep,
// once they have been over for as long again: an instance whose clock runs a little behind
// still finds the window it is counting in.
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts in PostgreSQL, so every instance on the database shares one allowance. A hit is one
 * statement: insert the window's row, or add one to it only while it is under the limit; the row
 * lock PostgreSQL takes for the conflict serialises parallel hits on one key across instances.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  private readonly db: Db;
  private readonly onSweepError: (error: unknown) => void;
  private lastSweep = 0;

  constructor(db: Db, onSweepError: (error: unknown) => void = () => {}) {
    this.db = db;
    this.onSweepError = onSweepError;
  }

  async take(key: string, limit: Limit, now: number): Promise<boolean> {
    this.sweepNowAndThen(now);
    const windowStart = windowStartOf(now, limit.windowMs);
    const counted = await this.db
      .insert(rateLimitHits)
      .values({
        key: storedKey(key),
        windowStart: new Date(windowStart),
        count: 1,
        expiresAt: new Date(windowStart + limit.windowMs),
      })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + 1` },
        setWhere: sql`${rateLimitHits.count} < ${limit.max}`,
      })
      .returning({ count: rateLimitHits.count });
    return counted.length > 0;
  }

  async giveBack(key: string, limit: Limit, takenAt: number): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ count: sql`${rateLimitHits.count} - 1` })
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
