import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { privacyRequests } from "../../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { PrivacyRequest, PrivacyRequestType } from "./types.ts";

/** LGPD art. 19: a complete answer within 15 days of the request. */
const ANSWER_DAYS = 15;
// The agency's days: São Paulo keeps UTC-3 all year.
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);
const DAY_MS = 86_400_000;

function toJson(row: typeof privacyRequests.$inferSelect, now: Date): PrivacyRequest {
  return {
    id: row.id,
    email: row.email,
    type: row.type,
    receivedOn: row.receivedOn.toISOString(),
    dueOn: row.dueOn.toISOString(),
    status: row.status,
    notes: row.notes,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    // Due at the end of its due day.
    overdue: row.status === "open" && now.getTime() >= row.dueOn.getTime() + DAY_MS,
  };
}

/** Open ones first, by due day; then the answered ones, newest first. */
export async function listPrivacyRequests(db: Db, now = new Date()): Promise<PrivacyRequest[]> {
  const rows = await db
    .select()
    .from(privacyRequests)
    .orderBy(
      desc(sql`${privacyRequests.status} = 'open'`),
      asc(privacyRequests.dueOn),
      desc(privacyRequests.id),
    );
  return rows.map((row) => toJson(row, now));
}

export async function overdueCount(db: Db, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(privacyRequests)
    .where(
      sql`${privacyRequests.status} = 'open' and ${privacyRequests.dueOn} <= ${new Date(now.getTime() - DAY_MS)}`,
    );
  return row?.count ?? 0;
}

export async function registerPrivacyRequest(
  db: Db,
  input: { email: string; type: PrivacyRequestType; receivedOn: string; notes: string },
  now = new Date(),
): Promise<PrivacyRequest> {
  const received = dayStart(input.receivedOn);
  const [row] = await db
    .insert(privacyRequests)
    .values({
      email: input.email,
      type: input.type,
      receivedOn: received,
      dueOn: new Date(received.getTime() + ANSWER_DAYS * DAY_MS),
      notes: input.notes,
    })
    .returning();
  return toJson(row!, now);
}

export async function updatePrivacyRequest(
  db: Db,
  id: number,
  input: { status?: "open" | "answered"; notes?: string },
  now = new Date(),
): Promise<PrivacyRequest> {
  const [row] = await db
    .update(privacyRequests)
    .set({
      ...(input.notes !== undefined && { notes: input.notes }),
      ...(input.status && {
        status: input.status,
        answeredAt: input.status === "answered" ? now : null,
      }),
    })
    .where(eq(privacyRequests.id, id))
    .returning();
  if (!row) throw new HttpError(404, "Solicitação não encontrada");
  return toJson(row, now);
}
