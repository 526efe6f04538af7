import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { groupCommit } from "../../../db/group-commit.server.ts";
import { contactMessages, type LeadSource } from "../../../db/schema.ts";
import { untilChanged, versionOf } from "../../../db/until-changed.server.ts";
import { containsAny, type PageQuery, readPage } from "../../../server/http/paging.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { Page } from "../../lib/page.ts";
import { normalisePhone } from "../../lib/phone.ts";
import type { ContactListFilters, ContactSubmission } from "./schemas.ts";
import type { ContactMessage, ContactStats } from "./types.ts";

export const contactNotFoundMessage = "Mensagem não encontrada";

type Row = typeof contactMessages.$inferSelect;

export function toJson(row: Row): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    projectType: row.projectType,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    spam: row.spam,
    status: row.status,
    ownerId: row.ownerId,
    followUpAt: row.followUpAt ? row.followUpAt.toISOString() : null,
    lostReason: row.lostReason,
    source: row.source ?? null,
    language: row.language,
  };
}

/**
 * What happens because messages arrived, in the transaction that stores them (their
 * notification). It is given every row of a batch it was passed with at once, so a burst of
 * messages is notified in one statement, not one per message: pass the same function for every
 * message (newContactsNotifier gives one per configuration) to have them grouped.
 */
export type ContactMessagesCreated = (tx: Db, rows: Row[]) => Promise<void>;

/**
 * A visitor's message always arrives unread, whatever the client sent. `spam` is the verdict of
 * docs/product.md#spam, stored with the row, so nothing downstream (notifications) treats spam
 * as a lead. `onCreated` runs in the same transaction: a message is never stored without its
 * notification, nor the other way round.
 */
export function createContactMessage(
  db: Db,
  input: ContactSubmission,
  {
    spam = false,
    onCreated,
    mailMessageId = null,
  }: {
    spam?: boolean;
    onCreated?: ContactMessagesCreated;
    /** The Message-ID its notification will carry, so replies can thread under it. */
    mailMessageId?: string | null;
  } = {},
): Promise<{ id: number; spam: boolean }> {
  return insertContactMessages(db, { input, spam, onCreated, mailMessageId });
}

interface NewContactMessage {
  input: ContactSubmission;
  spam: boolean;
  onCreated: ContactMessagesCreated | undefined;
  mailMessageId: string | null;
}

// A burst of visitors' messages shares one transaction (db/group-commit.server.ts), and one
// statement of the same size whatever the burst: a column of values per field (`unnest`), not a
// row of parameters per message, so neither Drizzle nor PostgreSQL builds or parses a statement
// that grows with the burst (docs/performance.md#writes-under-a-burst). Rows are inserted, and
// RETURNING answers, in the arrays' order.
const insertContactMessages = groupCommit(async (tx, messages: NewContactMessage[]) => {
  // A message always arrives unread.
  const values = messages.map(({ input, spam, mailMessageId }) => ({
    name: input.name,
    email: input.email,
    // docs/product.md#phone-numbers: one stored form, whatever mask it was typed with.
    phone: normalisePhone(input.phone),
    subject: input.subject,
    projectType: input.projectType,
    message: input.message,
    language: input.language,
    isRead: false,
    readAt: null,
    spam,
    mailMessageId,
  }));
  const column = (field: keyof (typeof values)[number]) =>
    sql.param(values.map((value) => value[field]));
  const inserted = (await tx.execute(sql`
    insert into ${contactMessages}
      (name, email, phone, subject, project_type, message, spam, mail_message_id, language)
    select * from unnest(${column("name")}::varchar[], ${column("email")}::varchar[],
      ${column("phone")}::varchar[], ${column("subject")}::varchar[],
      ${column("projectType")}::varchar[], ${column("message")}::text[], ${column("spam")}::boolean[],
      ${column("mailMessageId")}::varchar[], ${column("language")}::varchar[])
    returning id, created_at`)) as unknown as { rows: { id: number; created_at: string | Date }[] };
  const rows: Row[] = inserted.rows.map(({ id, created_at }, index) => ({
    id,
    createdAt: new Date(created_at),
    ...values[index]!,
    // A lead arrives new, with nobody on it yet (docs/product.md#lead-pipeline).
    status: "new",
    ownerId: null,
    followUpAt: null,
    lostReason: null,
    // Set after the insert, once the visitor's first page view of the day is looked up.
    source: null,
  }));
  const created = new Map<ContactMessagesCreated, Row[]>();
  for (const [index, row] of rows.entries()) {
    const onCreated = messages[index]!.onCreated;
    if (!onCreated) continue;
    const rowsOfHook = created.get(onCreated);
    if (rowsOfHook) rowsOfHook.push(row);
    else created.set(onCreated, [row]);
  }
  for (const [onCreated, createdRows] of created) await onCreated(tx, createdRows);
  return rows.map((row) => ({ id: row.id, spam: row.spam }));
});

/** Where a lead came from (docs/product.md#analytics); nothing when no page view was counted. */
export async function recordLeadSource(db: Db, id: number, source: LeadSource | null) {
  if (!source) return;
  await db.update(contactMessages).set({ source }).where(eq(contactMessages.id, id));
}

/**
 * The inbox, or the spam folder (a message is in exactly one of them), a page at a time, newest
 * first unless asked (docs/product.md#admin-lists). `q` finds a part of the name, e-mail, subject
 * or message, in any case: the fields the messages screen searches (docs/product.md#admin-messages).
 * `status` and `ownerId` narrow it to one column of the pipeline and one owner's leads
 * (docs/product.md#lead-pipeline).
 */
export async function listContactMessages(
  db: Db,
  { folder, status, ownerId }: ContactListFilters,
  query: PageQuery,
): Promise<Page<ContactMessage>> {
  const search = containsAny(query.q, [
    contactMessages.name,
    contactMessages.email,
    contactMessages.subject,
    contactMessages.message,
  ]);
  const inFolder = eq(contactMessages.spam, folder === "spam");
  const inStatus = status ? eq(contactMessages.status, status) : undefined;
  const ofOwner =
    ownerId === undefined
      ? undefined
      : ownerId === "none"
        ? isNull(contactMessages.ownerId)
        : eq(contactMessages.ownerId, ownerId);
  const where = and(inFolder, inStatus, ofOwner, search);
  return readPage(db, contactMessages, where, query, (rows) => rows.map(toJson));
}

/** One message, whichever folder holds it: the dialog a 'Novo contato' mail links to. */
export async function getContactMessage(db: Db, id: number): Promise<ContactMessage> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw new HttpError(404, contactNotFoundMessage);
  return toJson(row);
}

/** Exact, counted again only after the messages changed (db/until-changed.server.ts). */
export function contactStats(db: Db): Promise<ContactStats> {
  return untilChanged(db, "contact_messages", "stats", async () => {
    const [row] = await db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        unread: sql<number>`count(*) filter (where not ${contactMessages.isRead})`.mapWith(Number),
        version: versionOf("contact_messages"),
      })
      .from(contactMessages)
      .where(eq(contactMessages.spam, false));
    return {
      value: { count: row?.count ?? 0, unread: row?.unread ?? 0 },
      version: row?.version ?? null,
    };
  });
}

/** 'Não é spam': the message moves to the inbox, unread as it arrived. */
export async function markContactNotSpam(db: Db, id: number): Promise<ContactMessage> {
  const [row] = await db
    .update(contactMessages)
    .set({ spam: false })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new HttpError(404, contactNotFoundMessage);
  return toJson(row);
}

/**
 * Marks a message read in one UPDATE; `coalesce` keeps the first readAt, so repeating the
 * call (or two staff members clicking at once) never moves the time the message was read.
 */
export async function markContactRead(db: Db, id: number): Promise<ContactMessage> {
  const [row] = await db
    .update(contactMessages)
    .set({ isRead: true, readAt: sql`coalesce(${contactMessages.readAt}, now())` })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new HttpError(404, contactNotFoundMessage);
  return toJson(row);
}
