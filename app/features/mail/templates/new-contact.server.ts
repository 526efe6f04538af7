import { createElement as h } from "react";
import type { contactMessages } from "../../../../db/schema.ts";
import { formatLongDateTime } from "../../../lib/format-date.ts";
import { localeNamesInPortuguese } from "../../../lib/locale.ts";
import { formatPhone } from "../../../lib/phone.ts";
import { Button, Field, MailLayout, Quote } from "./layout.server.ts";
import { type RenderedMail, renderMail } from "./render.server.ts";

/** The stored message's columns the mail shows. */
export type NewContactFacts = Pick<
  typeof contactMessages.$inferSelect,
  | "id"
  | "name"
  | "email"
  | "phone"
  | "subject"
  | "projectType"
  | "message"
  | "createdAt"
  | "language"
>;

/** Why the staff receive lead notifications, in their words: no server variable names (docs/product.md#e-mail). */
export const notifyReason =
  "Você recebe este aviso porque seu endereço está na lista da equipe que é avisada de novos contatos e depoimentos do site. Para sair da lista, fale com quem cuida do servidor do site.";

/** 'Novo contato: {subject}' to the staff, answered straight to the visitor (Reply-To). */
export function newContactMail(message: NewContactFacts, siteUrl: string): RenderedMail {
  const link = `${siteUrl}/admin/mensagens?id=${message.id}`;
  const received = formatLongDateTime(message.createdAt);
  const subject = `Novo contato: ${message.subject}`;
  const fields: [string, string][] = [
    ["Nome", message.name],
    ["E-mail", message.email],
    // Stored normalised; shown as staff read it elsewhere in the panel.
    ["Telefone", formatPhone(message.phone)],
    ["Assunto", message.subject],
    ["Tipo de projeto", message.projectType],
    // The language of the page it was sent from: an English message is answered in English.
    ["Idioma", localeNamesInPortuguese[message.language]],
    ["Recebida em", `${received} (horário de Brasília)`],
  ];
  const html = h(
    MailLayout,
    { title: "Nova mensagem pelo site", reason: notifyReason },
    ...fields.map(([label, value]) => h(Field, { key: label, label, value })),
    h(Field, { label: "Mensagem", value: "" }),
    h(Quote, { text: message.message }),
    h(
      "p",
      { style: { margin: "0", lineHeight: "20px" } },
      "Use “Responder” para escrever direto para quem enviou.",
    ),
    h(Button, { href: link, label: "Abrir no painel" }),
  );
  const text = [
    "Nova mensagem pelo site",
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    "Mensagem:",
    message.message,
    "",
    "Use “Responder” para escrever direto para quem enviou.",
    `Abrir no painel: ${link}`,
    "",
    "--",
    notifyReason,
  ].join("\n");
  return renderMail(subject, html, text, message.email);
}
