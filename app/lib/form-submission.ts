import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

/** Turns a form's strings into what the JSON API takes (a number for a rating). */
export type PrepareForm = (values: Record<string, unknown>) => Record<string, unknown>;

/**
 * A form's data checked with the API's own zod schema, in the browser and in the page's action
 * alike (decision 0043): Conform's `parseWithZod` without its coercion, so every field reaches the
 * schema as the string it is (an empty field as "") and every message is the API's
 * (docs/product.md#validation). `prepare` does what the coercion would have, where a field is not
 * a string in the API.
 */
export function parseForm<S extends z.ZodType>(
  formData: FormData,
  schema: S,
  prepare?: PrepareForm,
): Submission<z.input<S>, string[], z.output<S>> {
  const checked = prepare
    ? z.preprocess((values) => prepare(values as Record<string, unknown>), schema)
    : schema;
  return parseWithZod(formData, { schema: checked, disableAutoCoercion: true }) as Submission<
    z.input<S>,
    string[],
    z.output<S>
  >;
}
