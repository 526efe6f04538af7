/**
 * A visitor reads 'e-mail'; 'Por favor, informe seu email' and 'Email inválido' keep the spelling
 * the product reference gives them exactly (docs/product.md#validation-newsletter).
 * Without zod: the footer form, on every page, reads them too.
 */
export const newsletterMessages = {
  required: "Por favor, informe seu email",
  invalid: "Email inválido",
  subscribed: "Inscrição realizada com sucesso!",
  pending: "Quase lá! Enviamos um link de confirmação para o seu e-mail.",
  notFound: "E-mail não encontrado na newsletter",
  badToken: "Link de cancelamento inválido",
  tooLong: "E-mail deve ter no máximo 254 caracteres",
  badLanguage: "Idioma inválido",
} as const;
