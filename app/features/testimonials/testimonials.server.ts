import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type Db, transaction } from "../../../db/client.server.ts";
import { testimonials } from "../../../db/schema.ts";
import { untilChanged, versionOf } from "../../../db/until-changed.server.ts";
import { containsAny, type PageQuery, readPage } from "../../../server/http/paging.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { Page } from "../../lib/page.ts";
import {
  type ModerationInput,
  type TestimonialSubmission,
  testimonialMessages,
} from "./schemas.ts";
import type {
  PublicTestimonial,
  Testimonial,
  TestimonialLanguage,
  TestimonialStats,
  TestimonialStatus,
} from "./types.ts";

export const TOP_DEFAULT_LIMIT = 7;
export const TOP_MAX_LIMIT = 50;

// The e-mail is left out of the SELECT itself, so no public path can ever leak it.
const publicColumns = {
  id: testimonials.id,
  clientName: testimonials.clientName,
  companyName: testimonials.companyName,
  projectType: testimonials.projectType,
  content: testimonials.content,
  rating: testimonials.rating,
  status: testimonials.status,
  featured: testimonials.featured,
  createdAt: testimonials.createdAt,
  approvedAt: testimonials.approvedAt,
  language: testimonials.language,
};
const adminColumns = {
  ...publicColumns,
  clientEmail: testimonials.clientEmail,
  spam: testimonials.spam,
};

type PublicRow = Omit<PublicTestimonial, "createdAt" | "approvedAt"> & {
  createdAt: Date;
  approvedAt: Date | null;
};

/** Field by field, so a row that happens to carry the e-mail still cannot pass it on. */
function toPublic(row: PublicRow): PublicTestimonial {
  return {
    id: row.id,
    clientName: row.clientName,
    companyName: row.companyName,
    projectType: row.projectType,
    content: row.content,
    rating: row.rating,
    status: row.status,
    featured: row.featured,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
  };
}

function toAdmin(row: PublicRow & { clientEmail: string; spam: boolean }): Testimonial {
  return { ...toPublic(row), clientEmail: row.clientEmail, spam: row.spam };
}

const isApproved = eq(testimonials.status, "approved");
// docs/product.md#spam: a testimonial marked spam is never public, whatever its status.
const approved = and(isApproved, eq(testimonials.spam, false)) as SQL;
const newestFirst = [desc(testimonials.createdAt), desc(testimonials.id)];

/** GET /api/testimonials and the /depoimentos page: approved only, newest first. */
export async function listPublicTestimonials(db: Db): Promise<PublicTestimonial[]> {
  const rows = await db
    .select(publicColumns)
    .from(testimonials)
    .where(approved)
    .orderBy(...newestFirst);
  return rows.map(toPublic);
}

/** Any requested size becomes an integer in 1..50; nonsense falls back to the default of 7. */
export function clampTopLimit(limit: unknown): number {
  const value = typeof limit === "string" && limit.trim() !== "" ? Number(limit) : limit;
  if (typeof value !== "number" || !Number.isFinite(value)) return TOP_DEFAULT_LIMIT;
  return Math.min(TOP_MAX_LIMIT, Math.max(1, Math.trunc(value)));
}

/**
 * The home slider: approved, featured first, then the best rated, then the newest. With the
 * page's `language`, those written in it come first, each group in that same order
 * (docs/product.md#home-testimonials).
 */
export async function listTopTestimonials(
  db: Db,
  limit: number = TOP_DEFAULT_LIMIT,
  language?: TestimonialLanguage,
): Promise<PublicTestimonial[]> {
  const inLanguageFirst = language ? [sql`(${testimonials.language} = ${language}) desc`] : [];
  const rows = await db
    .select(publicColumns)
    .from(testimonials)
    .where(approved)
    .orderBy(
      ...inLanguageFirst,
      desc(testimonials.featured),
      desc(testimonials.rating),
      ...newestFirst,
    )
    .limit(clampTopLimit(limit));
  return rows.map(toPublic);
}

export async function listFeaturedTestimonials(db: Db): Promise<PublicTestimonial[]> {
  const rows = await db
    .select(publicColumns)
    .from(testimonials)
    .where(and(approved, eq(testimonials.featured, true)))
    .orderBy(...newestFirst);
  return rows.map(toPublic);
}

/** The moderation tabs: a status, spam or not; neither is every testimonial, spam included. */
export interface AdminTestimonialFilters {
  status?: TestimonialStatus;
  spam?: boolean;
}

/**
 * The moderation screen, e-mail included, a page at a time, newest first unless asked
 * (docs/product.md#admin-lists). `q` finds a part of the client's name, e-mail, company or the
 * text, in any case.
 */
export async function listAdminTestimonials(
  db: Db,
  filters: AdminTestimonialFilters,
  query: PageQuery,
): Promise<Page<Testimonial>> {
  const search = containsAny(query.q, [
    testimonials.clientName,
    testimonials.clientEmail,
    testimonials.companyName,
    testimonials.content,
  ]);
  const where = and(
    filters.status === undefined ? undefined : eq(testimonials.status, filters.status),
    filters.spam === undefined ? undefined : eq(testimonials.spam, filters.spam),
    search,
  );
  return readPage(db, testimonials, where, query, (rows) => rows.map(toAdmin));
}

/**
 * Exact counts for the tabs and the dashboard card (docs/product.md#admin-testimonials), counted
 * again only after the testimonials changed (db/until-changed.server.ts).
 */
export function testimonialStats(db: Db): Promise<TestimonialStats> {
  const notSpam = sql`not ${testimonials.spam}`;
  const count = (condition: SQL) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  return untilChanged(db, "testimonials", "stats", async () => {
    const [row] = await db
      .select({
        count: count(notSpam),
        pending: count(sql`${notSpam} and ${testimonials.status} = 'pending'`),
        approved: count(sql`${notSpam} and ${testimonials.status} = 'approved'`),
        rejected: count(sql`${notSpam} and ${testimonials.status} = 'rejected'`),
        spam: count(sql`${testimonials.spam}`),
        version: versionOf("testimonials"),
      })
      .from(testimonials);
    return {
      value: {
        count: row?.count ?? 0,
        pending: row?.pending ?? 0,
        approved: row?.approved ?? 0,
        rejected: row?.rejected ?? 0,
        spam: row?.spam ?? 0,
      },
      version: row?.version ?? null,
    };
  });
}

/** What happens because a testimonial arrived, in the transaction that stores it (its notification). */
export type TestimonialCreated = (tx: Db, row: typeof testimonials.$inferSelect) => Promise<void>;

/**
 * A visitor's submission always waits for moderation, whatever the client sent. `spam` is the
 * verdict of docs/product.md#spam, given back so nothing downstream treats spam as a lead;
 * `onCreated` runs in the same transaction (the notification).
 */
export async function createTestimonial(
  db: Db,
  input: TestimonialSubmission,
  { spam = false, onCreated }: { spam?: boolean; onCreated?: TestimonialCreated } = {},
): Promise<PublicTestimonial & { spam: boolean }> {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(testimonials)
      .values({
        clientName: input.clientName,
        clientEmail: input.clientEmail,
        companyName: input.companyName,
        projectType: input.projectType,
        content: input.content,
        rating: input.rating,
        language: input.language,
        status: "pending",
        featured: false,
        approvedAt: null,
        spam,
      })
      .returning();
    await onCreated?.(tx, row!);
    return { ...toPublic(row!), spam: row!.spam };
  });
}

/**
 * Applies a moderation change in ONE conditional UPDATE, so concurrent changes cannot leave a
 * featured testimonial that is not approved: Postgres re-checks the WHERE and recomputes the
 * CASE expressions on the latest row version when another change committed first.
 *
 * - becoming approved sets approvedAt (an already approved one keeps its first approval time);
 * - leaving approved clears featured and approvedAt (approvedAt dates the current approval);
 * - `{featured: true}` alone only matches an approved row;
 * - approving clears the spam mark: a person read it and judged it real (docs/product.md#spam).
 */
export async function moderateTestimonial(
  db: Db,
  id: number,
  change: ModerationInput,
): Promise<Testimonial> {
  const set: PgUpdateSetSource<typeof testimonials> = {};
  const conditions: SQL[] = [eq(testimonials.id, id)];
  if (change.status !== undefined) {
    set.status = change.status;
    if (change.status === "approved") {
      set.approvedAt = sql`case when ${testimonials.status} = 'approved' then coalesce(${testimonials.approvedAt}, now()) else now() end`;
      set.spam = false;
      if (change.featured !== undefined) set.featured = change.featured;
    } else {
      set.approvedAt = null;
      set.featured = false;
    }
  } else if (change.featured !== undefined) {
    set.featured = change.featured;
    if (change.featured) conditions.push(isApproved);
  }

  const [row] = await db
    .update(testimonials)
    .set(set)
    .where(and(...conditions))
    .returning(adminColumns);
  if (row) return toAdmin(row);

  const [exists] = await db
    .select({ id: testimonials.id })
    .from(testimonials)
    .where(eq(testimonials.id, id));
  if (!exists) throw new HttpError(404, testimonialMessages.notFound);
  throw new HttpError(400, testimonialMessages.featuredNeedsApproval, {
    errors: [{ path: "featured", message: testimonialMessages.featuredNeedsApproval }],
  });
}

export async function deleteTestimonial(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  if (deleted.length === 0) throw new HttpError(404, testimonialMessages.notFound);
}
