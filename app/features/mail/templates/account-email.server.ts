import { createElement as h } from "react";
import { formatLongDateTime } from "../../../lib/format-date.ts";
import { Button, Field, MailLayout } from "./layout.server.ts";
import { type RenderedMail, renderMail } from "./render.server.ts";

// docs/product.md#account: a staff member's own address changes in two steps, and each step is
// told to someone (docs/decisions/0032-account-email-change-confirmed-and-announced.md).

const paragraph = { margin: "0 0 16px", lineHeight: "20px" };

const confirmationReason =
  "Você recebe este e-mail porque este endereço foi informado em Minha conta, no painel do site. Se não foi você, ignore-o: sem a confirmação, nada muda.";

/** 'Confirme seu novo e-mail': the link, sent to the new address only. */
export function accountEmailConfirmationMail(
  fullName: string,
  siteName: string,
  link: string,
): RenderedMail {
  const title = "Confirme seu novo e-mail";
  const subject = `Confirme seu novo e-mail no painel da ${siteName}`;
  const intro = `Olá, ${fullName}. Para usar este endereço na sua conta do painel, abra o link abaixo no navegador em que você está conectado ao painel. Ele vale por 24 horas.`;
  const html = h(
    MailLayout,
    { title, reason: confirmationReason },
    h("p", { style: { ...paragraph, margin: "0" } }, intro),
    h(Button, { href: link, label: "Confirmar e-mail" }),
  );
  const text = [title, "", intro, `Confirmar e-mail: ${link}`, "", "--", confirmationReason].join(
    "\n",
  );
  return renderMail(subject, html, text);
}

export interface AccountEmailNotice {
  fullName: string;
  siteName: string;
  siteUrl: string;
  /** The address asked for, already masked; null when the address was removed. */
  newEmail: string | null;
  at: Date;
  /** The device in words (users/device.ts), as 'Sessões ativas' names it. */
  device: string;
}

const noticeReason =
  "Você recebe este e-mail porque este é o endereço cadastrado na sua conta do painel do site, e ele é sempre avisado quando alguém pede para trocá-lo ou removê-lo.";

/**
 * The warning to the address the account had: when, from which device, and what to do if it
 * was not them. No link that acts, no token, no password: only a pointer to 'Minha conta'.
 */
export function accountEmailNoticeMail(notice: AccountEmailNotice): RenderedMail {
  const { fullName, siteName, newEmail } = notice;
  const removed = newEmail === null;
  const title = removed ? "E-mail removido da sua conta" : "Pedido de troca do seu e-mail";
  const subject = removed
    ? `E-mail removido da sua conta no painel da ${siteName}`
    : `Pedido de troca do e-mail da sua conta no painel da ${siteName}`;
  const intro = removed
    ? `Olá, ${fullName}. O e-mail da sua conta no painel foi removido: a recuperação de senha não usa mais este endereço.`
    : `Olá, ${fullName}. Foi pedido que o e-mail da sua conta no painel passe a ser ${newEmail}. A troca só vale depois que o link enviado ao novo endereço for aberto, com a sua conta conectada; até lá, este continua sendo o e-mail da conta.`;
  const advice =
    "Se não foi você, alguém sabe a sua senha e está conectado à sua conta: entre no painel e troque a senha em Minha conta, o que encerra as outras sessões.";
  const link = `${notice.siteUrl}/admin/conta`;
  const fields: [string, string][] = [
    ["Quando", `${formatLongDateTime(notice.at)} (horário de Brasília)`],
    ["Aparelho", notice.device],
  ];
  const html = h(
    MailLayout,
    { title, reason: noticeReason },
    h("p", { style: paragraph }, intro),
    ...fields.map(([label, value]) => h(Field, { key: label, label, value })),
    h("p", { style: { ...paragraph, margin: "16px 0 0" } }, advice),
    h(Button, { href: link, label: "Abrir Minha conta" }),
  );
  const text = [
    title,
    "",
    intro,
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    advice,
    `Minha conta: ${link}`,
    "",
    "--",
    noticeReason,
  ].join("\n");
  return renderMail(subject, html, text);
}
