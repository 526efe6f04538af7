/** docs/product.md#account and #password-recovery: the texts of /admin/conta and /redefinir-senha. */
export const accountTexts = {
  forgotTitle: "Esqueci minha senha",
  forgotIntro:
    "Informe seu nome de usuário ou e-mail. Se a conta tiver um e-mail cadastrado, enviaremos um link para criar uma nova senha.",
  forgotSubmit: "Enviar link",
  forgotSending: "Enviando...",
  forgotSent: "Se o usuário existir e tiver e-mail cadastrado, enviaremos um link.",
  forgotSentTitle: "Verifique seu e-mail",
  forgotNoEmail:
    "Sem e-mail cadastrado? Peça a um administrador para redefinir sua senha em Usuários.",
  resetTitle: "Criar nova senha",
  resetIntro: (name: string) => `Escolha uma nova senha para ${name}. O link vale por 30 minutos.`,
  resetSubmit: "Salvar nova senha",
  resetSaving: "Salvando...",
  resetDone: "Senha redefinida. Entre com a nova senha.",
  resetDoneTitle: "Senha redefinida",
  invalidLink: "Link inválido ou expirado",
  invalidLinkHint: "Peça um novo link: ele vale por 30 minutos e pode ser usado uma vez.",
  requestNewLink: "Pedir um novo link",
  backToLogin: "Voltar para o login",
  accountTitle: "Minha conta",
  accountIntro: "Seus dados de acesso, sua senha e os aparelhos conectados à sua conta.",
  profileTitle: "Dados da conta",
  emailHint: "Usado para recuperar a senha e receber o e-mail de teste.",
  profileSaved: "Dados salvos",
  emailPasswordHint: "Para alterar o e-mail, confirme com a senha que você usa para entrar.",
  emailPendingTitle: "Confirme o novo e-mail",
  emailPending: (email: string) =>
    `Enviamos um link para ${email}. O e-mail da conta só muda quando você abrir o link neste navegador, conectado ao painel. Ele vale por 24 horas.`,
  emailConfirmed: "E-mail confirmado",
  emailConfirmedDescription: (email: string) => `${email} agora é o e-mail da sua conta.`,
  emailConfirming: "Confirmando o novo e-mail...",
  emailLinkInvalid: "Link de confirmação inválido ou expirado",
  emailNeedsMail:
    "O envio de e-mails do site não está configurado: não é possível confirmar um novo e-mail.",
  passwordTitle: "Alterar senha",
  // Field labels in title case, as the specification spells the back office's
  // (docs/product.md#texts-capitalisation); messages stay sentences.
  currentPassword: "Senha Atual",
  wrongCurrentPassword: "Senha atual incorreta",
  passwordChanged: "Senha alterada",
  passwordChangedDescription: "As outras sessões da sua conta foram encerradas.",
  sessionsTitle: "Sessões ativas",
  sessionsIntro: "Aparelhos em que sua conta está conectada agora.",
  thisSession: "Esta sessão",
  lastSeen: (when: string) => `Último acesso ${when}`,
  endOthers: "Encerrar outras sessões",
  endOthersDone: (count: number) =>
    count === 1 ? "1 sessão encerrada" : `${count} sessões encerradas`,
  noOtherSessions: "Nenhuma outra sessão ativa.",
  saveError: "Não foi possível salvar. Tente novamente.",
} as const;
