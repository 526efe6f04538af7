/** docs/product.md#public-site, #validation and 8.3: the texts of the public testimonial pages, spelled exactly. */
export const testimonialPageTexts = {
  eyebrow: "Depoimentos",
  title: "O que nossos clientes dizem",
  intro:
    "Empresas do Brasil e da Suíça contam como foi tirar seus projetos do papel com a Nexo Digital.",
  back: "Voltar para o site",
  leave: "Deixe seu depoimento",
  listLabel: "Depoimentos aprovados",
  loading: "Carregando depoimentos...",
  error: "Ocorreu um erro ao carregar os depoimentos.",
  retry: "Tentar novamente",
  emptyTitle: "Nenhum depoimento ainda",
  emptyDescription: "Seja o primeiro a contar como foi trabalhar com a gente.",
  emptyAction: "Deixar meu depoimento",
} as const;

export const testimonialFormTexts = {
  eyebrow: "Seu depoimento",
  title: "Conte como foi sua experiência",
  intro:
    "Sua opinião ajuda outras empresas a nos conhecer e nos ajuda a melhorar. Leva menos de dois minutos.",
  back: "Voltar para os depoimentos",
  clientName: "Nome",
  clientNamePlaceholder: "Seu nome completo",
  companyName: "Empresa",
  optional: "(opcional)",
  companyNamePlaceholder: "Nome da sua empresa",
  clientEmail: "E-mail",
  clientEmailPlaceholder: "voce@empresa.com.br",
  clientEmailHint: "Seu e-mail não será exibido publicamente.",
  projectType: "Tipo de projeto",
  projectTypePlaceholder: "Selecione o tipo de projeto",
  rating: "Avaliação",
  ratingOption: (n: number) => (n === 1 ? "1 estrela" : `${n} estrelas`),
  content: "Depoimento",
  contentPlaceholder: "Conte como foi trabalhar com a nossa equipe e quais resultados você teve.",
  contentMax: 500,
  submit: "Enviar Depoimento",
  submitting: "Enviando...",
  successTitle: "Depoimento enviado com sucesso!",
  successDescription:
    "Obrigado! Seu depoimento será exibido no site assim que for aprovado pela nossa equipe.",
  failureTitle: "Erro ao enviar depoimento",
  failureDescription: "Falha ao enviar depoimento",
  moderationNote:
    "Todos os depoimentos passam por aprovação antes de aparecer no site. Usamos seus dados apenas para isso; veja a nossa",
  privacyLink: "Política de Privacidade",
} as const;
