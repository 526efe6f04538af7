/** SPEC 8.3 (contact), spelled as SPEC writes them. */
export const contactFormTexts = {
  submit: "Enviar mensagem",
  submitting: "Enviando...",
  successTitle: "Mensagem enviada!",
  successDescription: "Em breve entraremos em contato.",
  failureTitle: "Erro ao enviar mensagem",
  failureFallback: "Tente novamente mais tarde.",
} as const;
