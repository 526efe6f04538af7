import { createElement as h } from "react";
import { Button, MailLayout } from "./layout.server.ts";
import { type RenderedMail, renderMail } from "./render.server.ts";

const confirmationReason =
  "Você recebe esta mensagem porque este endereço foi informado para receber a newsletter no nosso site. Se não foi você, ignore-a: sem a confirmação, o endereço é apagado em 7 dias.";

/**
 * docs/product.md#newsletter: the double opt-in link, and the List-Unsubscribe headers every
 * newsletter mail carries (RFC 8058 one-click, to the signed /newsletter/cancelar address).
 */
export function newsletterConfirmationMail(
  siteName: string,
  confirmUrl: string,
  unsubscribeUrl: string,
): RenderedMail {
  const subject = `Confirme sua inscrição na newsletter da ${siteName}`;
  const intro = `Para começar a receber a newsletter da ${siteName}, confirme sua inscrição. O link vale por 7 dias.`;
  const html = h(
    MailLayout,
    { title: "Confirme sua inscrição", reason: confirmationReason },
    h("p", { style: { margin: "0", lineHeight: "20px" } }, intro),
    h(Button, { href: confirmUrl, label: "Confirmar inscrição" }),
  );
  const text = [
    "Confirme sua inscrição",
    "",
    intro,
    `Confirmar inscrição: ${confirmUrl}`,
    "",
    "--",
    confirmationReason,
  ].join("\n");
  return {
    ...renderMail(subject, html, text),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
