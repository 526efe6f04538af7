import { createElement as h } from "react";
import { Button, MailLayout } from "./layout.server.ts";
import { type RenderedMail, renderMail } from "./render.server.ts";

const title = "Redefinir sua senha";
const reason =
  "Você recebe este e-mail porque alguém pediu um link para redefinir a senha desta conta no painel do site. Se não foi você, ignore-o: sua senha continua a mesma.";

/** docs/product.md#password-recovery: the single-use link 'Esqueci minha senha' sends. */
export function passwordResetMail(fullName: string, siteName: string, link: string): RenderedMail {
  const subject = `Redefinir sua senha no painel da ${siteName}`;
  const intro = `Olá, ${fullName}. Para criar uma nova senha, use o link abaixo. Ele vale por 30 minutos e pode ser usado uma vez.`;
  const html = h(
    MailLayout,
    { title, reason },
    h("p", { style: { margin: "0", lineHeight: "20px" } }, intro),
    h(Button, { href: link, label: "Criar nova senha" }),
  );
  const text = [title, "", intro, `Criar nova senha: ${link}`, "", "--", reason].join("\n");
  return renderMail(subject, html, text);
}
