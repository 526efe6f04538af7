import type { SubmissionResult } from "@conform-to/react";

/**
 * A refused post, as Conform's `submission.reply()` words it (decision 0043): the messages per
 * field, a failure of the whole form under `""` (an HttpError's message: 'Usuário ou senha
 * incorretos.'), and the typed values in `initialValue`, never a password or the spam signals.
 * The form takes it as its `lastResult`.
 */
export type FormReply = SubmissionResult<string[]> & { status: "error" };

/**
 * What a page's form action answers when the form was posted without JavaScript
 * (docs/decisions/0013-forms-without-javascript.md). The page renders it in the form's place:
 * the success text, or the typed values back with a message beside each field.
 */
export type FormResult<Extra = Record<never, never>> =
  | ({ status: "success"; message: string; description?: string } & Extra)
  | FormReply;

/** The refused post a form shows again, if that is what the page came back with. */
export function refusalOf(result: { status: string } | undefined): FormReply | undefined {
  return result?.status === "error" ? (result as FormReply) : undefined;
}

/** Why a refused post failed as a whole (the server's message), when no field is to blame. */
export function failureOf(result: { status: string } | undefined): string | undefined {
  return refusalOf(result)?.error?.[""]?.[0] ?? undefined;
}

/** A value posted back with a refused post (a text field as typed), or "". */
export function postedValue(result: { status: string } | undefined, name: string): string {
  const value = refusalOf(result)?.initialValue?.[name];
  return typeof value === "string" ? value : "";
}

/** The spam signals every public form posts beside its fields (docs/product.md#spam). */
export const spamSignalFieldNames = ["website", "formToken"] as const;
