/**
 * The home page's fixed texts (docs/product.md#home, #data-rules), spelled exactly as the product
 * reference gives them; staff edit the others in the `home` content document.
 */
export const homeTexts = {
  portfolioError: "Não foi possível carregar os projetos. Tente novamente mais tarde.",
  portfolioEmpty: "Estamos trabalhando em novos projetos. Confira em breve!",
  portfolioAll: "Ver todos os projetos",
  testimonialsError: "Ocorreu um erro ao carregar os depoimentos.",
  retry: "Tentar novamente",
  testimonialsAll: "Ver todos os depoimentos",
  testimonialsNew: "Deixe seu depoimento",
  learnMore: "Saiba mais",
} as const;

/** docs/product.md#constants: the home grid shows at most this many projects. */
export const HOME_PORTFOLIO_LIMIT = 6;
