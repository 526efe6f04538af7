import { createElement as h } from "react";
import type { testimonials } from "../../../../db/schema.ts";
import { formatLongDateTime } from "../../../lib/format-date.ts";
import { Button, Field, MailLayout, Quote } from "./layout.server.ts";
import { notifyReason } from "./new-contact.server.ts";
import { type RenderedMail, renderMail } from "./render.server.ts";

/** The stored testimonial's columns the mail shows. */
export type NewTestimonialFacts = Pick<
  typeof testimonials.$inferSelect,
  "clientName" | "clientEmail" | "companyName" | "projectType" | "content" | "rating" | "createdAt"
>;

const stars = (rating: number) => `${"★".repeat(rating)}${"☆".repeat(5 - rating)} (${rating} de 5)`;

/** 'Novo depoimento para aprovar: {clientName}', pointing at the moderation screen. */
export function newTestimonialMail(
  testimonial: NewTestimonialFacts,
  siteUrl: string,
): RenderedMail {
  const link = `${siteUrl}/admin/depoimentos`;
  const subject = `Novo depoimento para aprovar: ${testimonial.clientName}`;
  const fields: [string, string][] = [
    ["Cliente", testimonial.clientName],
    ["E-mail", testimonial.clientEmail],
    ["Empresa", testimonial.companyName ?? "—"],
    ["Tipo de projeto", testimonial.projectType],
    ["Nota", stars(testimonial.rating)],
    ["Recebido em", `${formatLongDateTime(testimonial.createdAt)} (horário de Brasília)`],
  ];
  const html = h(
    MailLayout,
    { title: "Novo depoimento aguardando aprovação", reason: notifyReason },
    ...fields.map(([label, value]) => h(Field, { key: label, label, value })),
    h(Field, { label: "Depoimento", value: "" }),
    h(Quote, { text: testimonial.content }),
    h(
      "p",
      { style: { margin: "0", lineHeight: "20px" } },
      "Ele só aparece no site depois de aprovado.",
    ),
    h(Button, { href: link, label: "Moderar depoimentos" }),
  );
  const text = [
    "Novo depoimento aguardando aprovação",
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    "Depoimento:",
    testimonial.content,
    "",
    "Ele só aparece no site depois de aprovado.",
    `Moderar depoimentos: ${link}`,
    "",
    "--",
    notifyReason,
  ].join("\n");
  return renderMail(subject, html, text);
}
