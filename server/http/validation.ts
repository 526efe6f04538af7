import type { Context } from "hono";
import type { z } from "zod";
import { HttpError, errorMessages as messages } from "../../app/lib/http-error.ts";
import { idParams } from "../../app/lib/schema-helpers.ts";

// Bytes that are not UTF-8 are refused, not turned into U+FFFD: the escaped forms of broken
// Unicode are already a 400, and the raw ones must not slip through as another character.
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads a JSON body; malformed JSON or bytes that are not UTF-8 are a 400, as
 * docs/product.md#api-conventions says. An empty body reads as {}.
 */
export async function readJson(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = strictUtf8.decode(await c.req.arrayBuffer());
  } catch {
    throw new HttpError(400, messages.invalidCharacters);
  }
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, messages.badJson);
  }
}

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
  throw new HttpError(400, errors[0]?.message ?? messages.invalidData, { errors });
}

/** The query string's values (the first of each name), read through a schema of text fields. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return validate(schema, c.req.query());
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return validate(schema, await readJson(c));
}

/** Ids are positive integers; anything else in the path is a 400 (docs/product.md#api-conventions). */
export function parseId(raw: string | undefined): number {
  const result = idParams.shape.id.safeParse(raw);
  if (!result.success) throw new HttpError(400, messages.badId);
  return result.data;
}
