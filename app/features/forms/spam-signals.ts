/**
 * The honeypot and form token a form holds, as the JSON API takes them (docs/product.md#spam):
 * empty ones are left out, so a person's request carries only the token.
 */
export function spamSignalsOf(form: HTMLFormElement | FormData) {
  const data = form instanceof FormData ? form : new FormData(form);
  const signals: { website?: string; formToken?: string } = {};
  for (const name of ["website", "formToken"] as const) {
    const value = data.get(name);
    if (typeof value === "string" && value !== "") signals[name] = value;
  }
  return signals;
}
