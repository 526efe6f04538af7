/** The contact fields the WhatsApp hand-off repeats. The phone is deliberately not among them (docs/product.md#api-routes). */
export interface WhatsAppContactFields {
  name: string;
  email: string;
  projectType: string;
  subject: string;
  message: string;
}

/** The pre-filled WhatsApp text for a contact request: name, e-mail, project type, subject, message. */
export function whatsAppContactMessage(fields: WhatsAppContactFields): string {
  return [
    "Olá! Vim pelo site e gostaria de solicitar um orçamento.",
    "",
    `*Nome:* ${fields.name}`,
    `*E-mail:* ${fields.email}`,
    `*Tipo de projeto:* ${fields.projectType}`,
    `*Assunto:* ${fields.subject}`,
    "",
    "*Mensagem:*",
    fields.message,
  ].join("\n");
}
