/** docs/product.md#texts-public (newsletter), spelled exactly as the product reference gives them. */
export const newsletterTexts = {
  errorTitle: "Erro",
  missingEmail: "Por favor, informe seu email",
  serverFailure: "Ocorreu um erro ao processar sua inscrição.",
  networkFailure: "Não foi possível processar sua inscrição. Tente novamente mais tarde.",
  successFallback: "Inscrição realizada com sucesso!",
  submit: "Inscrever",
  submitting: "Enviando...",
  // docs/product.md#consent: what the address is for, said where it is given.
  purpose: "Usamos seu e-mail apenas para enviar a newsletter; cancele quando quiser.",
  privacyLink: "Como tratamos seus dados",
} as const;
