import type { Locale } from "../../../lib/locale.ts";

/**
 * A project date as people read it in the page's language ("12 de março de 2024", "March 12,
 * 2024"), in São Paulo time, where the agency records it. The pages' texts are catalogue messages
 * (`portfolio_*` in messages/, docs/architecture.md#locales).
 */
export function formatProjectDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "America/Sao_Paulo",
  }).format(date);
}
