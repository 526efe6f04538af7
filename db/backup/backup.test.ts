import { createHash } from "node:crypto";
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip, gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticate } from "../../app/features/auth/credentials.server.ts";
import { createUser } from "../../app/features/users/users.server.ts";
import { demoMediaLibrary } from "../../scripts/support/demo-media.ts";
import { openTestDatabase } from "../../tests/support/test-database.ts";
import { type Database, openDatabase, transaction } from "../client.server.ts";
import {
  contactMessages,
  contentPresence,
  contentRevisions,
  leadEvents,
  leadReminders,
  portfolioImages,
  portfolioProjects,
  replyTemplates,
  siteContent,
} from "../schema.ts";
import { seedDemoContent } from "../seed/demo.server.ts";
import { ArchiveError, type ArchiveLine, archiveErrors } from "./archive.ts";
import { restoreBackup, TargetNotEmptyError } from "./restore-backup.server.ts";
import { backupTables, rows } from "./tables.server.ts";
import { writeBackup } from "./write-backup.server.ts";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const folder = mkdtempSync(join(tmpdir(), "backup-test-"));
let source: Database;
let archive: string;

async function backUp(database: Database, name: string): Promise<string> {
  const path = join(folder, name);
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(path));
  await writeBackup(database.db, gzip);
  gzip.end();
  await written;
  return path;
}

/** Every row of every backed-up table, in a comparable form. */
async function contents(database: Database): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of await backupTables(database.db)) {
    const lines = await rows<{ line: string }>(
      database.db,
      sql`select row_to_json(t)::text as line from ${sql.raw(`"${table.name}"`)} t`,
    );
    result[table.name] = lines.map(({ line }) => line).sort();
  }
  return result;
}

const memoryDatabase = () => openDatabase({ dataDir: "memory://" });

// Minutes on a machine whose cache of the demo's processed pictures is cold (decision 0021).
beforeAll(async () => {
  source = await openTestDatabase();
  // The demo's pictures are library media: the archive carries their copies (decision 0018).
  await seedDemoContent(source.db, demoMediaLibrary());
  const ana = await createUser(source.db, {
    username: "ana",
    fullName: "Ana Souza",
    role: "admin",
    password: "senha-da-ana",
  });
  // The lead pipeline's rows: a lead moved along, its timeline, a template, a reminder sent.
  const [lead] = await source.db
    .update(contactMessages)
    .set({
      status: "lost",
      lostReason: "Sem orçamento",
      ownerId: ana.id,
      followUpAt: new Date("2026-03-05T12:00:00Z"),
      mailMessageId: "<contato.1@nexo.test>",
    })
    .where(sql`${contactMessages.id} = (select min(id) from contact_messages)`)
    .returning({ id: contactMessages.id });
  await source.db.insert(leadEvents).values([
    {
      messageId: lead!.id,
      kind: "note",
      authorId: ana.id,
      authorName: "Ana Souza",
      body: "Ligar.",
    },
    {
      messageId: lead!.id,
      kind: "status",
      authorId: ana.id,
      authorName: "Ana Souza",
      body: "Sem orçamento",
      fromStatus: "new",
      toStatus: "lost",
    },
  ]);
  await source.db.insert(replyTemplates).values({ title: "Modelo", body: "Olá, {nome}!" });
  await source.db.insert(leadReminders).values({ userId: ana.id, day: "2026-03-05", leads: 1 });
  // Site content: a published document with a pending draft, its revisions and a presence entry
  // (transient: not carried).
  const body = { root: { type: "root", children: [{ type: "paragraph", children: [] }] } };
  await source.db.insert(siteContent).values({
    key: "terms",
    locale: "pt-BR",
    published: { title: "Termos", body },
    draft: { title: "Termos novos", body },
    version: 3,
    updatedBy: ana.id,
    scheduledAt: new Date("2026-04-01T12:00:00Z"),
    scheduledBy: ana.id,
  });
  await source.db.insert(contentRevisions).values([
    { key: "terms", locale: "pt-BR", data: { title: "Termos", body }, authorId: null },
    { key: "terms", locale: "pt-BR", data: { title: "Termos", body }, authorId: ana.id },
  ]);
  await source.db.insert(contentPresence).values({ key: "terms", locale: "pt-BR", userId: ana.id });
  archive = await backUp(source, "source.ndjson.gz");
}, 600_000);

afterAll(async () => {
  await source.close();
  rmSync(folder, { recursive: true, force: true });
});

// Each restore carries the demo's images (about 9 MB of copies), which PGlite takes slowly.
describe(`backup and restore (${onPostgres ? "PostgreSQL" : "PGlite"})`, {
  timeout: 120_000,
}, () => {
  it("restores every table into an empty database, password hashes included", async () => {
    const target = await openTestDatabase();
    try {
      const { restored } = await restoreBackup(target.db, archive);
      expect(await contents(target)).toEqual(await contents(source));
      expect(restored.users).toBe(1);
      expect(restored.site_content).toBe(1);
      expect(restored.content_revisions).toBe(2);
      expect(restored.content_presence).toBeUndefined();
      expect(await authenticate(target.db, "ana", "senha-da-ana")).toMatchObject({
        username: "ana",
      });
      // Counters moved past the restored ids: a new row does not collide.
      const [next] = await target.db
        .insert(contactMessages)
        .values({
          name: "Novo",
          email: "novo@example.com",
          phone: "11999999999",
          projectType: "Outros",
          subject: "Depois do restore",
          message: "Mensagem depois do restore",
        })
        .returning({ id: contactMessages.id });
      const [max] = await rows<{ max: number }>(
        source.db,
        sql`select max(id) as max from contact_messages`,
      );
      expect(next!.id).toBeGreaterThan(Number(max!.max));
    } finally {
      await target.close();
    }
  });

  it("moves the data across engines: to the embedded database and back", async () => {
    const embedded = await memoryDatabase();
    try {
      await restoreBackup(embedded.db, archive);
      expect(await contents(embedded)).toEqual(await contents(source));
      const back = await openTestDatabase();
      try {
        await restoreBackup(back.db, await backUp(embedded, "from-embedded.ndjson.gz"));
        expect(await contents(back)).toEqual(await contents(source));
      } finally {
        await back.close();
      }
    } finally {
      await embedded.close();
    }
  });

  it("refuses a database that is not empty, and replaces it with --force", async () => {
    const target = await openTestDatabase();
    try {
      await createUser(target.db, {
        username: "outro",
        fullName: "Outro",
        role: "admin",
        password: "senha-outra",
      });
      await expect(restoreBackup(target.db, archive)).rejects.toThrow(TargetNotEmptyError);
      expect((await contents(target)).users).toHaveLength(1);
      await restoreBackup(target.db, archive, { force: true });
      expect(await contents(target)).toEqual(await contents(source));
      expect(await authenticate(target.db, "outro", "senha-outra")).toBeNull();
    } finally {
      await target.close();
    }
  });

  it.each([
    ["a flipped byte", (bytes: Buffer) => flipByte(bytes), archiveErrors.damaged],
    // Broken before the first whole line is out: still a damaged archive, not another program's.
    [
      "a flipped byte near the start",
      (bytes: Buffer) => flipByte(bytes, 12),
      archiveErrors.damaged,
    ],
    [
      "a truncated file",
      (bytes: Buffer) => bytes.subarray(0, bytes.length - 40),
      archiveErrors.damaged,
    ],
    ["a file from another program", () => gzipSync("id,name\n1,Ana\n"), archiveErrors.notABackup],
    ["a file that is not even gzip", () => Buffer.from("%PDF-1.7\n"), archiveErrors.notABackup],
    [
      "rows that disagree with the checksum",
      (bytes: Buffer) => editRow(bytes),
      archiveErrors.damaged,
    ],
  ])("refuses %s and writes nothing", async (_, damage, message) => {
    const path = join(folder, "damaged.ndjson.gz");
    writeFileSync(path, damage(readFileSync(archive)));
    const target = await openTestDatabase();
    try {
      await expect(restoreBackup(target.db, path)).rejects.toThrow(new ArchiveError(message));
      expect(Object.values(await contents(target)).flat()).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it("restores an archive made before a later migration: new columns take their defaults", async () => {
    const older = join(folder, "older.ndjson.gz");
    writeFileSync(older, withoutColumn(readFileSync(archive), "portfolio_projects", "updated_at"));
    const target = await openTestDatabase();
    try {
      await restoreBackup(target.db, older);
      const projects = await target.db.select().from(portfolioProjects);
      expect(projects).toHaveLength((await contents(source)).portfolio_projects!.length);
      for (const project of projects) expect(project.updatedAt).toBeInstanceOf(Date);
    } finally {
      await target.close();
    }
  });

  it("takes one consistent snapshot while projects and their images are being written", async () => {
    const busy = await openTestDatabase();
    const writeProject = (n: number) =>
      transaction(busy.db, async (tx) => {
        const [project] = await tx
          .insert(portfolioProjects)
          .values({
            title: `Projeto ${n}`,
            slug: `projeto-concorrente-${n}`,
            description: "Escrito durante o backup",
            category: "website",
            imageUrl: "https://example.com/capa.png",
            displayOrder: 1000 + n,
          })
          .returning({ id: portfolioProjects.id });
        await tx.insert(portfolioImages).values([
          { projectId: project!.id, imageUrl: "https://example.com/1.png", displayOrder: 0 },
          { projectId: project!.id, imageUrl: "https://example.com/2.png", displayOrder: 1 },
        ]);
      });
    try {
      // A bounded burst of two-row writes around the backup: some land before its snapshot,
      // some after, none may show up half.
      const writes = Array.from({ length: 40 }, (_, n) => writeProject(n));
      const snapshot = await backUp(busy, "busy.ndjson.gz");
      await Promise.all(writes);
      const target = await openTestDatabase();
      try {
        await restoreBackup(target.db, snapshot);
        const perProject = await rows<{ images: number | string }>(
          target.db,
          sql`select count(i.id) as images from portfolio_projects p
              left join portfolio_images i on i.project_id = p.id
              where p.slug like 'projeto-concorrente-%' group by p.id`,
        );
        expect(perProject.every(({ images }) => Number(images) === 2)).toBe(true);
      } finally {
        await target.close();
      }
    } finally {
      await busy.close();
    }
  });
});

function flipByte(bytes: Buffer, at = Math.floor(bytes.length / 2)): Buffer {
  const copy = Buffer.from(bytes);
  copy[at]! ^= 0x10;
  return copy;
}

function lines(bytes: Buffer): ArchiveLine[] {
  return gunzipSync(bytes)
    .toString("utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as ArchiveLine);
}

/** Changes one row's text but keeps the file's gzip intact: only the checksum can tell. */
function editRow(bytes: Buffer): Buffer {
  const text = gunzipSync(bytes).toString("utf8").replace("Clínica", "Clinica");
  return gzipSync(text);
}

/** The same archive as an older version would have written it: one column fewer, re-summed. */
function withoutColumn(bytes: Buffer, table: string, column: string): Buffer {
  const summaries = new Map<string, string>();
  let current = "";
  let hash = createHash("sha256");
  const out: string[] = [];
  for (const line of lines(bytes)) {
    if (line[0] === "T") {
      current = line[1];
      hash = createHash("sha256");
      out.push(JSON.stringify(["T", line[1], line[2].filter((name) => name !== column)]));
    } else if (line[0] === "R") {
      const row = { ...line[1] };
      if (current === table) delete row[column];
      const text = JSON.stringify(["R", row]);
      hash.update(`${text}\n`);
      out.push(text);
    } else if (line[0] === "E") {
      const sha = hash.digest("hex");
      out.push(JSON.stringify(["E", line[1], line[2], sha]));
      summaries.set(line[1], sha);
    } else if (line[0] === "M") {
      const manifest = line[1];
      for (const [name, sha] of summaries) manifest.tables[name]!.sha256 = sha;
      manifest.migrations.count -= 1;
      out.push(JSON.stringify(["M", manifest]));
    } else {
      out.push(JSON.stringify(line));
    }
  }
  return gzipSync(`${out.join("\n")}\n`);
}
