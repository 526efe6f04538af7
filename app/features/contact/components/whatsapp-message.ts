import type { Locale } from "../../../lib/locale.ts";
import { projectTypeLabel } from "../../../lib/project-type-labels.ts";
import { m } from "../../../paraglide/messages.js";

/** The contact fields the WhatsApp hand-off repeats. The phone is deliberately not among them (docs/product.md#api-routes). */
export interface WhatsAppContactFields {
  name: string;
  email: string;
  projectType: string;
  subject: string;
  message: string;
}

/**
 * The pre-filled WhatsApp text for a contact request, in the page's locale: greeting, name,
 * e-mail, project type (its label there), subject, message.
 */
export function whatsAppContactMessage(fields: WhatsAppContactFields, locale: Locale): string {
  const label = (message: typeof m.contact_name_label) => `*${message({}, { locale })}:*`;
  return [
    m.contact_whatsapp_greeting({}, { locale }),
    "",
    `${label(m.contact_name_label)} ${fields.name}`,
    `${label(m.contact_email_label)} ${fields.email}`,
    `${label(m.contact_project_type_label)} ${projectTypeLabel(fields.projectType, locale)}`,
    `${label(m.contact_subject_label)} ${fields.subject}`,
    "",
    label(m.contact_message_label),
    fields.message,
  ].join("\n");
}
