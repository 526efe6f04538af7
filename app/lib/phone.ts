/**
 * Visitors' phone numbers (docs/product.md#phone-numbers): masked as typed, stored in one form,
 * shown formatted. Brazilian numbers are 10 digits (landline) or 11 (mobile) with the area code;
 * a number typed with a leading `+` is foreign (the agency has Swiss clients) and keeps its digits.
 */

const digitsOf = (value: string) => value.replace(/\D/g, "");

function brazilian(digits: string): string {
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  // Mobiles have 9 digits after the area code (5 + 4), landlines 8 (4 + 4).
  const split = digits.length === 11 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** The mask shown while typing: `(11) 98765-4321`, `(11) 3456-7890`, or `+` and digits. */
export function maskPhone(typed: string): string {
  if (typed.trimStart().startsWith("+")) return `+${digitsOf(typed).slice(0, 15)}`;
  return brazilian(digitsOf(typed).slice(0, 11));
}

/**
 * The stored form: `+` country code and digits (`+5511987654321`). A 10- or 11-digit number is
 * Brazilian; one typed with `+` keeps its own country code; anything else is kept as typed,
 * trimmed, so no number is ever lost to a guess.
 */
export function normalisePhone(value: string): string {
  const trimmed = value.trim();
  const digits = digitsOf(trimmed);
  if (trimmed.startsWith("+") && digits.length >= 8) return `+${digits}`;
  if (digits.length === 10 || digits.length === 11) return `+55${digits}`;
  if (digits.startsWith("55") && (digits.length === 12 || digits.length === 13))
    return `+${digits}`;
  return trimmed;
}

/** How staff read a stored number: Brazilian ones with the mask, others as stored. */
export function formatPhone(stored: string): string {
  const digits = digitsOf(stored);
  if (stored.startsWith("+55") && (digits.length === 12 || digits.length === 13)) {
    return brazilian(digits.slice(2));
  }
  return stored;
}

/** A `tel:` link that dials the stored number from anywhere. */
export function telHref(stored: string): string {
  const digits = digitsOf(stored);
  return stored.trim().startsWith("+") ? `tel:+${digits}` : `tel:${digits}`;
}
