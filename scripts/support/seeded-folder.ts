import { createHash } from "node:crypto";
import { cp, mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import lockfile from "proper-lockfile";

/**
 * A data folder made once and copied for each process that needs one (the end-to-end servers,
 * docs/architecture.md#tests): the demo content in a fresh folder costs about 6 s of CPU, a copy a
 * tenth of a second. The copy under `cacheDir/<key>` is made by one process while the others
 * that start at the same time wait for it (a lock beside it), written aside and renamed, so a
 * folder under its key is always whole. A change to anything the key covers makes a new one.
 */
export async function copySeededFolder({
  cacheDir,
  key,
  into,
  make,
}: {
  cacheDir: string;
  key: string;
  /** The folder to fill: created when missing. */
  into: string;
  /** Fills an empty folder: the slow path, run by one process per key. */
  make: (folder: string) => Promise<void>;
}): Promise<void> {
  const ready = join(cacheDir, key);
  if (!(await exists(ready))) {
    await mkdir(cacheDir, { recursive: true });
    const release = await lockfile.lock(ready, {
      realpath: false,
      // The holder touches the lock every 5 s; one untouched for 30 s was left by a crash.
      stale: 30_000,
      update: 5_000,
      retries: { retries: 600, factor: 1, minTimeout: 200, maxTimeout: 200 },
    });
    try {
      // Another process may have made it while this one waited for the lock.
      if (!(await exists(ready))) {
        const partial = `${ready}.partial-${process.pid}`;
        await rm(partial, { recursive: true, force: true });
        await mkdir(partial, { recursive: true });
        await make(partial);
        await rename(partial, ready);
      }
    } finally {
      await release();
    }
  }
  await cp(ready, into, { recursive: true });
}

/** SHA-256 (hex, 16 digits) of every file under these folders, by relative name and content. */
export async function folderKey(...folders: string[]): Promise<string> {
  const hash = createHash("sha256");
  for (const folder of folders) {
    const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(file.slice(folder.length)).update(await readFile(file));
  }
  return hash.digest("hex").slice(0, 16);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
