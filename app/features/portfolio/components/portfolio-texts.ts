/** docs/product.md#public-site's texts of the public portfolio pages, spelled exactly, in one place. */
export const portfolioTexts = {
  eyebrow: "Portfólio",
  title: "Nosso Portfólio",
  intro:
    "Sites, lojas virtuais, aplicativos e plataformas que criamos para empresas do Brasil e da Suíça. Escolha uma categoria para explorar.",
  allTab: "Todos",
  tabsLabel: "Filtrar projetos por categoria",
  loading: "Carregando projetos...",
  errorTitle: "Ops! Algo deu errado.",
  errorDescription: "Não foi possível carregar os projetos.",
  retry: "Tentar novamente",
  emptyTitle: "Nenhum projeto encontrado",
  emptyDescription: "Ainda não temos projetos publicados",
  emptyCategory: (label: string) => `Ainda não temos projetos publicados na categoria ${label}.`,
  showAll: "Ver todos os projetos",
  notFoundTitle: "Projeto não encontrado",
  notFoundDescription: "O projeto que você procura não existe ou não está mais disponível.",
  backToPortfolio: "Voltar para o portfólio",
  noImages: "Nenhuma imagem disponível",
  visitProject: "Visitar projeto",
  aboutProject: "Sobre o projeto",
  details: "Detalhes",
  category: "Categoria",
  date: "Data",
  ctaTitle: "Gostou deste projeto?",
  ctaDescription: "Conte para a gente a sua ideia: respondemos com uma proposta sob medida.",
  ctaButton: "Solicitar Orçamento",
} as const;

/** A project date as people read it in Brazil ("12 de março de 2024"), in São Paulo time. */
export function formatProjectDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("pt-BR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "America/Sao_Paulo",
  }).format(date);
}
