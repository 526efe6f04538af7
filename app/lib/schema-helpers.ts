import { z } from "zod";
import { errorMessages } from "./http-error.ts";

const invalidCharactersMessage = errorMessages.invalidCharacters;

// Control characters (C0, DEL, C1) other than tab, line feed and carriage return. The database
// refuses NUL outright, and none of the others belongs in anything a person types.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const forbiddenControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const lineBreakOrTab = /[\t\n\r]/;

/**
 * True when `value` holds no forbidden control character and no lone UTF-16 surrogate (which
 * has no UTF-8 form: engines either refuse it or silently store U+FFFD instead).
 */
export function hasOnlyValidCharacters(value: string): boolean {
  return value.isWellFormed() && !forbiddenControl.test(value);
}

export interface TextOptions {
  /**
   * A text with several lines (a message, a description): tab and line breaks are kept, and
   * CRLF or a lone CR (what a browser posts for a textarea) become LF. Single-line fields allow
   * no control character at all once trimmed.
   */
  multiline?: boolean;
  /** Trim surrounding whitespace (default). Passwords are kept exactly as typed. */
  trim?: boolean;
  /** The refusal of control characters in a page form's language (SPEC's pt-BR otherwise). */
  invalid?: string;
}

/**
 * The base of every text field in every schema (forms, API bodies, query strings, path
 * parameters): a string without control characters or malformed Unicode. Those are refused
 * with one pt-BR message before any other rule runs, so they never reach the database.
 */
export function text(
  error: z.core.$ZodStringParams["error"],
  { multiline = false, trim = true, invalid = invalidCharactersMessage }: TextOptions = {},
) {
  let schema = z.string({ error }).refine(hasOnlyValidCharacters, { error: invalid, abort: true });
  if (multiline) schema = schema.overwrite((value) => value.replace(/\r\n?/g, "\n"));
  if (trim) schema = schema.trim();
  if (!multiline) {
    schema = schema.refine((value) => !lineBreakOrTab.test(value), {
      error: invalid,
      abort: true,
    });
  }
  return schema;
}

/** A required, trimmed string: missing, wrong type and empty all give `requiredMessage`. */
export function requiredText(requiredMessage: string, max: number, maxMessage?: string) {
  return text(requiredMessage)
    .min(1, requiredMessage)
    .max(max, maxMessage ?? `Máximo de ${max} caracteres`);
}

/** A trimmed string with a minimum length and a server-side maximum (docs/product.md#api-conventions). */
export function boundedText(
  min: number,
  minMessage: string,
  max: number,
  maxMessage?: string,
  options: Pick<TextOptions, "multiline" | "invalid"> = {},
) {
  return text(minMessage, options)
    .min(min, minMessage)
    .max(max, maxMessage ?? `Máximo de ${max} caracteres`);
}

/**
 * The spam signals every public form sends with its fields (docs/product.md#spam): the honeypot
 * `website` and the signed `formToken`. Both optional, so JSON clients that know neither still
 * pass; bounded and character-checked like every text.
 */
export const spamSignalFields = {
  website: text("Dados inválidos", { trim: false }).max(500, "Dados inválidos").optional(),
  formToken: text("Dados inválidos", { trim: false }).max(100, "Dados inválidos").optional(),
};

/**
 * A path's `{id}`: a positive integer that fits the database's `integer`, written without sign,
 * leading zeros or spaces; anything else is a 400 'Identificador inválido'
 * (docs/product.md#api-conventions).
 */
export const idParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, errorMessages.badId)
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, errorMessages.badId),
});

/** An answer's `message` beside (or instead of) its `data`: what the person is told. */
export const messageField = z.object({ message: z.string() });
