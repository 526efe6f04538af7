/** pt-BR texts of the dashboard's own notices (docs/product.md#dashboard). */
export const dashboardTexts = {
  emailPromptTitle: "Cadastre um e-mail na sua conta",
  emailPromptBody:
    "Sem e-mail, “Esqueci minha senha” não tem para onde enviar o link se você esquecer a senha. Cadastre o seu em Minha conta.",
  emailPromptLink: "Cadastrar meu e-mail",
} as const;
