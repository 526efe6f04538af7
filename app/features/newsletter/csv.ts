import { formatDate, isoDay } from "../../lib/format-date.ts";
import type { Subscriber } from "./types.ts";

/**
 * The subscribers' CSV (docs/product.md#admin-newsletter, decision 0020): made for a spreadsheet
 * opened with a double click in Brazil. Excel in pt-BR splits columns on `;` (its list separator,
 * since `,` is the decimal mark) and reads UTF-8 only after a byte-order mark; LibreOffice
 * detects both. Every value is quoted, the header's too.
 */
const csvSeparator = ";";
const csvBom = "\uFEFF";
const csvColumns = ["Nome", "Email", "Data de Inscrição"] as const;

/**
 * One CSV value: always double-quoted, inner quotes doubled (RFC 4180). A value that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR at the start: the public form is open
 * to anyone) gets a leading apostrophe, the OWASP advice against CSV injection.
 */
export function csvValue(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const line = (values: readonly string[]) => values.map(csvValue).join(csvSeparator);

/** The first bytes of the file: the byte-order mark and the header line. */
export const csvStart = `${csvBom}${line(csvColumns)}`;

/** One subscriber's line: name (empty when none), e-mail, subscription date dd/MM/yyyy (São Paulo). */
export function csvRow(subscriber: Subscriber): string {
  return line([subscriber.name ?? "", subscriber.email, formatDate(subscriber.createdAt)]);
}

/** newsletter_subscribers_{yyyy-MM-dd}.csv, the São Paulo date of the export: sorts by date. */
export function csvFileName(now: Date = new Date()): string {
  return `newsletter_subscribers_${isoDay(now)}.csv`;
}
