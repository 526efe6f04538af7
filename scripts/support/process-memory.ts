import { readFileSync } from "node:fs";

/** A process's resident memory in MB, from /proc (Linux); null elsewhere or once it is gone. */
export function residentMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** Samples a process's resident memory until stopped; `stop()` answers the highest seen. */
export function watchPeakMemory(pid: number, everyMs = 200): { stop(): number | null } {
  let peak: number | null = residentMb(pid);
  const timer = setInterval(() => {
    const now = residentMb(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
