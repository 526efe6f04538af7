import type { Db } from "../../../db/client.server.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { judgeSpam } from "../../lib/form-token.server.ts";
import { HttpError } from "../../lib/http-error.ts";
import { answersLocale } from "../../lib/site-facts.ts";
import { m } from "../../paraglide/messages.js";
import { newContactsNotifier, newLeadMessageId } from "../mail/index.server.ts";
import { createContactMessage, recordLeadSource } from "./contact.server.ts";
import type { ContactSubmission } from "./schemas.ts";

/**
 * A visitor's message as the JSON API and the home's form posted without JavaScript both take it
 * (docs/product.md#forms-without-javascript). `admit` counts it against the client's limit before
 * its fields are read, so malformed floods are limited too; `receive` judges it for spam, stores
 * it (spam apart, answered alike: docs/product.md#spam) and queues the staff's notification with
 * it, sent after the answer (docs/product.md#e-mail).
 */
export function contactSubmission(
  { config, limiters, analytics }: RouterDeps,
  clientIp: string,
  userAgent: string,
) {
  const visit = { ip: clientIp, userAgent };
  return {
    admit: () => limiters.contact.take(clientIp),
    receive: async (db: Db, input: ContactSubmission): Promise<{ id: number }> => {
      if (!answersLocale(config.site, input.language)) {
        throw new HttpError(400, m.contact_error_language({}, { locale: "pt-BR" }));
      }
      const spam = await judgeSpam(db, config, input);
      const { id } = await createContactMessage(db, input, {
        spam,
        onCreated: newContactsNotifier(config),
        mailMessageId: newLeadMessageId(config),
      });
      if (!spam) {
        // docs/product.md#analytics: where this visitor came from today, and the goal reached.
        await recordLeadSource(db, id, await analytics.sourceOf(visit));
        analytics.goal("contact", "/", visit);
      }
      return { id };
    },
  };
}
