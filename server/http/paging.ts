import { and, getTableName, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import { z } from "zod";
import { HttpError } from "../../app/lib/http-error.ts";
import { type Page, pageLimits } from "../../app/lib/page.ts";
import { text } from "../../app/lib/schema-helpers.ts";
import type { Db } from "../../db/client.server.ts";
import { type MemoSpace, untilChanged, versionOf } from "../../db/until-changed.server.ts";
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

/** `limit`, `cursor`, `q` and `sort` as the query string holds them (parsePageQuery reads them). */
export const pageQuerySchema = z.object({
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

/** A page's rows as selected: the table's columns and created_at as text, for the cursor. */
export type PageRow<Table extends PgTable> = Table["$inferSelect"] & {
  id: number;
  cursorAt: string;
};

/**
 * One page of `table`'s rows that match `where`, in the query's keyset order, with how many rows
 * match in all; `toItems` turns the page's rows into what the list answers. The page is built
 * again only after the table changed (docs/performance.md#the-back-office-at-scale): on PGlite's
 * one connection, reading and decoding 100 rows was most of a list request. The page is kept as
 * `toItems` made it, so what it adds must come from the same table; a table without a change
 * trigger (migration 0015), such as the media library, is read every time.
 */
export async function readPage<Table extends PgTable & KeysetColumns, Item>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  query: PageQuery,
  toItems: (rows: PageRow<Table>[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const name = getTableName(table);
  // One row more than the limit: it only tells that another page exists.
  const reading = db
    .select({ row: table as PgTable, cursorAt: cursorText(table.createdAt) })
    .from(table as PgTable)
    .where(and(where, afterCursor(table, query)))
    .orderBy(...keysetOrder(table, query))
    .limit(query.limit + 1);
  return untilChanged(
    db,
    name,
    keyOf(reading),
    async () => {
      // The total first, with the version it was counted at: rows written after it make the
      // version move on, and the page is read again next time.
      const { total, version } = await countMatches(db, table, where);
      const rows = (await reading).map(
        ({ row, cursorAt }) => ({ ...row, cursorAt }) as PageRow<Table>,
      );
      const more = rows.length > query.limit;
      const shown = more ? rows.slice(0, query.limit) : rows;
      const last = shown.at(-1);
      const page: Page<Item> = {
        data: await toItems(shown),
        meta: {
          total,
          nextCursor: more && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
        },
      };
      return { value: page, version };
    },
    pages,
  );
}

/** Remembered pages, counted in rows: some 50 pages of 100 messages, a few MB. */
const pages: MemoSpace<Page<unknown>> = { budget: 5_000, weigh: (page) => page.data.length + 1 };

/** A statement's text and parameters: what it reads, as a memo key. */
function keyOf(statement: { toSQL(): { sql: string; params: unknown[] } }): string {
  const { sql: text, params } = statement.toSQL();
  return `${text}\n${JSON.stringify(params)}`;
}

/**
 * How many rows match in all, and the table's version it is exact at: counted again only after
 * the table changed.
 */
function countMatches(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ total: number; version: string | null }> {
  const name = getTableName(table);
  const counting = db
    .select({ total: sql<number>`count(*)`.mapWith(Number), version: versionOf(name) })
    .from(table)
    .where(where);
  return untilChanged(db, name, keyOf(counting), async () => {
    const [row] = await counting;
    const counted = { total: row?.total ?? 0, version: row?.version ?? null };
    return { value: counted, version: counted.version };
  });
}
