import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export class DataDirInUseError extends Error {}

/** Who holds a lock: a pid, and that process's identity when the system can tell it. */
interface LockHolder {
  pid: number;
  /** The boot and the start time of the process (processIdentity); absent on other systems. */
  identity?: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * What tells one process from a later one that was given the same pid, on Linux: the boot it
 * runs in and its start time (field 22 of /proc/<pid>/stat, clock ticks since that boot). After
 * a reboot or a container restart, pids start over and the pid in a leftover lock often belongs
 * to some other live process (in a container the server is often pid 1 every time); its
 * identity still differs. Null where /proc is not available: only the pid can be checked there.
 */
export function processIdentity(pid: number): string | null {
  try {
    const bootId = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces and parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const startTime = fields[22 - 3];
    return startTime && /^\d+$/.test(startTime) ? `${bootId}/${startTime}` : null;
  } catch {
    return null;
  }
}

function readHolder(lockPath: string): LockHolder | null {
  try {
    const content = JSON.parse(readFileSync(lockPath, "utf8")) as unknown;
    // Older versions wrote the bare pid, which parses as a number.
    if (typeof content === "number") return { pid: content };
    if (typeof content !== "object" || content === null) return null;
    const { pid, identity } = content as Record<string, unknown>;
    if (typeof pid !== "number") return null;
    return { pid, identity: typeof identity === "string" ? identity : undefined };
  } catch {
    return null; // gone meanwhile, or unreadable: nobody can be shown to hold it
  }
}

/**
 * Whether the process that wrote the lock still runs. Where identities can be read, the live
 * process with that pid must also have the recorded identity; a lock without one (written by
 * an older version) cannot be matched to any process and is taken as left over.
 */
function holderIsAlive(holder: LockHolder): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !isRunning(holder.pid)) return false;
  const current = processIdentity(holder.pid);
  if (current !== null) return holder.identity === current;
  // No /proc: our own pid in the lock can only be a leftover from an earlier life of this pid.
  return holder.pid !== process.pid;
}

/**
 * PGlite has no lock between processes, and two writers would corrupt the folder.
 * Take `<dir>/.lock` (holding our pid and identity) with an exclusive create; a lock whose
 * holder no longer runs was left by a crash or a reboot and is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, ".lock");
  const identity = processIdentity(process.pid) ?? undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, JSON.stringify({ pid: process.pid, identity }));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(lockPath);
      if (holder && holderIsAlive(holder)) {
        throw new DataDirInUseError(
          `DATA_DIR ${dir} já está em uso pelo processo ${holder.pid}; só um processo pode usar uma pasta de dados.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(
    `DATA_DIR ${dir}: não foi possível obter o bloqueio da pasta de dados.`,
  );
}
