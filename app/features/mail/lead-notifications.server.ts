import { randomUUID } from "node:crypto";
import type { Db } from "../../../db/client.server.ts";
import type { Config } from "../../../server/config.server.ts";
import { enqueueMail } from "../../../server/mail/outbox.ts";
import { type NewContactFacts, newContactMail } from "./templates/new-contact.server.ts";
import {
  type NewTestimonialFacts,
  newTestimonialMail,
} from "./templates/new-testimonial.server.ts";

/**
 * The created row may carry a spam verdict (docs/product.md#e-mail: spam is never notified).
 * Optional: rows from before the verdict existed have none.
 */
type MaybeSpam = { spam?: boolean | null };

/**
 * A Message-ID for a lead's 'Novo contato' mail, chosen when the message is stored (and stored
 * with it) so that replies to the visitor can name it in In-Reply-To and References. Its right
 * side is MAIL_FROM's domain, as mail programs expect of the sender's own ids.
 */
export function newLeadMessageId(config: Config): string {
  const address = /<([^>]+)>/.exec(config.mail.from)?.[1] ?? config.mail.from;
  const domain = address.split("@").at(-1)?.trim() || "localhost";
  return `<contato.${randomUUID()}@${domain}>`;
}

/** The stored Message-ID, if the message has one, as the notification's header. */
type MaybeMessageId = { mailMessageId?: string | null };

/**
 * Queues 'Novo contato' for every NOTIFY_EMAILS address and every message that is not spam, in
 * the transaction storing the messages: one statement however many arrived together.
 */
export async function notifyNewContacts(
  tx: Db,
  config: Config,
  rows: Array<NewContactFacts & MaybeSpam & MaybeMessageId>,
): Promise<void> {
  if (config.mail.mode === "off") return;
  const leads = rows.filter((row) => row.spam !== true);
  await enqueueMail(
    tx,
    leads.flatMap((row) => {
      const mail = newContactMail(row, config.site.url);
      // Every copy carries the one id: it is one mail, to several members of the staff.
      const threaded = row.mailMessageId
        ? { ...mail, headers: { "Message-ID": row.mailMessageId } }
        : mail;
      return lead("contact", config, threaded);
    }),
  );
}

type NewContactsNotifier = (
  tx: Db,
  rows: Array<NewContactFacts & MaybeSpam & MaybeMessageId>,
) => Promise<void>;
const contactNotifiers = new WeakMap<Config, NewContactsNotifier>();

/**
 * notifyNewContacts as one function per configuration: the contact service calls each distinct
 * function once per batch, so the messages committed together, from the API or the form posted
 * without JavaScript, are notified together.
 */
export function newContactsNotifier(config: Config): NewContactsNotifier {
  let notify = contactNotifiers.get(config);
  if (!notify) {
    notify = (tx, rows) => notifyNewContacts(tx, config, rows);
    contactNotifiers.set(config, notify);
  }
  return notify;
}

/** Queues 'Novo depoimento para aprovar' for every NOTIFY_EMAILS address. */
export async function notifyNewTestimonial(
  tx: Db,
  config: Config,
  row: NewTestimonialFacts & MaybeSpam,
): Promise<void> {
  if (config.mail.mode === "off" || row?.spam === true) return;
  const mail = newTestimonialMail(row, config.site.url);
  await enqueueMail(tx, lead("testimonial", config, mail));
}

function lead(kind: string, config: Config, mail: ReturnType<typeof newContactMail>) {
  const { subject, ...content } = mail;
  return config.mail.notifyEmails.map((to) => ({ kind, to, subject, content }));
}
