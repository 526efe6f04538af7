import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { type Db, transaction } from "../../../db/client.server.ts";
import {
  consentRecords,
  contactMessages,
  leadEvents,
  mailOutbox,
  newsletterSubscribers,
  testimonials,
  users,
} from "../../../db/schema.ts";
import { sqlStateOf } from "../../lib/database-errors.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { ErasureReport, SubjectData } from "./types.ts";

/**
 * Data-subject requests across every table that holds a visitor's data (docs/product.md#privacy).
 * Addresses match whatever their case, as a person types theirs differently from one form to the
 * next. Staff accounts match by their e-mail or by a username that is the address.
 */
const same = (column: Parameters<typeof sql>[1], email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

const staffWith = (email: string) => or(same(users.email, email), same(users.username, email));

const iso = (date: Date) => date.toISOString();

export async function findSubjectData(db: Db, email: string): Promise<SubjectData> {
  const [messages, found, subscribers, consents, staff] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(same(contactMessages.email, email))
      .orderBy(contactMessages.id),
    db
      .select()
      .from(testimonials)
      .where(same(testimonials.clientEmail, email))
      .orderBy(testimonials.id),
    db
      .select()
      .from(newsletterSubscribers)
      .where(same(newsletterSubscribers.email, email))
      .orderBy(newsletterSubscribers.id),
    db
      .select()
      .from(consentRecords)
      .where(same(consentRecords.email, email))
      .orderBy(consentRecords.id),
    db.select().from(users).where(staffWith(email)).orderBy(users.id),
  ]);
  const timeline =
    messages.length === 0
      ? []
      : await db
          .select()
          .from(leadEvents)
          .where(
            inArray(
              leadEvents.messageId,
              messages.map((m) => m.id),
            ),
          )
          .orderBy(asc(leadEvents.messageId), asc(leadEvents.createdAt), asc(leadEvents.id));
  return {
    email,
    messages: messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      subject: m.subject,
      projectType: m.projectType,
      message: m.message,
      language: m.language,
      status: m.status,
      lostReason: m.lostReason,
      source: m.source,
      createdAt: iso(m.createdAt),
    })),
    leadEvents: timeline.map((e) => ({
      messageId: e.messageId,
      kind: e.kind,
      authorName: e.authorName,
      body: e.body,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      createdAt: iso(e.createdAt),
    })),
    testimonials: found.map((t) => ({
      id: t.id,
      clientName: t.clientName,
      clientEmail: t.clientEmail,
      companyName: t.companyName,
      projectType: t.projectType,
      content: t.content,
      rating: t.rating,
      status: t.status,
      createdAt: iso(t.createdAt),
    })),
    subscribers: subscribers.map((s) => ({
      id: s.id,
      email: s.email,
      name: s.name,
      active: s.active,
      createdAt: iso(s.createdAt),
    })),
    consents: consents.map((c) => ({
      id: c.id,
      source: c.source,
      choice: c.choice,
      policyVersion: c.policyVersion,
      ip: c.ip,
      createdAt: iso(c.createdAt),
    })),
    users: staff.map((u) => ({
      id: u.id,
      username: u.username,
      fullName: u.fullName,
      email: u.email,
      role: u.role,
    })),
  };
}

/** The name an approved, public testimonial keeps once its author asked to be erased. */
export const ANONYMOUS_CLIENT = "Cliente";
const ERASED_EMAIL = "anonimizado@invalid";

/**
 * Erases an address in one transaction: contact messages, subscriptions and consent records are
 * deleted; a testimonial that is approved (public) is anonymised — 'Cliente', no company, no
 * e-mail — so the site's page keeps its text; any other testimonial is deleted. Mails about the
 * person still in the outbox (lead notifications that carry their data) are deleted too.
 */
export async function eraseSubject(db: Db, email: string): Promise<ErasureReport> {
  return transaction(db, async (tx) => {
    const messages = await tx
      .delete(contactMessages)
      .where(same(contactMessages.email, email))
      .returning({ id: contactMessages.id });
    const anonymised = await tx
      .update(testimonials)
      .set({ clientName: ANONYMOUS_CLIENT, companyName: null, clientEmail: ERASED_EMAIL })
      .where(and(same(testimonials.clientEmail, email), eq(testimonials.status, "approved")))
      .returning({ id: testimonials.id });
    const deletedTestimonials = await tx
      .delete(testimonials)
      .where(and(same(testimonials.clientEmail, email), ne(testimonials.status, "approved")))
      .returning({ id: testimonials.id });
    const subscribers = await tx
      .delete(newsletterSubscribers)
      .where(same(newsletterSubscribers.email, email))
      .returning({ id: newsletterSubscribers.id });
    const consents = await tx
      .delete(consentRecords)
      .where(same(consentRecords.email, email))
      .returning({ id: consentRecords.id });
    // Notifications about the person's messages copy their data until the outbox forgets them.
    const mails = await tx
      .delete(mailOutbox)
      .where(
        or(
          same(mailOutbox.recipient, email),
          sql`lower(${mailOutbox.content}->>'replyTo') = ${email.toLowerCase()}`,
        ),
      )
      .returning({ id: mailOutbox.id });
    const [staff] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(staffWith(email));
    return {
      email,
      messagesDeleted: messages.length,
      testimonialsDeleted: deletedTestimonials.length,
      testimonialsAnonymised: anonymised.length,
      subscribersDeleted: subscribers.length,
      consentsDeleted: consents.length,
      mailsDeleted: mails.length,
      usersKept: staff?.count ?? 0,
    };
  });
}

const correctable = {
  message: { table: contactMessages, columns: { name: "name", email: "email", phone: "phone" } },
  testimonial: {
    table: testimonials,
    columns: { clientName: "clientName", clientEmail: "clientEmail", companyName: "companyName" },
  },
  subscriber: { table: newsletterSubscribers, columns: { name: "name", email: "email" } },
} as const;

export type CorrectionKind = keyof typeof correctable;

/**
 * Corrects one field of one record (LGPD art. 18 III), the value already validated by its rule.
 * Returns false when the record does not exist.
 */
export async function correctField(
  db: Db,
  kind: CorrectionKind,
  id: number,
  field: string,
  value: string | null,
): Promise<boolean> {
  const { table } = correctable[kind];
  try {
    const rows = await db
      .update(table)
      .set({ [field]: value })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    return rows.length === 1;
  } catch (error) {
    // A subscriber's corrected address that another subscription already uses.
    if (sqlStateOf(error) === "23505")
      throw new HttpError(409, "Este e-mail já está em outro registro");
    throw error;
  }
}
