import { Agent } from "node:http";
import { parentPort, workerData } from "node:worker_threads";
import { timeRequest } from "./latency-probe.ts";

/**
 * The flood, in a worker thread so its event loop never delays the main thread's timings:
 * `connections` loops of POST /api/login, each with a username never tried before and a wrong
 * password, until `deadline`. With `spread`, every request comes from a new source address in
 * 127.1.0.0/16 on a new connection (many clients); otherwise all come from 127.0.0.1 over
 * keep-alive connections (one client). Posts the count of answers per status when done.
 */
export interface FloodSettings {
  url: string;
  connections: number;
  spread: boolean;
  deadline: number;
}

export type FloodCounts = Record<string, number>;

const settings = workerData as FloodSettings;
const counts: FloodCounts = {};
const agent = new Agent({
  keepAlive: true,
  maxSockets: settings.connections,
  localAddress: "127.0.0.1",
});
let sent = 0;

function sourceAddress(n: number) {
  // 127.1.0.1 … 127.1.255.254: 65,000 addresses before one repeats.
  const index = n % 65_024;
  return `127.1.${Math.floor(index / 254)}.${(index % 254) + 1}`;
}

async function loop(worker: number) {
  while (Date.now() < settings.deadline) {
    const n = sent++;
    const body = JSON.stringify({ username: `flood-${worker}-${n}`, password: "chute-errado" });
    const { status } = await timeRequest(
      {
        url: `${settings.url}/api/login`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      },
      settings.spread ? false : agent,
      {
        localAddress: settings.spread ? sourceAddress(n) : undefined,
        timeoutMs: Math.max(1, settings.deadline - Date.now()),
      },
    );
    // A request cut off at the deadline is not an answer.
    if (status === 0 && Date.now() >= settings.deadline) break;
    const key = status === 0 ? "error" : String(status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: settings.connections }, (_, i) => loop(i)));
agent.destroy();
parentPort?.postMessage(counts);
