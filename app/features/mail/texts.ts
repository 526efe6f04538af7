/** pt-BR texts of mail in /admin/configuracoes, the dashboard and the mail API. */
export const mailTexts = {
  offTitle: "Notificações por e-mail desativadas",
  // Staff read these (docs/product.md#admin-settings): what works and what is missing, in plain
  // words; the server's variable names only in the part for whoever runs the server.
  offHowTo:
    "O site ainda não tem um servidor de e-mail para enviar mensagens, então ninguém é avisado de novos contatos e depoimentos. Peça a quem cuida do servidor do site para configurar o envio de e-mails.",
  filesMode: "Em modo de teste: os e-mails ficam guardados no servidor e não são enviados",
  filesNote:
    "Nenhum e-mail sai do site: cada um é guardado como arquivo no servidor, para conferência. Para enviá-los de verdade, quem cuida do servidor precisa configurar um servidor de e-mail.",
  forOperatorsTitle: "Para quem cuida do servidor",
  forOperators:
    "O envio usa as variáveis SMTP_URL (o servidor de e-mail), MAIL_FROM (o remetente) e NOTIFY_EMAILS (quem recebe os avisos); sem SMTP_URL, os e-mails de teste ficam em DATA_DIR/mail. Depois de mudá-las, reinicie o site.",
  readme: "Como fazer: seção “Configuration” do README do projeto.",
  notFailed: "E-mail não encontrado, ou não está entre os que falharam",
  requeued: "E-mail colocado de novo na fila de envio",
  testSubject: "E-mail de teste do painel",
  testSent: (to: string) => `E-mail de teste enviado para ${to}.`,
  testRejected: (reply: string) => `O servidor de e-mail recusou a mensagem: ${reply}`,
  testUnavailable: (reply: string) => `Não foi possível falar com o servidor de e-mail: ${reply}`,
  testDeferred: (reply: string) => `O servidor de e-mail pediu para tentar mais tarde: ${reply}`,
  testNoAddress: "Cadastre seu e-mail em Minha conta para receber o e-mail de teste.",
  // Beside the disabled button: why it cannot be pressed.
  testNeedsAddress: "Sua conta não tem e-mail, por isso o botão está desativado.",
  testNeedsMail: "O envio de e-mails não está configurado, por isso o botão está desativado.",
  testOff:
    "O envio de e-mails do site não está configurado: peça a quem cuida do servidor para configurá-lo.",
} as const;
