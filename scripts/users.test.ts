import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticate } from "../app/features/auth/credentials.server.ts";
import { createSession, findSessionUser } from "../app/features/auth/sessions.server.ts";
import { createUser } from "../app/features/users/users.server.ts";
import { openDatabase } from "../db/client.server.ts";
import { lockDataDir } from "../db/data-dir-lock.server.ts";
import { sessions } from "../db/schema.ts";
import { createThrowawayDatabase } from "../tests/support/test-database.ts";

const run = promisify(execFile);
const script = join(import.meta.dirname, "users.ts");
const serverUrl = process.env.TEST_DATABASE_URL;

// The command runs against PostgreSQL in the PostgreSQL pass and against a PGlite folder otherwise.
describe(`npm run users (${serverUrl ? "PostgreSQL" : "PGlite"})`, () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let oldSession: string;

  const open = () => openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL });
  const users = (...args: string[]) =>
    run(process.execPath, [script, ...args], { env: { ...process.env, ...env } });

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "users-cli-"));
    if (serverUrl) {
      const throwaway = await createThrowawayDatabase();
      env = { DATA_DIR: dataDir, DATABASE_URL: throwaway.url };
      cleanup = throwaway.drop;
    } else {
      env = { DATA_DIR: dataDir, DATABASE_URL: "" };
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    }
    const database = await open();
    const input = { fullName: "Ana Souza", role: "admin" as const, password: "antiga123" };
    await createUser(database.db, { ...input, username: "ana", email: "ana@nexo.test" });
    const bruno = await createUser(database.db, {
      ...input,
      username: "bruno",
      fullName: "Bruno Lima",
      role: "editor",
    });
    oldSession = await createSession(database.db, bruno.id);
    await database.close();
  });

  afterAll(() => cleanup());

  it("lists the users with their e-mail and role", async () => {
    const { stdout } = await users("list");
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^id\s+usuário\s+nome\s+e-mail\s+papel\s+criado em$/);
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/).slice(1, 5))).toEqual([
      ["ana", "Ana Souza", "ana@nexo.test", "admin"],
      ["bruno", "Bruno Lima", "-", "editor"],
    ]);
  });

  it("resets a password once, whatever the letter case, and ends that user's sessions", async () => {
    const { stdout } = await users("reset-password", "BRUNO");
    const password = /Nova senha de bruno: (\S+)/.exec(stdout)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);

    const database = await open();
    try {
      expect(await authenticate(database.db, "bruno", password!)).toMatchObject({
        username: "bruno",
      });
      expect(await authenticate(database.db, "bruno", "antiga123")).toBeNull();
      expect(await findSessionUser(database.db, oldSession)).toBeNull();
      const [left] = await database.db.select({ n: count() }).from(sessions);
      expect(left?.n).toBe(0);
      expect(await authenticate(database.db, "ana", "antiga123")).not.toBeNull();
    } finally {
      await database.close();
    }
  });

  it("says so when the user does not exist, and prints usage for a wrong command", async () => {
    await expect(users("reset-password", "carla")).rejects.toMatchObject({
      code: 1,
      stderr: "Usuário não encontrado: carla\n",
    });
    await expect(users("reset-password")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("npm run users -- reset-password <usuário>"),
    });
  });

  // Only the embedded database has a folder a server can hold.
  if (!serverUrl) {
    it("refuses a PGlite folder that a running server holds", async () => {
      const release = lockDataDir(env.DATA_DIR!);
      try {
        await expect(users("list")).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining("Pare o servidor"),
        });
      } finally {
        release();
      }
    });
  }
});
