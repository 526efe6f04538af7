import { errorMessages } from "../../../lib/http-error.ts";
import { type Locale, sayIn } from "../../../lib/locale.ts";
import { m } from "../../../paraglide/messages.js";
import { newsletterMessages } from "../messages.ts";

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/**
 * docs/product.md#texts-public (newsletter) in the page's locale; pt-BR's are spelled exactly as
 * the product reference gives them.
 */
export function newsletterTexts(locale: Locale) {
  const say = sayIn(locale);
  return {
    errorTitle: say(m.newsletter_error_title),
    missingEmail: say(m.newsletter_missing_email),
    serverFailure: say(m.newsletter_server_failure),
    networkFailure: say(m.newsletter_network_failure),
    successFallback: say(m.newsletter_subscribed),
    submit: say(m.newsletter_submit),
    submitting: say(m.newsletter_submitting),
    emailLabel: say(m.newsletter_email_label),
    emailPlaceholder: say(m.newsletter_email_placeholder),
    // docs/product.md#consent: what the address is for, said where it is given.
    purpose: say(m.newsletter_purpose),
    privacyLink: say(m.newsletter_privacy_link),
    back: say(m.newsletter_back),
  };
}

/** The server's words a visitor can meet when subscribing, and what each says in a catalogue. */
const serverMessages: ReadonlyMap<string, Message> = new Map([
  [newsletterMessages.subscribed, m.newsletter_subscribed],
  [newsletterMessages.pending, m.newsletter_pending],
  [newsletterMessages.required, m.newsletter_missing_email],
  [newsletterMessages.invalid, m.newsletter_invalid_email],
  [newsletterMessages.tooLong, m.newsletter_email_too_long],
  [errorMessages.rateLimited, m.newsletter_rate_limited],
]);

/**
 * A message of the subscription's server (the API's or the page's action's, which keep SPEC's
 * pt-BR: docs/architecture.md#locales) as a page in `locale` shows it; `fallback` for words it
 * does not know on another locale's page.
 */
export function newsletterAnswerText(
  serverMessage: string,
  locale: Locale,
  fallback: string,
): string {
  const message = serverMessages.get(serverMessage);
  if (message) return message({}, { locale });
  return locale === "pt-BR" && serverMessage ? serverMessage : fallback;
}
