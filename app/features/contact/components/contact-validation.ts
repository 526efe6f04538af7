import { parseForm } from "../../../lib/form-submission.ts";
import { contactSchema } from "../schemas.ts";

/**
 * The contact form's check: the API's schema through Conform (decision 0043). A module of its
 * own, fetched as the form nears the viewport, so zod and the schema stay out of the home's
 * first load.
 */
export const parseContact = (formData: FormData) => parseForm(formData, contactSchema);
