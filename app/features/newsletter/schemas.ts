import { z } from "zod";
import { siteLanguages } from "../../../db/value-lists.ts";
import { errorMessages } from "../../lib/http-error.ts";
import { spamSignalFields, text } from "../../lib/schema-helpers.ts";
import { newsletterMessages } from "./messages.ts";

export { newsletterMessages };

/** Trimmed and lower-cased (docs/product.md#data-rules) before the format check, which would run first otherwise. */
const email = text(newsletterMessages.required)
  .toLowerCase()
  .min(1, newsletterMessages.required)
  .max(254, newsletterMessages.tooLong)
  .pipe(z.email({ error: newsletterMessages.invalid }));

/** The footer form sends an empty name (docs/product.md#data-model): blank, null and missing are all "no name". */
const name = text("Nome inválido")
  .max(100, "Nome deve ter no máximo 100 caracteres")
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * The language of the page the address is given on: its mails speak it (docs/architecture.md#locales).
 * Optional for the API (pt-BR); a language this server does not answer (SITE_LOCALES) is refused
 * by the service.
 */
const language = z.enum(siteLanguages, { error: newsletterMessages.badLanguage }).default("pt-BR");

/** The footer form and POST /api/newsletter/subscribe; active and confirmedAt are the server's. */
export const newsletterSubscribeSchema = z.object(
  { email, name, language, ...spamSignalFields },
  { error: errorMessages.invalidData },
);

/** POST /api/newsletter/unsubscribe from the admin screen (a session): `{email}`. */
export const newsletterUnsubscribeSchema = z.object(
  { email },
  { error: errorMessages.invalidData },
);

/** POST /api/newsletter/unsubscribe from an e-mail link (anonymous): `{token}`. */
export const unsubscribeTokenSchema = z.object(
  {
    token: text(newsletterMessages.badToken, { trim: false })
      .min(1, newsletterMessages.badToken)
      .max(1000, newsletterMessages.badToken),
  },
  { error: errorMessages.invalidData },
);

export type NewsletterSubscription = z.output<typeof newsletterSubscribeSchema>;
