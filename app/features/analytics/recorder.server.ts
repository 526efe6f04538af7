import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, lt } from "drizzle-orm";
import { isbot } from "isbot";
import type { Db } from "../../../db/client.server.ts";
import {
  type analyticsEventKinds,
  analyticsEvents,
  analyticsSalts,
  type LeadSource,
} from "../../../db/schema.ts";
import type { Analytics, Visit } from "../../../server/http/deps.ts";

export type AnalyticsEventKind = (typeof analyticsEventKinds)[number];

interface Pending {
  /** The first of these events. */
  at: number;
  kind: AnalyticsEventKind;
  /** The request target (path and query) of a page view; the goal's path otherwise. */
  target: string;
  visit: Visit;
  /** How many identical events (same day, kind, target and request facts) arrived. */
  events: number;
}

/** The day (UTC) an instant belongs to: the salt's and the totals' unit. */
export function dayOf(at: number | Date): string {
  return new Date(at).toISOString().slice(0, 10);
}

// A burst of page views waits at most this long, and at most this many rows, before one insert.
const FLUSH_MS = 1_000;
const FLUSH_AT = 500;
// Memory stays bounded if the database is slow or away: new rows are dropped, not queued.
const MAX_PENDING = 20_000;
const DAY_MS = 86_400_000;
const MAX_KNOWN_AGENTS = 1_000;

/**
 * Counts page views and goals without a cookie (docs/product.md#analytics): the request only
 * adds to an in-memory buffer, which is written in batches (one insert per second or per 500
 * rows) and on shutdown. Identical events in one batch (a visitor reloading a page, a burst of
 * the same request) are one row with their number in `events`, so the database's work follows
 * the distinct visits rather than the raw request rate (docs/performance.md). Robots are left out; visitors are a hash of IP, user agent and the
 * day's salt, kept in the database so every instance on it computes the same hash.
 */
export class AnalyticsRecorder implements Analytics {
  readonly enabled: boolean;
  private pending = new Map<string, Pending>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly robots = new Map<string, boolean>();
  private readonly salts = new Map<string, string>();

  private readonly db: Db;

  constructor(
    db: Db,
    {
      enabled = true,
      onError = () => {},
    }: { enabled?: boolean; onError?: (error: unknown) => void } = {},
  ) {
    this.db = db;
    this.enabled = enabled;
    this.onError = onError;
  }

  private readonly onError: (error: unknown) => void;

  /** A public page answered (a cache hit too): `target` is the request's path and query. */
  pageView(target: string, visit: Visit): void {
    this.add("pageview", target, visit);
  }

  /** One of the four goals reached (contact sent, WhatsApp click, subscription, testimonial). */
  goal(kind: Exclude<AnalyticsEventKind, "pageview">, path: string, visit: Visit): void {
    this.add(kind, path, visit);
  }

  private add(kind: AnalyticsEventKind, target: string, visit: Visit) {
    if (!this.enabled || this.isRobot(visit.userAgent)) return;
    const at = Date.now();
    const { ip, userAgent, referer = "", host = "" } = visit;
    const key = `${Math.floor(at / DAY_MS)}\0${kind}\0${target}\0${ip}\0${userAgent}\0${referer}\0${host}`;
    const same = this.pending.get(key);
    if (same) {
      same.events++;
      return;
    }
    if (this.pending.size >= MAX_PENDING) return;
    this.pending.set(key, { at, kind, target, visit, events: 1 });
    if (this.pending.size >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  private isRobot(userAgent: string): boolean {
    let robot = this.robots.get(userAgent);
    if (robot === undefined) {
      robot = userAgent === "" || isbot(userAgent);
      if (this.robots.size >= MAX_KNOWN_AGENTS) this.robots.clear();
      this.robots.set(userAgent, robot);
    }
    return robot;
  }

  /** Writes what is buffered; resolves once it (and any write before it) is in the database. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending.clear();
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.write(batch);
      } catch (error) {
        this.onError(error);
      }
    });
    return this.flushing;
  }

  private async write(batch: Pending[]) {
    const rows = [];
    for (const event of batch) {
      const day = dayOf(event.at);
      const salt = await this.saltOf(day);
      rows.push({
        at: new Date(event.at),
        day,
        kind: event.kind,
        events: event.events,
        visitor: visitorHash(salt, event.visit),
        ...eventFields(event.target, event.visit),
      });
    }
    for (let start = 0; start < rows.length; start += FLUSH_AT) {
      await this.db.insert(analyticsEvents).values(rows.slice(start, start + FLUSH_AT));
    }
  }

  /** The day's salt: made by the first instance that needs it, read by the others. */
  private async saltOf(day: string): Promise<string> {
    const known = this.salts.get(day);
    if (known) return known;
    await this.db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString("hex"), createdAt: new Date() })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`analytics salt of ${day} missing`);
    if (this.salts.size >= 2) this.salts.clear();
    this.salts.set(day, row.salt);
    return row.salt;
  }

  /**
   * Where this visitor came from today: their first page view of the day, matched by the day's
   * hash (no cookie, no script). Null when analytics are off or none was counted.
   */
  async sourceOf(visit: Visit): Promise<LeadSource | null> {
    if (!this.enabled || this.isRobot(visit.userAgent)) return null;
    await this.flush();
    const day = dayOf(Date.now());
    const visitor = visitorHash(await this.saltOf(day), visit);
    const [first] = await this.db
      .select()
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.day, day),
          eq(analyticsEvents.visitor, visitor),
          eq(analyticsEvents.kind, "pageview"),
        ),
      )
      .orderBy(asc(analyticsEvents.at), asc(analyticsEvents.id))
      .limit(1);
    if (!first) return null;
    const orNull = (value: string) => value || null;
    return {
      referrer: orNull(first.referrer),
      utmSource: orNull(first.utmSource),
      utmMedium: orNull(first.utmMedium),
      utmCampaign: orNull(first.utmCampaign),
      landingPath: first.path,
    };
  }

  /** Shutdown: what is buffered is written before the database closes. */
  async stop(): Promise<void> {
    await this.flush();
  }
}

function visitorHash(salt: string, { ip, userAgent }: Visit): string {
  return createHash("sha256").update(`${salt}\0${ip}\0${userAgent}`).digest("hex").slice(0, 32);
}

const clip = (value: string | null | undefined, length: number) =>
  (value ?? "").trim().slice(0, length);

/** The page (a client-side navigation's `.data` request is its page), its tags and device. */
function eventFields(target: string, visit: Visit) {
  const query = target.indexOf("?");
  let path = query === -1 ? target : target.slice(0, query);
  if (path.endsWith(".data")) {
    path = path.slice(0, -".data".length);
    if (path.endsWith("/_")) path = path.slice(0, -1);
  }
  const params = new URLSearchParams(query === -1 ? "" : target.slice(query + 1));
  return {
    path: clip(safeDecode(path) || "/", 300),
    referrer: clip(referrerHost(visit), 255),
    utmSource: clip(params.get("utm_source"), 100),
    utmMedium: clip(params.get("utm_medium"), 100),
    utmCampaign: clip(params.get("utm_campaign"), 100),
    device: deviceClass(visit.userAgent),
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function referrerHost({ referer, host }: Visit): string {
  if (!referer) return "";
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    return url.host === host ? "" : url.hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}

function deviceClass(userAgent: string): "mobile" | "tablet" | "desktop" {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** Salts older than 48 hours are deleted: a day's hashes can then never be recomputed. */
export async function deleteOldSalts(db: Db, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.createdAt, new Date(now - 48 * 3_600_000)))
    .returning({ day: analyticsSalts.day });
  return deleted.length;
}
