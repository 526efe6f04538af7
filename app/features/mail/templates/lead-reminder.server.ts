import { createElement as h } from "react";
import { formatDate } from "../../../lib/format-date.ts";
import { Button, MailLayout } from "./layout.server.ts";
import { type RenderedMail, renderMail } from "./render.server.ts";

/** One lead in an owner's reminder. */
export interface DueLeadFacts {
  id: number;
  name: string;
  subject: string;
  followUpAt: Date;
}

const reason =
  "Você recebe este lembrete porque é o responsável por estes contatos no painel do site. Para deixar de recebê-lo, mude a data de retorno ou o responsável de cada contato.";

/** The daily reminder (docs/product.md#lead-pipeline): the owner's leads whose follow-up day has come. */
export function leadReminderMail(leads: DueLeadFacts[], siteUrl: string): RenderedMail {
  const subject =
    leads.length === 1
      ? "Lembrete: 1 contato para retornar hoje"
      : `Lembrete: ${leads.length} contatos para retornar hoje`;
  const link = (id: number) => `${siteUrl}/admin/mensagens?id=${id}`;
  const line = (lead: DueLeadFacts) =>
    `${lead.name}: ${lead.subject} (retorno em ${formatDate(lead.followUpAt.toISOString())})`;
  const html = h(
    MailLayout,
    { title: "Contatos para retornar hoje", reason },
    h(
      "ul",
      { style: { margin: "0 0 16px", paddingLeft: "20px", lineHeight: "22px" } },
      ...leads.map((lead) =>
        h(
          "li",
          { key: lead.id },
          h("a", { href: link(lead.id), style: { color: "#4338ca" } }, line(lead)),
        ),
      ),
    ),
    h(Button, { href: `${siteUrl}/admin/mensagens`, label: "Abrir as mensagens" }),
  );
  const text = [
    "Contatos para retornar hoje",
    "",
    ...leads.map((lead) => `- ${line(lead)}\n  ${link(lead.id)}`),
    "",
    "--",
    reason,
  ].join("\n");
  return renderMail(subject, html, text);
}
