/**
 * The SQLSTATE code of a database error, whichever engine raised it (node-postgres and PGlite
 * both put it in `code`, beside `severity`) and however deep a wrapper (Drizzle's query error)
 * keeps it in `cause`. Node's own errors (`EPIPE`...) carry no severity and are not mistaken.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current !== null && typeof current === "object" && depth < 5; depth++) {
    const code = ownSqlState(current);
    if (code) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of this very error, not of one it wraps. */
export function ownSqlState(error: object): string | undefined {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof severity === "string"
    ? code
    : undefined;
}

/**
 * SQLSTATE class 22, "data exception": a value the database could not take (bytes it cannot
 * encode, too long, out of range, unreadable as a number or date). That is bad input, not a
 * server fault, whatever validation missed it.
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith("22") ?? false;
}

/** Data exceptions whose cause is the characters themselves (NUL, bytes with no UTF-8 form). */
export function isCharacterException(error: unknown): boolean {
  const code = sqlStateOf(error);
  return code === "22021" || code === "22P05";
}
