import { data } from "react-router";
import type { z } from "zod";
import { type FormResult, fieldErrorsOf, formValues } from "../../app/lib/form-result.ts";
import { errorMessages, HttpError } from "../../app/lib/http-error.ts";

interface FormActionOptions<S extends z.ZodType> {
  schema: S;
  /** Every field the form posts; only these are read. */
  fields: readonly string[];
  /** Fields never sent back to the page (passwords). */
  secret?: readonly string[];
  /** Runs before validation (the rate limit, counted for malformed floods too, as in the API). */
  before?: () => Promise<unknown>;
  /** Turns the posted strings into what the JSON API would receive (a number for a rating). */
  prepare?: (values: Record<string, string>) => Record<string, unknown>;
}

/**
 * A page's form action, with the JSON API's rules (docs/decisions/0013-forms-without-javascript.md):
 * the same zod schema, an HttpError's status and message (429 with Retry-After, for instance),
 * and the typed values sent back on any failure so nothing a visitor wrote is lost.
 */
export async function runFormAction<S extends z.ZodType, Extra>(
  request: Request,
  { schema, fields, secret = [], before, prepare = (posted) => posted }: FormActionOptions<S>,
  work: (input: z.output<S>) => Promise<FormResult<Extra> | Response>,
) {
  let values: Record<string, string> = {};
  // The spam signals are never sent back: the page renders fresh ones.
  const hidden = [...secret, "website", "formToken"];
  const keep = () =>
    Object.fromEntries(Object.entries(values).filter(([name]) => !hidden.includes(name)));
  try {
    await before?.();
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new HttpError(400, errorMessages.invalidData);
    }
    values = formValues(form, fields);
    const parsed = schema.safeParse(prepare(values));
    if (!parsed.success) {
      const result: FormResult<Extra> = {
        status: "invalid",
        errors: fieldErrorsOf(parsed.error),
        values: keep(),
      };
      return data(result, 400);
    }
    return await work(parsed.data);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const result: FormResult<Extra> = { status: "failed", message: error.message, values: keep() };
    return data(result, { status: error.status, headers: error.headers });
  }
}
