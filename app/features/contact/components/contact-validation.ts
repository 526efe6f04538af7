import { parseForm } from "../../../lib/form-submission.ts";
import type { Locale } from "../../../lib/locale.ts";
import { contactSchemaFor } from "../schemas.ts";

const schemas = new Map<Locale, ReturnType<typeof contactSchemaFor>>();

/**
 * The contact form's check: the API's schema through Conform (decision 0043), with the page's
 * locale's messages. A module of its own, fetched as the form nears the viewport, so zod and the
 * schema stay out of the home's first load.
 */
export function parseContact(formData: FormData, locale: Locale) {
  let schema = schemas.get(locale);
  if (!schema) {
    schema = contactSchemaFor(locale);
    schemas.set(locale, schema);
  }
  return parseForm(formData, schema);
}
