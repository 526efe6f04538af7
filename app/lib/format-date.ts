/**
 * pt-BR dates for the screens, always in the agency's time zone (docs/product.md#data-rules: America/Sao_Paulo),
 * whatever the browser's zone. Built from Intl parts so the output does not depend on the
 * ICU version's punctuation (some insert a comma between date and time, some don't).
 */
const timeZone = "America/Sao_Paulo";

const numeric = new Intl.DateTimeFormat("pt-BR", {
  timeZone,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const long = new Intl.DateTimeFormat("pt-BR", {
  timeZone,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function parts(format: Intl.DateTimeFormat, value: Date | string) {
  const date = typeof value === "string" ? new Date(value) : value;
  const out: Record<string, string> = {};
  for (const part of format.formatToParts(date)) out[part.type] = part.value;
  return out;
}

/** dd/MM/yyyy (docs/product.md#constants: lists). */
export function formatDate(value: Date | string): string {
  const p = parts(numeric, value);
  return `${p.day}/${p.month}/${p.year}`;
}

/** dd/MM/yyyy HH:mm. */
export function formatDateTime(value: Date | string): string {
  const p = parts(numeric, value);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** "5 de março de 2026, 14:30" (docs/product.md#constants: message detail). */
export function formatLongDateTime(value: Date | string): string {
  const p = parts(long, value);
  return `${p.day} de ${p.month} de ${p.year}, ${p.hour}:${p.minute}`;
}

/** yyyy-MM-dd in São Paulo (file names sort by date). */
export function isoDay(value: Date | string): string {
  const p = parts(numeric, value);
  return `${p.year}-${p.month}-${p.day}`;
}
