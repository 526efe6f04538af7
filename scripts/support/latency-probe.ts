import { Agent, request as httpRequest } from "node:http";

export interface ProbeRequest {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface ProbeAnswer {
  status: number;
  ms: number;
}

export interface LatencySummary {
  count: number;
  /** Answers that were not the expected status, and requests that failed outright. */
  unexpected: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * One keep-alive connection from `localAddress`: a source address of its own lets a probe stand
 * for a visitor apart from the flood (every address in 127.0.0.0/8 reaches the loopback).
 */
export function probeAgent(localAddress: string): Agent {
  return new Agent({ keepAlive: true, maxSockets: 1, localAddress });
}

/** One request, timed from sending to the last byte of the answer. Never rejects. */
export function timeRequest(
  target: ProbeRequest,
  agent: Agent | false,
  options: { localAddress?: string; timeoutMs?: number } = {},
): Promise<ProbeAnswer> {
  const started = performance.now();
  return new Promise((done) => {
    const finish = (status: number) => done({ status, ms: performance.now() - started });
    const request = httpRequest(
      target.url,
      {
        method: target.method ?? "GET",
        headers: target.headers,
        agent,
        localAddress: options.localAddress,
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        response.on("data", () => {});
        response.on("end", () => finish(response.statusCode ?? 0));
        response.on("error", () => finish(0));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => finish(0));
    request.end(target.body);
  });
}

/** Sends `target` one request after another until `until` (ms since the epoch); every answer timed. */
export async function probeUntil(
  target: ProbeRequest,
  agent: Agent,
  until: number,
  expectedStatus = 200,
): Promise<LatencySummary> {
  const answers: ProbeAnswer[] = [];
  while (Date.now() < until) answers.push(await timeRequest(target, agent));
  return summarise(answers, expectedStatus);
}

export function summarise(answers: ProbeAnswer[], expectedStatus: number): LatencySummary {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return {
    count: answers.length,
    unexpected: answers.filter((a) => a.status !== expectedStatus).length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}
