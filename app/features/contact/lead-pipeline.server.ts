import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type Db, transaction } from "../../../db/client.server.ts";
import { contactMessages, leadEvents, users } from "../../../db/schema.ts";
import { isoDay } from "../../lib/format-date.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import { contactNotFoundMessage, toJson } from "./contact.server.ts";
import { openLeadStatuses } from "./lead-status.ts";
import { type LeadUpdate, leadMessages } from "./schemas.ts";
import type { ContactMessage, DueLead, LeadOwner } from "./types.ts";

/**
 * Moves a lead along the pipeline (docs/product.md#lead-pipeline): any of its status, owner,
 * follow-up date and lost reason, in one transaction that holds the row, so two members of the
 * staff moving it at once each see the other's change. A lead ends `lost` only with a reason (the
 * one sent, or one it already has); leaving `lost` clears the reason, which its timeline entry
 * keeps. A status that changes is written on the timeline: who, when, from what to what.
 */
export function updateLead(
  db: Db,
  id: number,
  update: LeadUpdate,
  actor: SessionUser,
): Promise<ContactMessage> {
  return transaction(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for("update");
    if (!current) throw new HttpError(404, contactNotFoundMessage);

    if (update.ownerId != null) {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, update.ownerId));
      if (!owner) throw fieldError("ownerId", leadMessages.ownerMissing);
    }

    const status = update.status ?? current.status;
    const lostReason =
      status === "lost"
        ? update.lostReason === undefined
          ? current.lostReason
          : update.lostReason
        : null;
    if (status === "lost" && !lostReason) throw fieldError("lostReason", leadMessages.lostReason);

    const [row] = await tx
      .update(contactMessages)
      .set({
        status,
        lostReason,
        ...(update.ownerId !== undefined ? { ownerId: update.ownerId } : {}),
        ...(update.followUpAt !== undefined ? { followUpAt: update.followUpAt } : {}),
      })
      .where(eq(contactMessages.id, id))
      .returning();
    if (status !== current.status) {
      await tx.insert(leadEvents).values({
        messageId: id,
        kind: "status",
        authorId: actor.id,
        authorName: actor.fullName,
        // Why it was lost stays on the timeline even after the lead moves on.
        body: status === "lost" ? (lostReason ?? "") : "",
        fromStatus: current.status,
        toStatus: status,
      });
    }
    return toJson(row!);
  });
}

function fieldError(path: string, message: string) {
  return new HttpError(400, message, { errors: [{ path, message }] });
}

/** Every staff member, by name: who a lead can be given to. */
export function listLeadOwners(db: Db): Promise<LeadOwner[]> {
  return db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .orderBy(asc(users.fullName), asc(users.id));
}

/** The day, in São Paulo, that a stored follow-up time falls on, as SQL. */
const followUpDay = sql`(${contactMessages.followUpAt} at time zone 'America/Sao_Paulo')::date`;

/**
 * Open leads (not spam, not won or lost) whose follow-up day is `day` or earlier, optionally of
 * one owner, oldest follow-up first: 'Para hoje' and the daily reminders read the same question.
 */
export function dueLeadRows(db: Db, day: string, ownerId?: number) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      subject: contactMessages.subject,
      status: contactMessages.status,
      ownerId: contactMessages.ownerId,
      followUpAt: contactMessages.followUpAt,
    })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.spam, false),
        inArray(contactMessages.status, [...openLeadStatuses]),
        sql`${followUpDay} <= ${day}::date`,
        ownerId === undefined
          ? sql`${contactMessages.ownerId} is not null`
          : eq(contactMessages.ownerId, ownerId),
      ),
    )
    .orderBy(asc(contactMessages.followUpAt), asc(contactMessages.id));
}

/** 'Para hoje' on the dashboard: the signed-in member's open leads whose day has come. */
export async function dueLeadsOf(db: Db, userId: number, now: Date): Promise<DueLead[]> {
  const rows = await dueLeadRows(db, isoDay(now), userId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    subject: row.subject,
    status: row.status,
    followUpAt: row.followUpAt!.toISOString(),
  }));
}
