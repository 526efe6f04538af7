/** The home page's fixed texts (docs/product.md#home, #data-rules), spelled exactly as the product reference gives them. */
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

/**
 * docs/product.md#home and #constants: the hero's four counters and how long each count-up lasts (1.5 to 2.5 s).
 * '24/7' is a schedule, not a quantity: counted up it would read as fractions ('0/7', '16/7'),
 * so it has no duration and is shown as it is.
 */
export const heroStats: readonly {
  value: number;
  suffix: string;
  label: string;
  durationMs: number | null;
}[] = [
  { value: 50, suffix: "+", label: "Projetos entregues", durationMs: 2000 },
  { value: 98, suffix: "%", label: "Clientes satisfeitos", durationMs: 2500 },
  { value: 5, suffix: "+", label: "Anos de experiência", durationMs: 1500 },
  { value: 24, suffix: "/7", label: "Suporte técnico", durationMs: null },
];

/** docs/product.md#constants: the counters start this long after load. */
export const COUNT_UP_DELAY_MS = 1000;

/** docs/product.md#constants: the home grid shows at most this many projects. */
export const HOME_PORTFOLIO_LIMIT = 6;
