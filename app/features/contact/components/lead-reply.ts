import type { ContactMessage } from "../types.ts";

/** The lead's first name, as a greeting uses it. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** A reply template's text for this lead: `{nome}` and `{assunto}` filled in. */
export function fillTemplate(body: string, lead: Pick<ContactMessage, "name" | "subject">): string {
  return body.replaceAll("{nome}", firstName(lead.name)).replaceAll("{assunto}", lead.subject);
}

/**
 * 'Abrir no WhatsApp' (docs/product.md#lead-pipeline): a wa.me link to the lead's phone with a
 * short pt-BR greeting from the staff member. wa.me takes the number as digits with the country
 * code; a stored number without one is Brazilian (app/lib/phone.ts). Null when there are too few
 * digits to be a phone at all.
 */
export function whatsAppLeadLink(
  lead: Pick<ContactMessage, "name" | "subject" | "phone">,
  staffName: string,
  siteName: string,
): string | null {
  const digits = lead.phone.replace(/\D/g, "");
  if (digits.length < 10) return null;
  const number = lead.phone.trim().startsWith("+") ? digits : `55${digits}`;
  const greeting = `Olá, ${firstName(lead.name)}! Aqui é ${firstName(staffName)}, da ${siteName}. Recebemos sua mensagem sobre "${lead.subject}" e gostaria de conversar com você.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}
