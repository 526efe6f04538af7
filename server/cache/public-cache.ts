/** A kind of data a staff write can change on the public side; features name their own. */
export type CacheTag = string;

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  /** The body as sent without compression, and its precompressed forms. */
  identity: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

interface Entry {
  response: CachedResponse;
  tags: readonly CacheTag[];
}

/** Taken when a render starts; storing its result is refused if a tag changed since. */
export interface RenderTicket {
  /** Counts clear(): everything may have changed. */
  readonly epoch: number;
  readonly generations: ReadonlyMap<CacheTag, number>;
}

type InvalidationListener = (tags: readonly CacheTag[]) => void | Promise<void>;

/**
 * Rendered public pages and public API reads, kept in memory until a write changes what they
 * show. Each entry names the tags it depends on; invalidating a tag drops exactly those entries.
 * A render that was running while its data changed is never stored (per-tag generations), so a
 * visitor cannot get content older than the last write once that write has answered.
 */
export class PublicCache {
  readonly #entries = new Map<string, Entry>();
  readonly #generations = new Map<CacheTag, number>();
  readonly #listeners: InvalidationListener[] = [];
  readonly #maxEntries: number;
  #epoch = 0;
  #suspended = false;
  /** For /metrics: answers found in memory, and renders started because none was. */
  readonly stats = { hits: 0, misses: 0 };

  /** Hostile query strings can only churn the oldest entries, never grow memory without end. */
  constructor({ maxEntries = 1000 }: { maxEntries?: number } = {}) {
    this.#maxEntries = maxEntries;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.stats.hits += 1;
    // Least recently used goes first: re-insert on every hit.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.response;
  }

  startRender(tags: readonly CacheTag[]): RenderTicket {
    this.stats.misses += 1;
    return {
      epoch: this.#epoch,
      generations: new Map(tags.map((tag) => [tag, this.#generation(tag)])),
    };
  }

  /** False once a write touched any of the ticket's tags (or while the cache is suspended). */
  isCurrent(ticket: RenderTicket): boolean {
    if (this.#suspended || ticket.epoch !== this.#epoch) return false;
    for (const [tag, generation] of ticket.generations) {
      if (this.#generation(tag) !== generation) return false;
    }
    return true;
  }

  /** Stores the response unless its data changed while it was rendered. */
  store(key: string, ticket: RenderTicket, response: CachedResponse): boolean {
    if (!this.isCurrent(ticket)) return false;
    this.#entries.delete(key);
    this.#entries.set(key, { response, tags: [...ticket.generations.keys()] });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
    return true;
  }

  /**
   * Puts `better` (the same answer, compressed smaller) in place of `current`, if `current` is
   * still what the key holds: never brings back an entry a write dropped meanwhile.
   */
  replace(key: string, current: CachedResponse, better: CachedResponse): boolean {
    const entry = this.#entries.get(key);
    if (entry?.response !== current) return false;
    this.#entries.set(key, { ...entry, response: better });
    return true;
  }

  /**
   * Drops every entry that depends on one of `tags` and tells the listeners (the other instances),
   * unless the invalidation came from them.
   */
  async invalidate(tags: readonly CacheTag[], { fromPeer = false } = {}): Promise<void> {
    this.#dropLocally(tags);
    if (fromPeer) return;
    await Promise.all(this.#listeners.map((listener) => listener(tags)));
  }

  onInvalidate(listener: InvalidationListener): void {
    this.#listeners.push(listener);
  }

  /**
   * While other instances' invalidations cannot reach us, nothing may be kept: serve every
   * request fresh until `resume()`.
   */
  suspend(): void {
    this.#suspended = true;
    this.clear();
  }

  /** Anything may have changed while suspended, so start empty. */
  resume(): void {
    this.clear();
    this.#suspended = false;
  }

  clear(): void {
    this.#entries.clear();
    this.#epoch++;
  }

  #dropLocally(tags: readonly CacheTag[]): void {
    for (const tag of tags) this.#bump(tag);
    for (const [key, entry] of this.#entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.#entries.delete(key);
    }
  }

  #generation(tag: CacheTag): number {
    return this.#generations.get(tag) ?? 0;
  }

  #bump(tag: CacheTag): void {
    this.#generations.set(tag, this.#generation(tag) + 1);
  }
}
