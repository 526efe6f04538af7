/** docs/product.md#texts-public (contact), spelled exactly as the product reference gives them. */
export const contactFormTexts = {
  submit: "Enviar mensagem",
  submitting: "Enviando...",
  successTitle: "Mensagem enviada!",
  successDescription: "Em breve entraremos em contato.",
  failureTitle: "Erro ao enviar mensagem",
  failureFallback: "Tente novamente mais tarde.",
  continueOnWhatsApp: "Continuar no WhatsApp",
} as const;
