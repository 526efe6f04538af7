import { errorMessages } from "../../../lib/http-error.ts";
import { type Locale, sayIn } from "../../../lib/locale.ts";
import { m } from "../../../paraglide/messages.js";

/**
 * docs/product.md#texts-public (contact): the form's answers in the page's locale; pt-BR's are
 * spelled exactly as the product reference gives them.
 */
export function contactFormTexts(locale: Locale) {
  const say = sayIn(locale);
  return {
    submit: say(m.contact_submit),
    submitting: say(m.contact_submitting),
    successTitle: say(m.contact_success_title),
    successDescription: say(m.contact_success_description),
    failureTitle: say(m.contact_failure_title),
    failureFallback: say(m.contact_failure_fallback),
    continueOnWhatsApp: say(m.contact_continue_on_whatsapp),
  };
}

/**
 * A refusal the server worded (the API's, or the page's action's: always pt-BR, like the rate
 * limit's) as a page in `locale` shows it: pt-BR pages show the server's words, others their
 * own for the rate limit and the fallback for anything else.
 */
export function contactFailureText(serverMessage: string | undefined, locale: Locale): string {
  if (locale === "pt-BR" && serverMessage) return serverMessage;
  if (serverMessage === errorMessages.rateLimited) {
    return m.contact_error_rate_limited({}, { locale });
  }
  return m.contact_failure_fallback({}, { locale });
}
