import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactStats, listContactMessages } from "../app/features/contact/contact.server.ts";
import { subscriberStats } from "../app/features/newsletter/newsletter.server.ts";
import { projectListJson } from "../app/features/portfolio/portfolio.server.ts";
import { testimonialStats } from "../app/features/testimonials/testimonials.server.ts";
import { openSharedTestDatabase } from "../tests/support/test-database.ts";
import type { Db } from "./client.server.ts";
import { untilChanged, versionOf } from "./until-changed.server.ts";

// Totals and stats are remembered per table version (migration 0015's triggers): whatever writes
// the table, through this handle or another instance's, the next figure is exact again.

let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;
let db: Db;
let other: Db;

beforeAll(async () => {
  shared = await openSharedTestDatabase();
  db = shared.first.db;
  other = shared.second.db;
});
afterAll(() => shared.close());

const page = { limit: 100, sort: "newest", cursor: null, q: undefined } as const;

async function addMessages(on: Db, count: number, prefix = "Cliente") {
  await on.execute(sql`
    insert into contact_messages (name, email, phone, project_type, subject, message)
    select ${prefix} || ' ' || i, 'cliente' || i || '@exemplo.com.br', '(11) 90000-0000', 'Site',
           'Orçamento', 'Mensagem ' || i
      from generate_series(1, ${count}) as i`);
}

async function inboxTotal(on: Db, q?: string) {
  return (await listContactMessages(on, { folder: "inbox" }, { ...page, q })).meta.total;
}

describe("figures remembered until their table changes", () => {
  it("reads once while nothing is written, and again after any write", async () => {
    let reads = 0;
    const read = async () => {
      reads++;
      const { rows } = (await db.execute(
        sql`select count(*)::int as n, ${versionOf("contact_messages")} as version from contact_messages`,
      )) as unknown as { rows: { n: number; version: string | null }[] };
      return { value: rows[0]!.n, version: rows[0]!.version };
    };
    // No write recorded yet: nothing to compare with, so nothing is remembered.
    expect(await untilChanged(db, "contact_messages", "probe", read)).toBe(0);
    expect(await untilChanged(db, "contact_messages", "probe", read)).toBe(0);
    expect(reads).toBe(2);

    await addMessages(db, 3);
    expect(await untilChanged(db, "contact_messages", "probe", read)).toBe(3);
    expect(await untilChanged(db, "contact_messages", "probe", read)).toBe(3);
    expect(reads).toBe(3);

    // A statement that changes no row still counts as a write: never a stale figure.
    await db.execute(sql`update contact_messages set is_read = true where id < 0`);
    expect(await untilChanged(db, "contact_messages", "probe", read)).toBe(3);
    expect(reads).toBe(4);
    await db.execute(sql`delete from contact_messages`);
  });

  it("keeps list totals and stats exact through inserts, updates, deletes and truncation, from either instance", async () => {
    await addMessages(db, 5);
    expect(await inboxTotal(db)).toBe(5);
    expect(await contactStats(db)).toEqual({ count: 5, unread: 5 });

    await addMessages(other, 2, "Loja");
    expect(await inboxTotal(db)).toBe(7);
    expect(await inboxTotal(db, "loja")).toBe(2);
    expect(await contactStats(db)).toEqual({ count: 7, unread: 7 });

    await other.execute(sql`update contact_messages set spam = true where name like 'Loja%'`);
    expect(await inboxTotal(db)).toBe(5);
    expect(await inboxTotal(db, "loja")).toBe(0);
    await other.execute(sql`update contact_messages set is_read = true where name = 'Cliente 1'`);
    expect(await contactStats(db)).toEqual({ count: 5, unread: 4 });

    await other.execute(sql`delete from contact_messages where name = 'Cliente 2'`);
    expect(await inboxTotal(db)).toBe(4);
    // Its timeline goes with it (lead_events references the messages).
    await other.execute(sql`truncate contact_messages cascade`);
    expect(await inboxTotal(db)).toBe(0);
    expect(await contactStats(db)).toEqual({ count: 0, unread: 0 });
  });

  it("reads a list's page again after any change to its rows, from either instance", async () => {
    const names = async (q?: string) =>
      (await listContactMessages(db, { folder: "inbox" }, { ...page, limit: 3, q })).data.map(
        (m) => m.name,
      );
    await addMessages(db, 4);
    expect(await names()).toEqual(["Cliente 4", "Cliente 3", "Cliente 2"]);
    expect(await names()).toEqual(["Cliente 4", "Cliente 3", "Cliente 2"]);

    await other.execute(
      sql`update contact_messages set name = 'Cliente Quatro' where name = 'Cliente 4'`,
    );
    expect(await names()).toEqual(["Cliente Quatro", "Cliente 3", "Cliente 2"]);
    expect(await names("quatro")).toEqual(["Cliente Quatro"]);
    await other.execute(sql`update contact_messages set is_read = true where name = 'Cliente 3'`);
    const [, second] = (await listContactMessages(db, { folder: "inbox" }, { ...page, limit: 3 }))
      .data;
    expect(second).toMatchObject({ name: "Cliente 3", isRead: true });
    await other.execute(sql`delete from contact_messages where name = 'Cliente Quatro'`);
    expect(await names("quatro")).toEqual([]);
    expect(await names()).toEqual(["Cliente 3", "Cliente 2", "Cliente 1"]);
    await other.execute(sql`delete from contact_messages`);
    expect(await names()).toEqual([]);
    // An empty page is remembered too, until the first message arrives.
    expect(await names()).toEqual([]);
    await addMessages(other, 1);
    expect(await names()).toEqual(["Cliente 1"]);
    await db.execute(sql`delete from contact_messages`);
  });

  it("covers the subscribers' and testimonials' stats", async () => {
    await other.execute(sql`
      insert into newsletter_subscribers (email, active)
      select 'assinante' || i || '@exemplo.com.br', i % 2 = 0 from generate_series(1, 6) as i`);
    expect(await subscriberStats(db)).toEqual({ count: 3 });
    await other.execute(sql`update newsletter_subscribers set active = true`);
    expect(await subscriberStats(db)).toEqual({ count: 6 });

    await other.execute(sql`
      insert into testimonials (client_name, client_email, project_type, content, rating, status)
      values ('Ana', 'ana@exemplo.com.br', 'Site', 'Ótimo trabalho, recomendo a todos.', 5, 'pending')`);
    expect(await testimonialStats(db)).toMatchObject({ count: 1, pending: 1, approved: 0 });
    await other.execute(sql`update testimonials set status = 'approved'`);
    expect(await testimonialStats(db)).toMatchObject({ count: 1, pending: 0, approved: 1 });
  });

  it("rebuilds the admin portfolio list after a project or one of its images changed", async () => {
    const titles = async () =>
      (
        JSON.parse(Buffer.from(await projectListJson(db)).toString()) as {
          title: string;
          images: unknown[];
        }[]
      ).map((project) => `${project.title}: ${project.images.length}`);
    expect(await titles()).toEqual([]);
    await other.execute(sql`
      insert into portfolio_projects (title, slug, description, category, image_url, project_date, display_order)
      values ('Clínica', 'clinica', 'Site da clínica', 'Sites', '/media/a.webp', now(), 1)`);
    expect(await titles()).toEqual(["Clínica: 0"]);
    await other.execute(sql`
      insert into portfolio_images (project_id, image_url, display_order)
      select id, '/media/b.webp', 0 from portfolio_projects`);
    expect(await titles()).toEqual(["Clínica: 1"]);
    await other.execute(sql`update portfolio_projects set title = 'Clínica Viva'`);
    expect(await titles()).toEqual(["Clínica Viva: 1"]);
  });
});
