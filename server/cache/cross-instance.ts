import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import type { PublicCache } from "./public-cache.ts";

const CHANNEL = "public_cache";
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

const messageSchema = z.object({
  origin: z.string(),
  tags: z.array(z.string().max(100)).max(100),
});

/**
 * Keeps the caches of every instance on one database in step: a write on one instance is
 * announced with NOTIFY and dropped by the others as it lands. While this instance cannot
 * hear the others (connection lost), it keeps nothing cached and serves everything fresh,
 * reconnecting in the background; it starts over with an empty cache once it hears them again.
 */
export async function relayCacheInvalidations(
  database: Database,
  cache: PublicCache,
  logger: Logger,
): Promise<() => Promise<void>> {
  const origin = randomUUID();

  cache.onInvalidate(async (tags) => {
    try {
      await database.notify(CHANNEL, JSON.stringify({ origin, tags }));
    } catch (error) {
      // The write itself stands; the other instances will notice their lost connection.
      logger.error({ err: error, tags }, "cache: could not tell the other instances");
    }
  });

  const onMessage = (payload: string) => {
    const message = parseMessage(payload);
    if (message && message.origin !== origin)
      void cache.invalidate(message.tags, { fromPeer: true });
  };

  let stopListening: (() => Promise<void>) | undefined;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const retryLater = () => {
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };
  const onLost = () => {
    cache.suspend();
    logger.warn("cache: lost the invalidation channel; serving uncached until it is back");
    retryLater();
  };
  async function connect(): Promise<void> {
    try {
      stopListening = await database.listen(CHANNEL, onMessage, onLost);
      cache.resume();
      retryMs = RETRY_FIRST_MS;
    } catch (error) {
      cache.suspend();
      logger.warn({ err: error }, "cache: cannot listen for invalidations; retrying");
      retryLater();
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await stopListening?.();
  };
}

function parseMessage(payload: string): z.infer<typeof messageSchema> | null {
  try {
    const parsed = messageSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
