import { spamSignalFieldNames } from "../../lib/form-result.ts";

/**
 * The honeypot and form token a form holds, as the JSON API takes them (docs/product.md#spam):
 * empty ones are left out, so a person's request carries only the token.
 */
export function spamSignalsOf(form: HTMLFormElement | FormData) {
  const data = form instanceof FormData ? form : new FormData(form);
  const signals: Partial<Record<(typeof spamSignalFieldNames)[number], string>> = {};
  for (const name of spamSignalFieldNames) {
    const value = data.get(name);
    if (typeof value === "string" && value !== "") signals[name] = value;
  }
  return signals;
}
