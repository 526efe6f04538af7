import { and, getTableName, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import { z } from "zod";
import { HttpError } from "../../app/lib/http-error.ts";
import { type Page, pageLimits } from "../../app/lib/page.ts";
import { text } from "../../app/lib/schema-helpers.ts";
import type { Db } from "../../db/client.server.ts";
import { untilChanged, versionOf } from "../../db/until-changed.server.ts";
import { parseQuery } from "./validation.ts";

/**
 * Keyset paging for the admin lists that grow with visitors (docs/product.md#admin-lists). Rows
 * are ordered by (created_at, id), newest or oldest first; the cursor names the last row sent, so
 * a page never repeats or skips a row when new ones arrive meanwhile. The cursor carries
 * created_at as PostgreSQL printed it: microseconds that a JavaScript Date would round away.
 */

export const pagingMessages = {
  limit: `O limite deve ser um número inteiro entre 1 e ${pageLimits.max}`,
  cursor: "Cursor de paginação inválido",
  sort: "A ordenação deve ser newest ou oldest",
  q: "A busca deve ter no máximo 200 caracteres",
} as const;

const pageQuerySchema = z.object({
  limit: z
    .string({ error: pagingMessages.limit })
    .regex(/^\d{1,3}$/, pagingMessages.limit)
    .transform(Number)
    .pipe(z.number().min(1, pagingMessages.limit).max(pageLimits.max, pagingMessages.limit))
    .default(pageLimits.default),
  cursor: text(pagingMessages.cursor).max(200, pagingMessages.cursor).optional(),
  q: text(pagingMessages.q).max(200, pagingMessages.q).optional(),
  sort: z.enum(["newest", "oldest"], { error: pagingMessages.sort }).default("newest"),
});

export type PageQuery = Omit<z.infer<typeof pageQuerySchema>, "cursor"> & {
  cursor: Cursor | null;
};

interface Cursor {
  /** created_at as PostgreSQL's text. */
  at: string;
  id: number;
}

const cursorShape = z.object({
  at: z.string().regex(/^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:\d\d)?|Z)$/),
  id: z.number().int().min(1).max(2_147_483_647),
});

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

function decodeCursor(raw: string): Cursor {
  try {
    return cursorShape.parse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
  } catch {
    throw new HttpError(400, pagingMessages.cursor);
  }
}

/** `limit`, `cursor`, `q` and `sort` from the query string; anything wrong is a 400. */
export function parsePageQuery(c: Context): PageQuery {
  const { cursor, ...rest } = parseQuery(c, pageQuerySchema);
  const q = rest.q === "" ? undefined : rest.q;
  return { ...rest, q, cursor: cursor ? decodeCursor(cursor) : null };
}

/**
 * The search of the admin lists: one of `columns` holds `q` in any case (`ILIKE '%q%'`, with q's
 * own % and _ taken literally); no condition at all when nothing is searched.
 */
export function containsAny(q: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(...columns.map((column) => sql`${column} ilike ${pattern}`));
}

/** What the keyset needs of a table: its creation time and id columns. */
export interface KeysetColumns {
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}

/** Rows after the cursor, in the query's order. */
export function afterCursor(columns: KeysetColumns, query: PageQuery): SQL | undefined {
  if (!query.cursor) return undefined;
  const { at, id } = query.cursor;
  return query.sort === "newest"
    ? sql`(${columns.createdAt}, ${columns.id}) < (${at}::timestamptz, ${id})`
    : sql`(${columns.createdAt}, ${columns.id}) > (${at}::timestamptz, ${id})`;
}

export function keysetOrder(columns: KeysetColumns, query: PageQuery): SQL[] {
  return query.sort === "newest"
    ? [sql`${columns.createdAt} desc`, sql`${columns.id} desc`]
    : [sql`${columns.createdAt} asc`, sql`${columns.id} asc`];
}

/** The created_at text the next cursor needs, selected beside each row. */
export const cursorText = (column: AnyPgColumn) => sql<string>`${column}::text`;

/**
 * One page of `table`'s rows that match `where`, in the query's keyset order (one row more than
 * the limit, for toPage to tell whether another page exists), and how many rows match in all.
 */
export async function selectPage<Table extends PgTable & KeysetColumns>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  query: PageQuery,
): Promise<{ rows: (Table["$inferSelect"] & { cursorAt: string })[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select({ row: table as PgTable, cursorAt: cursorText(table.createdAt) })
      .from(table as PgTable)
      .where(and(where, afterCursor(table, query)))
      .orderBy(...keysetOrder(table, query))
      .limit(query.limit + 1),
    countMatches(db, table, where),
  ]);
  return {
    rows: rows.map(({ row, cursorAt }) => ({ ...(row as Table["$inferSelect"]), cursorAt })),
    total,
  };
}

/** How many rows match in all: counted again only after the table changed. */
function countMatches(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const name = getTableName(table);
  const counting = db
    .select({ total: sql<number>`count(*)`.mapWith(Number), version: versionOf(name) })
    .from(table)
    .where(where);
  const { sql: text, params } = counting.toSQL();
  return untilChanged(db, name, `${text}\n${JSON.stringify(params)}`, async () => {
    const [row] = await counting;
    return { value: row?.total ?? 0, version: row?.version ?? null };
  });
}

/**
 * Turns `limit + 1` fetched rows into a page: the extra row only tells that another page exists.
 * `rows` carry their id and created_at text (`cursorAt`), which `toItem` drops.
 */
export function toPage<Row extends { id: number; cursorAt: string }, Item>(
  rows: Row[],
  query: PageQuery,
  total: number,
  toItem: (row: Row) => Item,
): Page<Item> {
  const more = rows.length > query.limit;
  const shown = more ? rows.slice(0, query.limit) : rows;
  const last = shown.at(-1);
  return {
    data: shown.map(toItem),
    meta: {
      total,
      nextCursor: more && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
    },
  };
}
