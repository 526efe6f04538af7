import { type PGlite, types } from "@electric-sql/pglite";

/**
 * The type parsers Drizzle hands PGlite with every query: dates, timestamps, intervals and their
 * arrays stay as PostgreSQL's text, which Drizzle's columns then read. PGlite merges a query's
 * parsers into its ~320 defaults on every call, which cost 0.1-0.2 ms a query, as much as running
 * a small one (docs/performance.md#the-back-office-at-scale). The engine gets them once instead,
 * and Drizzle's queries reach it without them. `db/pglite-parsers.test.ts` checks this list
 * against Drizzle's own.
 */
const asText = (value: string) => value;
export const drizzleParsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
} as const;

/**
 * What Drizzle is given: `pglite` with Drizzle's parsers set on it once, and left off each query.
 * Drizzle calls only `query`, and `transaction`, whose queries (savepoints included) go through
 * the transaction's own `query`.
 */
export function pgliteForDrizzle(pglite: PGlite): PGlite {
  Object.assign(pglite.parsers, drizzleParsers);
  const client = {
    query: withoutParsers(pglite),
    transaction: (run: (tx: { query: PGlite["query"] }) => Promise<unknown>) =>
      pglite.transaction((tx) => run({ query: withoutParsers(tx) })),
  };
  return client as unknown as PGlite;
}

function withoutParsers(client: Pick<PGlite, "query">): PGlite["query"] {
  return (text, params, options) =>
    client.query(text, params, options?.parsers ? { ...options, parsers: undefined } : options);
}
