import { createElement as h } from "react";
import { mailTexts } from "../texts.ts";
import { Button, MailLayout } from "./layout.server.ts";
import { type RenderedMail, renderMail } from "./render.server.ts";

/** 'Enviar e-mail de teste' in /admin/configuracoes: proof that mail leaves and arrives. */
export function testMail(requestedBy: string, siteUrl: string): RenderedMail {
  const reason = `Você recebe este e-mail porque ${requestedBy} pediu um teste de envio no painel do site.`;
  const body = "Se você está lendo isto, o envio de e-mails do site está funcionando.";
  const link = `${siteUrl}/admin/configuracoes`;
  const html = h(
    MailLayout,
    { title: mailTexts.testSubject, reason },
    h("p", { style: { margin: "0", lineHeight: "20px" } }, body),
    h(Button, { href: link, label: "Abrir as configurações" }),
  );
  const text = [mailTexts.testSubject, "", body, `Configurações: ${link}`, "", "--", reason].join(
    "\n",
  );
  return renderMail(mailTexts.testSubject, html, text);
}
