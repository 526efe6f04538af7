import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { contactMessages } from "../../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { ContactSubmission } from "./schemas.ts";
import type { ContactMessage, ContactStats } from "./types.ts";

export const contactNotFoundMessage = "Mensagem não encontrada";

type Row = typeof contactMessages.$inferSelect;

function toJson(row: Row): ContactMessage {
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
  };
}

/** A visitor's message always arrives unread, whatever the client sent. */
export async function createContactMessage(
  db: Db,
  input: ContactSubmission,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      projectType: input.projectType,
      message: input.message,
      isRead: false,
      readAt: null,
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}

export async function listContactMessages(db: Db): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toJson);
}

export async function contactStats(db: Db): Promise<ContactStats> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      unread: sql<number>`count(*) filter (where not ${contactMessages.isRead})`.mapWith(Number),
    })
    .from(contactMessages);
  return { count: row?.count ?? 0, unread: row?.unread ?? 0 };
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
