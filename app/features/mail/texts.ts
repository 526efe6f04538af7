/** pt-BR texts of mail in /admin/configuracoes, the dashboard and the mail API. */
export const mailTexts = {
  offTitle: "Notificações por e-mail desativadas",
  offHowTo:
    "Para receber um aviso a cada novo contato ou depoimento, defina SMTP_URL (e MAIL_FROM e NOTIFY_EMAILS) na configuração do servidor e reinicie-o.",
  filesNote: "Sem SMTP_URL: os e-mails são gravados como arquivos .eml na pasta mail do DATA_DIR.",
  notFailed: "E-mail não encontrado, ou não está entre os que falharam",
  requeued: "E-mail colocado de novo na fila de envio",
  testSubject: "E-mail de teste do painel",
  testSent: (to: string) => `E-mail de teste enviado para ${to}.`,
  testRejected: (reply: string) => `O servidor de e-mail recusou a mensagem: ${reply}`,
  testUnavailable: (reply: string) => `Não foi possível falar com o servidor de e-mail: ${reply}`,
  testDeferred: (reply: string) => `O servidor de e-mail pediu para tentar mais tarde: ${reply}`,
  testNoAddress: "Cadastre seu e-mail em Minha conta para receber o e-mail de teste.",
  testOff: "Notificações por e-mail desativadas: defina SMTP_URL para enviar e-mails.",
} as const;
