/** The home page's fixed texts (SPEC 2.4, 4), spelled as SPEC writes them where SPEC gives them. */
export const homeTexts = {
  heroCta: "Solicitar Orçamento",
  heroSecondary: "Conheça nossos serviços",
  portfolioHeading: "Nosso Portfólio",
  portfolioError: "Não foi possível carregar os projetos. Tente novamente mais tarde.",
  portfolioEmpty: "Estamos trabalhando em novos projetos. Confira em breve!",
  portfolioAll: "Ver todos os projetos",
  testimonialsError: "Ocorreu um erro ao carregar os depoimentos.",
  retry: "Tentar novamente",
  testimonialsAll: "Ver todos os depoimentos",
  testimonialsNew: "Deixe seu depoimento",
  learnMore: "Saiba mais",
  closingPrimary: "Fale com um especialista",
  closingSecondary: "Ver nosso portfólio",
} as const;

/** SPEC 2.4 and 9: the hero's four counters and how long each count-up lasts (1.5 to 2.5 s). */
export const heroStats = [
  { value: 50, suffix: "+", label: "Projetos entregues", durationMs: 2000 },
  { value: 98, suffix: "%", label: "Clientes satisfeitos", durationMs: 2500 },
  { value: 5, suffix: "+", label: "Anos de experiência", durationMs: 1500 },
  { value: 24, suffix: "/7", label: "Suporte técnico", durationMs: 1800 },
] as const;

/** SPEC 9: the counters start this long after load. */
export const COUNT_UP_DELAY_MS = 1000;

/** SPEC 9: the home grid shows at most this many projects. */
export const HOME_PORTFOLIO_LIMIT = 6;
