import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

// GET /api/admin/backup streams an archive out of one long transaction. On PGlite that
// transaction holds the only connection, so nothing may wait on the database between the answer
// being made and its body being read (the activity log entry), and a reader who goes away must
// end the transaction rather than leave it open.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).cookie;
  // Enough rows that the archive is far larger than any stream's buffer.
  await t.db.execute(sql`
    insert into contact_messages (name, email, phone, subject, project_type, message)
    select 'Pessoa ' || n, 'p' || n || '@exemplo.com', '+5511900000000', 'Assunto ' || n,
           'Outros', repeat(md5(n::text), 20)
      from generate_series(1, 4000) n`);
});
afterAll(() => t.close());

const download = () =>
  t.app.request("/api/admin/backup", { headers: { cookie: admin, host: "localhost" } });

describe("GET /api/admin/backup", () => {
  it("streams a large archive to the end, and logs the download", async () => {
    const response = await download();
    expect(response.status).toBe(200);
    const bytes = (await response.arrayBuffer()).byteLength;
    expect(bytes).toBeGreaterThan(100_000);
    const log = await t.request("GET", "/api/admin/audit?action=backup.download", {
      cookie: admin,
    });
    expect(log.body.data).toHaveLength(1);
  });

  it("a reader who goes away ends the backup, and the database answers again", async () => {
    const response = await download();
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    const [row] = (
      (await t.db.execute(sql`select count(*)::int as n from contact_messages`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row!.n).toBe(4000);
  });
});
