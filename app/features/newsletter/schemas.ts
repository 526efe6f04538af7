import { z } from "zod";
import { errorMessages } from "../../lib/http-error.ts";

export const newsletterMessages = {
  required: "Por favor, informe seu email",
  invalid: "Email inválido",
  subscribed: "Inscrição realizada com sucesso!",
  alreadySubscribed: "Este email já está inscrito na newsletter.",
  reactivated: "Inscrição reativada com sucesso!",
  notFound: "Email não encontrado na newsletter",
  badToken: "Link de cancelamento inválido",
} as const;

/** Trimmed and lower-cased (CONTRACT 5) before the format check, which would run first otherwise. */
const email = z
  .string({ error: newsletterMessages.required })
  .trim()
  .toLowerCase()
  .min(1, newsletterMessages.required)
  .max(254, "Email deve ter no máximo 254 caracteres")
  .pipe(z.email({ error: newsletterMessages.invalid }));

/** The footer form sends an empty name (SPEC 3): blank, null and missing are all "no name". */
const name = z
  .string({ error: "Nome inválido" })
  .trim()
  .max(100, "Nome deve ter no máximo 100 caracteres")
  .nullish()
  .transform((value) => (value ? value : null));

/** The footer form and POST /api/newsletter/subscribe; active and confirmedAt are the server's. */
export const newsletterSubscribeSchema = z.object(
  { email, name },
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
    token: z
      .string({ error: newsletterMessages.badToken })
      .min(1, newsletterMessages.badToken)
      .max(1000, newsletterMessages.badToken),
  },
  { error: errorMessages.invalidData },
);

export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSubscribeSchema>;
