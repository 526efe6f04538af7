import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export class DataDirInUseError extends Error {}

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
 * PGlite has no lock between processes, and two writers would corrupt the folder.
 * Take `<dir>/.lock` (holding our pid) with an exclusive create; a lock whose pid is gone
 * was left by a crash and is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUseError(
          `DATA_DIR ${dir} já está em uso pelo processo ${holder}; só um processo pode usar uma pasta de dados.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(
    `DATA_DIR ${dir}: não foi possível obter o bloqueio da pasta de dados.`,
  );
}
