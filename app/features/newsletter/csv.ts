import { formatDate, isoDay } from "../../lib/format-date.ts";
import type { Subscriber } from "./types.ts";

/** SPEC 7.4: the header, exactly. */
export const csvHeader = "Nome,Email,Data de Inscrição";

/**
 * One CSV value: always double-quoted, inner quotes doubled (RFC 4180). A value that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR at the start: the public form is open
 * to anyone) gets a leading apostrophe, the OWASP advice against CSV injection.
 */
export function csvValue(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * SPEC 7.4: header, then one row per active subscriber in the order given (the list's newest
 * first): name (empty when none), e-mail, subscription date as dd/MM/yyyy in São Paulo.
 * Lines end with \n; no trailing newline, no byte-order mark.
 */
export function subscribersCsv(subscribers: Subscriber[]): string {
  const rows = subscribers
    .filter((s) => s.active)
    .map((s) => [s.name ?? "", s.email, formatDate(s.createdAt)].map(csvValue).join(","));
  return [csvHeader, ...rows].join("\n");
}

/** newsletter_subscribers_{yyyy-MM-dd}.csv, the São Paulo date of the export: sorts by date. */
export function csvFileName(now: Date = new Date()): string {
  return `newsletter_subscribers_${isoDay(now)}.csv`;
}
