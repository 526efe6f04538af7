import { createElement as h } from "react";
import { type RenderedMail, renderMail } from "./render.server.ts";

/** What a reply to a visitor needs: the lead's subject and thread, the staff member's words. */
export interface LeadReplyFacts {
  subject: string;
  body: string;
  /** The 'Novo contato' mail's Message-ID (with its angle brackets), when one was chosen. */
  threadMessageId: string | null;
  /** The staff member's name and address, where the visitor's answer goes. */
  staffName: string;
  staffEmail: string;
}

/**
 * 'Responder por e-mail' (docs/product.md#lead-pipeline): the staff member's text as a plain
 * letter, `Re: {subject}`, in the thread of the notification (In-Reply-To and References name
 * its Message-ID), sent from MAIL_FROM with Reply-To the staff member. The HTML part only keeps
 * the text's lines: a person wrote it, so it should read like a personal mail, not a newsletter.
 */
export function leadReplyMail(facts: LeadReplyFacts): RenderedMail {
  const subject = `Re: ${facts.subject}`;
  const paragraphs = facts.body.split(/\n{2,}/);
  const html = h(
    "html",
    { lang: "pt-BR" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, subject)),
    h(
      "body",
      { style: { fontFamily: "Arial, Helvetica, sans-serif", color: "#18181b" } },
      ...paragraphs.map((paragraph, index) =>
        h(
          "p",
          { key: index, style: { margin: "0 0 12px", lineHeight: "20px", whiteSpace: "pre-line" } },
          paragraph,
        ),
      ),
    ),
  );
  const rendered = renderMail(
    subject,
    html,
    facts.body,
    mailbox(facts.staffName, facts.staffEmail),
  );
  const thread = facts.threadMessageId;
  return thread
    ? { ...rendered, headers: { "In-Reply-To": thread, References: thread } }
    : rendered;
}

/** `"Nome" <endereço>`, the name quoted so that commas or brackets in it stay a name. */
function mailbox(name: string, address: string): string {
  const quoted = name.replace(/["\\]/g, "\\$&");
  return `"${quoted}" <${address}>`;
}
