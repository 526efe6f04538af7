/** SPEC 8.3 (newsletter), spelled as SPEC writes them. */
export const newsletterTexts = {
  errorTitle: "Erro",
  missingEmail: "Por favor, informe seu email",
  serverFailure: "Ocorreu um erro ao processar sua inscrição.",
  networkFailure: "Não foi possível processar sua inscrição. Tente novamente mais tarde.",
  successFallback: "Inscrição realizada com sucesso!",
  submit: "Inscrever",
  submitting: "Enviando...",
} as const;
