import { asc, eq } from "drizzle-orm";
import { type Db, transaction } from "../../../db/client.server.ts";
import { contactMessages, leadEvents, mailOutbox, users } from "../../../db/schema.ts";
import type { Config } from "../../../server/config.server.ts";
import { enqueueMail } from "../../../server/mail/outbox.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import { leadReplyMail } from "../mail/index.server.ts";
import { contactNotFoundMessage } from "./contact.server.ts";
import type { LeadEvent } from "./types.ts";

export const replyMessages = {
  mailOff:
    "O envio de e-mails está desligado neste servidor: configure o SMTP para responder pelo painel",
  noStaffEmail:
    "Cadastre seu e-mail em Minha conta para responder: é para ele que o cliente responde",
} as const;

/**
 * A lead's timeline, oldest first (docs/product.md#lead-pipeline): notes, replies with the state
 * of their mail, status changes. A reply whose outbox row is gone was sent: only sent mail is
 * cleaned away (app/features/mail/cleanup.server.ts).
 */
export async function listLeadEvents(db: Db, messageId: number): Promise<LeadEvent[]> {
  await requireMessage(db, messageId);
  const rows = await db
    .select({ event: leadEvents, mailStatus: mailOutbox.status })
    .from(leadEvents)
    .leftJoin(mailOutbox, eq(mailOutbox.id, leadEvents.mailId))
    .where(eq(leadEvents.messageId, messageId))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  return rows.map(({ event, mailStatus }) => ({
    id: event.id,
    kind: event.kind,
    authorId: event.authorId,
    authorName: event.authorName,
    body: event.body,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    delivery: event.kind === "reply" ? (mailStatus ?? "sent") : null,
    createdAt: event.createdAt.toISOString(),
  }));
}

/** A note on the lead's timeline, signed by the staff member who wrote it. */
export async function addLeadNote(
  db: Db,
  messageId: number,
  body: string,
  actor: SessionUser,
): Promise<LeadEvent> {
  await requireMessage(db, messageId);
  const [event] = await db
    .insert(leadEvents)
    .values({ messageId, kind: "note", authorId: actor.id, authorName: actor.fullName, body })
    .returning();
  return { ...eventJson(event!), delivery: null };
}

/**
 * 'Responder por e-mail': the reply goes through the outbox to the visitor, `Re: {subject}`, in
 * the notification's thread, from MAIL_FROM with Reply-To the staff member, so the visitor's
 * answer reaches a person. The mail and its timeline entry commit together. The staff member's
 * address is read from the database, not the session: it may have changed since sign-in.
 */
export async function replyToLead(
  db: Db,
  config: Config,
  messageId: number,
  body: string,
  actor: SessionUser,
): Promise<LeadEvent> {
  if (config.mail.mode === "off") throw new HttpError(400, replyMessages.mailOff);
  return transaction(db, async (tx) => {
    const [lead] = await tx
      .select({
        email: contactMessages.email,
        subject: contactMessages.subject,
        mailMessageId: contactMessages.mailMessageId,
      })
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId));
    if (!lead) throw new HttpError(404, contactNotFoundMessage);
    const [staff] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, actor.id));
    if (!staff?.email) throw new HttpError(400, replyMessages.noStaffEmail);
    const { subject, ...content } = leadReplyMail({
      subject: lead.subject,
      body,
      threadMessageId: lead.mailMessageId,
      staffName: staff.fullName,
      staffEmail: staff.email,
    });
    const [mailId] = await enqueueMail(tx, [{ kind: "reply", to: lead.email, subject, content }]);
    const [event] = await tx
      .insert(leadEvents)
      .values({
        messageId,
        kind: "reply",
        authorId: actor.id,
        authorName: staff.fullName,
        body,
        mailId,
      })
      .returning();
    return { ...eventJson(event!), delivery: "pending" as const };
  });
}

async function requireMessage(db: Db, messageId: number) {
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId));
  if (!row) throw new HttpError(404, contactNotFoundMessage);
}

function eventJson(event: typeof leadEvents.$inferSelect): Omit<LeadEvent, "delivery"> {
  return {
    id: event.id,
    kind: event.kind,
    authorId: event.authorId,
    authorName: event.authorName,
    body: event.body,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    createdAt: event.createdAt.toISOString(),
  };
}
