import { type Db, transaction } from "./client.server.ts";

/** Writes one batch in the transaction it is given; answers one result per item, in order. */
export type BatchWrite<Item, Result> = (tx: Db, items: Item[]) => Promise<Result[]>;

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

interface Queue<Item, Result> {
  waiting: Array<Waiting<Item, Result>>;
  busy: boolean;
}

// Enough to empty a burst in a few commits; small enough that one statement stays short.
const MAX_BATCH = 200;

/**
 * Group commit (docs/performance.md#writes-under-a-burst): the writes that arrive while one is
 * being committed wait for it, then go together in one transaction, so a burst of visitors
 * costs a few commits instead of one each, and on PGlite's single connection nobody queues
 * behind dozens of transactions. A lone write goes at once (on the next turn of the event loop,
 * so the requests read in the same turn join it). Each caller's promise settles when its row
 * is committed, as if it had written alone. If a batch fails, its items are written again one
 * by one, so one bad item fails only its own caller.
 *
 * The queue is per process and per database handle: instances on one PostgreSQL batch their
 * own requests and commit independently, as single writes would.
 */
export function groupCommit<Item, Result>(
  write: BatchWrite<Item, Result>,
): (db: Db, item: Item) => Promise<Result> {
  const queues = new WeakMap<Db, Queue<Item, Result>>();

  const writeChecked = async (tx: Db, items: Item[]) => {
    const results = await write(tx, items);
    // Thrown inside the transaction, so a write that lost track of its items stores nothing.
    if (results.length !== items.length) throw new Error("group commit: one result per item");
    return results;
  };

  const writeAlone = async (db: Db, { item, resolve, reject }: Waiting<Item, Result>) => {
    try {
      const [result] = await transaction(db, (tx) => writeChecked(tx, [item]));
      resolve(result as Result);
    } catch (error) {
      reject(error);
    }
  };

  const drain = async (db: Db, queue: Queue<Item, Result>) => {
    try {
      while (queue.waiting.length > 0) {
        const batch = queue.waiting.splice(0, MAX_BATCH);
        const items = batch.map(({ item }) => item);
        try {
          const results = await transaction(db, (tx) => writeChecked(tx, items));
          for (const [index, { resolve }] of batch.entries()) resolve(results[index] as Result);
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error);
          else await Promise.all(batch.map((one) => writeAlone(db, one)));
        }
      }
    } finally {
      // Whatever happened, the next write starts a drain again rather than waiting for ever.
      queue.busy = false;
    }
  };

  return (db, item) =>
    new Promise<Result>((resolve, reject) => {
      const queue = queues.get(db) ?? { waiting: [], busy: false };
      queues.set(db, queue);
      queue.waiting.push({ item, resolve, reject });
      if (queue.busy) return;
      queue.busy = true;
      setImmediate(() => void drain(db, queue));
    });
}
