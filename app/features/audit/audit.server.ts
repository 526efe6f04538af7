import { and, count, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { auditLog } from "../../../db/schema.ts";
import { containsAny, type PageQuery, readPage } from "../../../server/http/paging.ts";
import type { Page } from "../../lib/page.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import type { AuditAction, AuditEntry } from "./actions.ts";

export interface AuditRecord {
  /** Who acted; null for an anonymous attempt or the product itself. */
  actor: Pick<SessionUser, "id" | "fullName" | "username"> | null;
  action: AuditAction;
  target?: string | null;
  ip?: string | null;
}

/** Appends one entry. */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actor?.id ?? null,
    actorName: record.actor?.fullName ?? null,
    actorUsername: record.actor?.username ?? null,
    action: record.action,
    target: record.target?.slice(0, 300) ?? null,
    ip: record.ip?.slice(0, 64) ?? null,
  });
}

/**
 * Whether the sign-in just recorded for this account is its first one (docs/product.md#sign-in):
 * the log holds no other. An account away for longer than the log keeps entries (365 days,
 * docs/product.md#retention) is greeted as new again, which is harmless.
 */
export async function isFirstSignIn(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, "auth.sign_in")));
  return (row?.n ?? 0) <= 1;
}

export interface AuditFilters {
  /** A part of the actor's name or username. */
  person?: string;
  action?: string;
  /** Inclusive start and exclusive end, as instants. */
  from?: Date;
  to?: Date;
}

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Newest first (or oldest), a page at a time, filtered by person, action and period. */
export async function listAudit(
  db: Db,
  filters: AuditFilters,
  query: PageQuery,
): Promise<Page<AuditEntry>> {
  const conditions: (SQL | undefined)[] = [
    containsAny(filters.person, [auditLog.actorName, auditLog.actorUsername]),
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.from ? gte(auditLog.createdAt, filters.from) : undefined,
    filters.to ? lt(auditLog.createdAt, filters.to) : undefined,
  ];
  return readPage(db, auditLog, and(...conditions), query, (rows) => rows.map(toEntry));
}
