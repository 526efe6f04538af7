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
 * Queues 'Novo contato' for every NOTIFY_EMAILS address and every message that is not spam, in
 * the transaction storing the messages: one statement however many arrived together.
 */
export async function notifyNewContacts(
  tx: Db,
  config: Config,
  rows: Array<NewContactFacts & MaybeSpam>,
): Promise<void> {
  if (config.mail.mode === "off") return;
  const leads = rows.filter((row) => row.spam !== true);
  await enqueueMail(
    tx,
    leads.flatMap((row) => lead("contact", config, newContactMail(row, config.site.url))),
  );
}

type NewContactsNotifier = (tx: Db, rows: Array<NewContactFacts & MaybeSpam>) => Promise<void>;
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
