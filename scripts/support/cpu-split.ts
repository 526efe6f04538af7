import { spawnSync } from "node:child_process";

/**
 * Where the benchmark runs what. On one machine the load generator and the server under test
 * otherwise fight for the same cores, and the scheduler settles each server process into a
 * different arrangement: the same build measured 35k or 55k req/s from one start to the next.
 * With the servers on the first CPU and the load on the others, runs repeat, and nginx and the
 * app each get exactly one core (nginx has one worker; the app is one Node process).
 */
export interface CpuSplit {
  /** CPU list (taskset syntax) for the app and nginx. */
  server: string;
  /** CPU list for the load generator: the benchmark's own process and its children. */
  load: string;
}

/** The split, or null on a single CPU or without taskset (util-linux): then nothing is pinned. */
export function splitCpus(): CpuSplit | null {
  const probe = spawnSync("taskset", ["--cpu-list", "--pid", String(process.pid)], {
    encoding: "utf8",
  });
  if (probe.error || probe.status !== 0) return null;
  const cpus = parseCpuList(probe.stdout.split(":").pop() ?? "");
  if (cpus.length < 2) return null;
  return { server: String(cpus[0]), load: cpus.slice(1).join(",") };
}

/** "0-2,5" → [0, 1, 2, 5]. */
export function parseCpuList(list: string): number[] {
  return list
    .trim()
    .split(",")
    .filter(Boolean)
    .flatMap((part) => {
      const [from = NaN, to = from] = part.split("-").map(Number);
      if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) return [];
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    });
}

/** Moves this process, all its threads, and so every child it starts from now on onto `cpus`. */
export function pinThisProcess(cpus: string): void {
  const pinned = spawnSync("taskset", [
    "--all-tasks",
    "--cpu-list",
    "--pid",
    cpus,
    String(process.pid),
  ]);
  if (pinned.error || pinned.status !== 0) throw new Error(`taskset could not pin us to ${cpus}`);
}

/** `command args` run on `cpus`, or as it is when no CPUs are given. */
export function onCpus(
  cpus: string | undefined,
  command: string,
  args: string[],
): [string, string[]] {
  return cpus ? ["taskset", ["--cpu-list", cpus, command, ...args]] : [command, args];
}
