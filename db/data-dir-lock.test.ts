import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  runServerProcessToExit,
  type ServerProcess,
  startServerProcess,
} from "../tests/support/server-process.ts";
import { DataDirInUseError, lockDataDir, processIdentity } from "./data-dir-lock.server.ts";

const folders: string[] = [];
const servers: ServerProcess[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.cleanup();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(lock?: string): string {
  const folder = mkdtempSync(join(tmpdir(), "agency-lock-"));
  folders.push(folder);
  if (lock !== undefined) writeFileSync(join(folder, ".lock"), lock);
  return folder;
}

const lockOf = (folder: string) => JSON.parse(readFileSync(join(folder, ".lock"), "utf8"));

/** Every file under `folder` with its size and modification time: what "touched" would change. */
function snapshot(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .sort()
    .map((name) => {
      // A file the engine removes between the listing and this look is a change like any other.
      const stat = statSync(join(folder, name), { throwIfNoEntry: false });
      return stat ? `${name} ${stat.size} ${stat.mtimeMs}` : `${name} removed`;
    });
}

/**
 * The folder once the running server has stopped writing to it: right after start it still runs
 * its first scheduled jobs and PGlite flushes their pages. Two equal snapshots a second apart.
 */
async function settledSnapshot(folder: string): Promise<string[]> {
  let previous = snapshot(folder);
  for (let attempt = 0; attempt < 30; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const current = snapshot(folder);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  throw new Error(`the server kept writing to ${folder} for 30 s`);
}

const startTime = (pid: number) => Number(processIdentity(pid)?.split("/")[1]);
/** The identity the process with `pid` would have, had it started one tick later. */
const otherLife = (pid: number) =>
  processIdentity(pid)?.replace(/\/\d+$/, `/${startTime(pid) + 1}`);

describe("processIdentity", () => {
  it("tells this process from another live one, and stays the same for a process", () => {
    const own = processIdentity(process.pid);
    expect(own).toMatch(/^[\w-]+\/\d+$/);
    expect(processIdentity(process.pid)).toBe(own);
    expect(processIdentity(process.ppid)).toMatch(/^[\w-]+\/\d+$/);
    expect(processIdentity(process.ppid)).not.toBe(own);
  });
});

describe("lockDataDir", () => {
  it("writes this process's pid and identity, and removes the lock on release", () => {
    const folder = dataFolder();
    const release = lockDataDir(folder);
    expect(lockOf(folder)).toEqual({ pid: process.pid, identity: processIdentity(process.pid) });
    release();
    expect(readdirSync(folder)).not.toContain(".lock");
  });

  it("refuses a folder this very process already holds", () => {
    const folder = dataFolder();
    const release = lockDataDir(folder);
    expect(() => lockDataDir(folder)).toThrow(DataDirInUseError);
    release();
  });

  // After a reboot or a container restart, the pid in a leftover lock is often some other live
  // process's: the parent of this test runner, or pid 1, stand in for it.
  it.each([
    [
      "a live pid started at another time",
      () => ({ pid: process.ppid, identity: otherLife(process.ppid) }),
    ],
    ["pid 1 started at another time", () => ({ pid: 1, identity: otherLife(1) })],
    [
      "a live pid in another boot",
      () => ({ pid: process.ppid, identity: `another-boot/${startTime(process.ppid)}` }),
    ],
    ["a live pid without an identity", () => ({ pid: process.ppid })],
    [
      "our own pid from an earlier life",
      () => ({ pid: process.pid, identity: otherLife(process.pid) }),
    ],
  ])("takes over a lock naming %s", (_, holder) => {
    const folder = dataFolder(JSON.stringify(holder()));
    const release = lockDataDir(folder);
    expect(lockOf(folder).pid).toBe(process.pid);
    release();
  });

  it("takes over a lock in the older bare-pid form naming a live process", () => {
    const folder = dataFolder(String(process.ppid));
    const release = lockDataDir(folder);
    expect(lockOf(folder).pid).toBe(process.pid);
    release();
  });

  it("takes over a lock whose process has exited, and garbage", () => {
    const exited = spawnSync(process.execPath, ["-e", "0"]).pid;
    for (const lock of [JSON.stringify({ pid: exited, identity: "x/1" }), "", "{oops", "[]"]) {
      const folder = dataFolder(lock);
      const release = lockDataDir(folder);
      expect(lockOf(folder).pid).toBe(process.pid);
      release();
    }
  });
});

describe("one server per data folder", () => {
  it("a running server's folder refuses a second start untouched; a killed one's does not", async () => {
    const folder = dataFolder();
    const first = await startServerProcess({ DATA_DIR: folder });
    servers.push(first);
    const firstPid = first.child.pid;
    expect(lockOf(folder).pid).toBe(firstPid);

    expect(() => lockDataDir(folder)).toThrow(
      new DataDirInUseError(
        `DATA_DIR ${folder} já está em uso pelo processo ${firstPid}; só um processo pode usar uma pasta de dados.`,
      ),
    );

    const before = await settledSnapshot(folder);
    const second = await runServerProcessToExit({ DATA_DIR: folder });
    expect(second.code).toBe(1);
    expect(second.output).toBe(
      `DATA_DIR ${folder} já está em uso pelo processo ${firstPid}; só um processo pode usar uma pasta de dados.\n`,
    );
    expect(snapshot(folder)).toEqual(before);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    // A crash leaves the lock behind; it does not block the next start.
    first.child.kill("SIGKILL");
    await first.exited;
    expect(lockOf(folder).pid).toBe(firstPid);
    const next = await startServerProcess({ DATA_DIR: folder });
    servers.push(next);
    expect((await fetch(`${next.url}/readyz`)).status).toBe(200);
    expect(lockOf(folder).pid).toBe(next.child.pid);

    // A clean stop releases it.
    next.child.kill("SIGTERM");
    expect(await next.exited).toEqual({ code: 0, signal: null });
    expect(readdirSync(folder)).not.toContain(".lock");
  }, 300_000);
});
