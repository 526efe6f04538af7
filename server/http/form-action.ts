import { data } from "react-router";
import type { z } from "zod";
import {
  type FormReply,
  type FormResult,
  spamSignalFieldNames,
} from "../../app/lib/form-result.ts";
import { type PrepareForm, parseForm } from "../../app/lib/form-submission.ts";
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
  prepare?: PrepareForm;
  /**
   * How the page words a refusal of the whole form (the rate limit's 429) in its own language;
   * the HttpError's pt-BR message otherwise (docs/architecture.md#locales).
   */
  errorMessage?: (error: HttpError) => string;
}

/** The posted fields as strings, each one there (a missing field as ""), nothing else. */
function onlyFields(form: FormData, names: readonly string[]): FormData {
  const fields = new FormData();
  for (const name of names) {
    const value = form.get(name);
    fields.set(name, typeof value === "string" ? value : "");
  }
  return fields;
}

/**
 * A page's form action, with the JSON API's rules (docs/decisions/0013-forms-without-javascript.md,
 * 0043-one-form-approach-conform.md): the same zod schema through the same `parseForm` the form
 * runs in the browser, an HttpError's status and message (429 with Retry-After, for instance),
 * and Conform's reply on any failure, with the typed values so nothing a visitor wrote is lost.
 */
export async function runFormAction<S extends z.ZodType, Extra>(
  request: Request,
  { schema, fields, secret = [], before, prepare, errorMessage }: FormActionOptions<S>,
  work: (input: z.output<S>) => Promise<FormResult<Extra> | Response>,
) {
  // The spam signals are never sent back: the page renders fresh ones.
  const hideFields = [...secret, ...spamSignalFieldNames];
  let submission: ReturnType<typeof parseForm<S>> | undefined;
  try {
    await before?.();
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new HttpError(400, errorMessages.invalidData);
    }
    submission = parseForm(onlyFields(form, fields), schema, prepare);
    if (submission.status !== "success") {
      const reply: FormReply = { ...submission.reply({ hideFields }), status: "error" };
      return data(reply, 400);
    }
    return await work(submission.value);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // The values come back without marking the fields checked: they were valid, so the form
    // waits for the next submit before it judges them again. Refused before the form was read
    // (the rate limit), nothing typed comes back.
    const { initialValue = {} } = submission?.reply({ hideFields }) ?? {};
    const reply: FormReply = {
      status: "error",
      initialValue,
      error: { "": [errorMessage?.(error) ?? error.message] },
    };
    return data(reply, { status: error.status, headers: error.headers });
  }
}
