import type { ChildProcess } from "node:child_process";

/** Polls `url` until it answers 2xx; fails when the child exits first or time runs out. */
export async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`exited (${child.exitCode ?? child.signalCode}) before it answered`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    // Often enough that the time to ready, which the bench reports, is not the poll's.
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error(`${url} did not answer 2xx within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL after 15 s; resolves once the child has exited. */
export async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const forced = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(forced);
}
