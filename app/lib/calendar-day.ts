/**
 * Calendar days as the back office handles them (docs/product.md#date-fields, decision 0039):
 * a person types and reads dd/MM/yyyy; forms and the API carry yyyy-MM-dd. Isomorphic, so a
 * server that reads a typed date and the browser's field judge it with the same rules.
 */

/** The days any date field accepts: the project date's years (docs/product.md#validation-project). */
export const FIRST_DAY = "1900-01-01";
export const LAST_DAY = "2100-12-31";

export const dateFieldMessages = {
  format: "Data inválida: use o formato dd/mm/aaaa.",
  impossible: (typed: string) => `A data ${typed} não existe.`,
  before: (min: string) => `Informe uma data a partir de ${min}.`,
  after: (max: string) => `Informe uma data até ${max}.`,
  required: "Informe a data.",
} as const;

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const brPattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function daysInMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function exists(year: number, month: number, day: number) {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** True for a yyyy-MM-dd that names a real day (no 2024-02-30) between FIRST_DAY and LAST_DAY. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = isoPattern.exec(value);
  if (!match) return false;
  return (
    exists(Number(match[1]), Number(match[2]), Number(match[3])) &&
    value >= FIRST_DAY &&
    value <= LAST_DAY
  );
}

/** yyyy-MM-dd → dd/MM/yyyy; anything else as it is. */
export function dayToBR(iso: string): string {
  const match = isoPattern.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

const monthNames = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

/** yyyy-MM-dd → '23 de abril de 2023', as a text dates itself; anything else as it is. */
export function dayToLongBR(iso: string): string {
  const match = isoPattern.exec(iso);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} de ${month} de ${match[1]}` : iso;
}

/** A yyyy-MM-dd as the browser's local midnight, for a calendar drawn in local time. */
export function dayToLocalDate(iso: string): Date {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** A local date (a calendar's pick) as yyyy-MM-dd. */
export function localDateToDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type ParsedDay = { ok: true; day: string } | { ok: false; message: string };

/**
 * What a person typed in a date field: "" (no date), or dd/MM/yyyy that exists and lies within
 * `min`..`max` (yyyy-MM-dd, default FIRST_DAY..LAST_DAY). Each refusal says why, in pt-BR.
 */
export function parseDateBR(typed: string, bounds: { min?: string; max?: string } = {}): ParsedDay {
  const text = typed.trim();
  if (text === "") return { ok: true, day: "" };
  const match = brPattern.exec(text);
  if (!match) return { ok: false, message: dateFieldMessages.format };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!exists(year, month, day)) return { ok: false, message: dateFieldMessages.impossible(text) };
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const min = bounds.min && bounds.min > FIRST_DAY ? bounds.min : FIRST_DAY;
  const max = bounds.max && bounds.max < LAST_DAY ? bounds.max : LAST_DAY;
  if (iso < min) return { ok: false, message: dateFieldMessages.before(dayToBR(min)) };
  if (iso > max) return { ok: false, message: dateFieldMessages.after(dayToBR(max)) };
  return { ok: true, day: iso };
}

/**
 * Shapes what is typed into dd/MM/yyyy as it is typed: digits fill the day, the month and the
 * year, the slashes come by themselves, and a slash typed after one digit pads it ("1/" → "01/").
 * A pasted yyyy-MM-dd is turned around. Deleting a slash the mask wrote is not undone by it.
 */
export function maskDateBR(raw: string): string {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(raw);
  if (iso) return `${pad(Number(iso[3]))}/${pad(Number(iso[2]))}/${iso[1]}`;
  const parts = ["", "", ""];
  let part = 0;
  for (const char of raw) {
    if (char >= "0" && char <= "9") {
      if (part === 2 && parts[2]!.length === 4) break;
      parts[part] += char;
      if (part < 2 && parts[part]!.length === 2) part += 1;
    } else if (/[/.\-\s]/.test(char) && part < 2 && parts[part]!.length === 1) {
      parts[part] = `0${parts[part]}`;
      part += 1;
    }
  }
  let shown = parts[0]!;
  if (part >= 1) shown += `/${parts[1]}`;
  if (part >= 2) shown += `/${parts[2]}`;
  // A slash nobody typed after the last digits is left for the next digit to bring.
  return shown.endsWith("/") && !/[/.\-\s]$/.test(raw) ? shown.slice(0, -1) : shown;
}
