import { describe, expect, it } from "vitest";
import type { HttpError } from "./http-error.ts";
import { WorkQueue } from "./work-queue.ts";

/** A task that runs until the test finishes it. */
function controllable() {
  const started: number[] = [];
  const finishers = new Map<number, (fail?: boolean) => void>();
  const task = (id: number) => () =>
    new Promise<number>((resolve, reject) => {
      started.push(id);
      finishers.set(id, (fail) => (fail ? reject(new Error(`task ${id} failed`)) : resolve(id)));
    });
  const finish = async (id: number, fail = false) => {
    finishers.get(id)!(fail);
    // Let the queue hand the place over before the test looks again.
    await new Promise((done) => setImmediate(done));
  };
  return { started, task, finish };
}

describe("WorkQueue", () => {
  it("runs `concurrency` tasks at once, queues `maxWaiting`, and refuses the rest with a 503", async () => {
    const queue = new WorkQueue({ concurrency: 2, maxWaiting: 2, typicalMs: 700 });
    const { started, task, finish } = controllable();
    const accepted = Promise.allSettled([1, 2, 3, 4].map((id) => queue.run(task(id))));
    const refused = (await queue.run(task(5)).catch((error) => error)) as HttpError;

    expect(refused.status).toBe(503);
    expect(refused.message).toBe("Servidor ocupado no momento. Tente novamente em instantes.");
    // Two waiting, two places: about two rounds of 0.7 s.
    expect(refused.headers?.["Retry-After"]).toBe("2");
    await new Promise((done) => setImmediate(done));
    expect(started).toEqual([1, 2]);
    expect(queue.stats()).toMatchObject({ running: 2, waiting: 2 });

    // First come, first served; a failed task frees its place too.
    await finish(2, true);
    expect(started).toEqual([1, 2, 3]);
    await finish(1);
    expect(started).toEqual([1, 2, 3, 4]);
    await finish(3);
    await finish(4);
    const results = await accepted;
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, peakRunning: 2, peakWaiting: 2 });
  });

  it("takes new work again once the queue has room", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 0, typicalMs: 100 });
    const { task, finish } = controllable();
    const first = queue.run(task(1));
    await expect(queue.run(task(2))).rejects.toMatchObject({ status: 503 });
    await finish(1);
    await first;
    const second = queue.run(task(3));
    await finish(3);
    await expect(second).resolves.toBe(3);
  });
});
