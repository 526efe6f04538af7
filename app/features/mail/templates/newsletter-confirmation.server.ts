import { createElement as h } from "react";
import type { Locale } from "../../../lib/locale.ts";
import { m } from "../../../paraglide/messages.js";
import { Button, MailLayout } from "./layout.server.ts";
import { type RenderedMail, renderMail } from "./render.server.ts";

/**
 * docs/product.md#newsletter: the double opt-in link, and the List-Unsubscribe headers every
 * newsletter mail carries (RFC 8058 one-click, to the signed unsubscribe address). Written in the
 * subscriber's language, whose pages the links open (docs/architecture.md#locales).
 */
export function newsletterConfirmationMail(
  siteName: string,
  confirmUrl: string,
  unsubscribeUrl: string,
  locale: Locale = "pt-BR",
): RenderedMail {
  const l = { locale };
  const subject = m.newsletter_mail_confirm_subject({ siteName }, l);
  const title = m.newsletter_mail_confirm_title({}, l);
  const intro = m.newsletter_mail_confirm_intro({ siteName }, l);
  const button = m.newsletter_mail_confirm_button({}, l);
  const reason = m.newsletter_mail_confirm_reason({}, l);
  const html = h(
    MailLayout,
    { title, reason, lang: locale },
    h("p", { style: { margin: "0", lineHeight: "20px" } }, intro),
    h(Button, { href: confirmUrl, label: button }),
  );
  const text = [title, "", intro, `${button}: ${confirmUrl}`, "", "--", reason].join("\n");
  return {
    ...renderMail(subject, html, text),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
