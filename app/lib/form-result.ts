import type { z } from "zod";

/**
 * What a page's form action answers when the form was posted without JavaScript
 * (docs/decisions/0013-forms-without-javascript.md). The page renders it in the form's place:
 * the success text, or the typed values back with a message beside each field.
 */
export type FormResult<Extra = Record<never, never>> =
  | ({ status: "success"; message: string; description?: string } & Extra)
  | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { status: "failed"; message: string; values: Record<string, string> };

/** The first message per field, as the forms show them (docs/product.md#validation). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A form's text fields as strings (files and repeated names ignored: no public form has them). */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The spam signals every public form posts beside its fields (docs/product.md#spam). */
export const spamSignalFieldNames = ["website", "formToken"] as const;
