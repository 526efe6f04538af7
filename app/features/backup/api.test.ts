import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyArchive } from "../../../db/backup/read-backup.server.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { backupFileName, backupInto, listBackups } from "./scheduled-backups.server.ts";
import { backupTexts } from "./texts.ts";

const folder = mkdtempSync(join(tmpdir(), "backups-api-"));
let t: TestApp;
let admin: string;
let editor: string;

beforeAll(async () => {
  t = await createTestApp({ BACKUP_DIR: folder, BACKUP_KEEP: "2", BACKUP_INTERVAL_HOURS: "6" });
  admin = (await t.signIn("admin")).cookie;
  editor = (await t.signIn("editor")).cookie;
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("/api/admin/backups", () => {
  it("is for admins only", async () => {
    expect((await t.request("GET", "/api/admin/backups")).status).toBe(401);
    expect((await t.request("GET", "/api/admin/backups", { cookie: editor })).status).toBe(403);
    expect((await t.request("POST", "/api/admin/backups", { cookie: editor })).status).toBe(403);
  });

  it("shows the schedule before any backup ran", async () => {
    const { status, body } = await t.request("GET", "/api/admin/backups", { cookie: admin });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      schedule: { dir: folder, everyHours: 6, keep: 2 },
      status: {
        lastSuccessAt: null,
        lastRunAt: null,
        lastFailed: false,
        lastOutcome: null,
        running: false,
      },
      files: [],
    });
  });

  it("'Fazer backup agora' writes a verified archive that the list offers for download", async () => {
    const made = await t.request("POST", "/api/admin/backups", { cookie: admin });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ lastFailed: false, running: false });
    expect(made.body.data.lastSuccessAt).toEqual(expect.any(String));

    const { body } = await t.request("GET", "/api/admin/backups", { cookie: admin });
    expect(body.data.files).toHaveLength(1);
    const [file] = body.data.files;
    expect(file.name).toMatch(/^backup-\d{8}-\d{6}\.ndjson\.gz$/);
    const manifest = await verifyArchive(join(folder, file.name));
    expect(manifest.tables.users?.rows).toBe(2);

    const download = await t.app.request(`/api/admin/backups/${file.name}`, {
      headers: { cookie: admin },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/gzip");
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${file.name}"`);
    expect(download.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(file.bytes);
    expect(gunzipSync(bytes).toString("utf8")).toContain('"nexo-digital-backup"');
  });

  it("downloads only archives it wrote: other names are a 404", async () => {
    writeFileSync(join(folder, "secret.txt"), "not a backup");
    for (const name of ["secret.txt", "..%2Fsecret.txt", "backup-20260101-000000.ndjson.gz"]) {
      const { status, body } = await t.request("GET", `/api/admin/backups/${name}`, {
        cookie: admin,
      });
      expect(status, name).toBe(404);
      expect(body.success).toBe(false);
    }
  });

  it("keeps BACKUP_KEEP archives, dropping the oldest", async () => {
    const older = [
      "backup-20200101-000000.ndjson.gz",
      "backup-20210101-000000.ndjson.gz",
      "backup-20220101-000000.ndjson.gz",
    ];
    for (const name of older) writeFileSync(join(folder, name), "old");
    await backupInto(t.db, folder, 2);
    const kept = (await listBackups(folder)).map((file) => file.name);
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain(older[0]);
    expect(kept).not.toContain(older[1]);
    expect(readdirSync(folder).filter((name) => name.endsWith(".partial"))).toEqual([]);
  });

  it("names archives so that they sort by time", () => {
    expect(backupFileName(new Date("2026-11-24T09:05:03.120Z"))).toBe(
      "backup-20261124-090503.ndjson.gz",
    );
  });
});

describe("/api/admin/backups without BACKUP_DIR", () => {
  it("says scheduled backups are off, and how to turn them on", async () => {
    const plain = await createTestApp();
    try {
      const cookie = (await plain.signIn("admin")).cookie;
      const { body } = await plain.request("GET", "/api/admin/backups", { cookie });
      expect(body.data).toMatchObject({ schedule: null, files: [] });
      const made = await plain.request("POST", "/api/admin/backups", { cookie });
      expect(made.status).toBe(409);
      expect(made.body).toEqual({ success: false, message: backupTexts.notConfigured });
    } finally {
      await plain.close();
    }
  });
});
