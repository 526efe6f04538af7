import { z } from "zod";

/** A required, trimmed string: missing, wrong type and empty all give `requiredMessage`. */
export function requiredText(requiredMessage: string, max: number, maxMessage?: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, maxMessage ?? `Máximo de ${max} caracteres`);
}

/** A trimmed string with a minimum length and a server-side maximum (CONTRACT 4). */
export function boundedText(min: number, minMessage: string, max: number, maxMessage?: string) {
  return z
    .string({ error: minMessage })
    .trim()
    .min(min, minMessage)
    .max(max, maxMessage ?? `Máximo de ${max} caracteres`);
}
