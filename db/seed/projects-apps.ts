/** Demo projects: web apps, a mobile app and a retired shop. */
import type { DemoProject } from "./types.ts";

export const emporio: DemoProject = {
  title: "Empório Serra Verde",
  slug: "emporio-serra-verde",
  description:
    "Loja virtual de queijos, doces e geleias artesanais do Sul de Minas, com assinatura mensal de cestas, vitrine por produtor e cálculo de frete refrigerado por região. O projeto está fora do ar enquanto a marca passa por uma reformulação.",
  category: "e-commerce",
  projectDate: "2023-06-27",
  projectUrl: null,
  featured: false,
  active: false,
  brand: {
    name: "Serra Verde",
    domain: "emporioserraverde.com.br",
    headline: ["Sabores da roça", "na sua mesa"],
    cta: "Comprar agora",
    nav: ["Queijos", "Doces", "Cestas", "Produtores"],
    palette: {
      primary: "#b45309",
      secondary: "#65a30d",
      accent: "#fde68a",
      ink: "#1c1208",
      bgFrom: "#78350f",
      bgTo: "#292524",
    },
    photo: "hills",
    product: { shape: "jar", name: "Doce de leite artesanal", price: "R$ 32,90" },
  },
  cover: { view: "browser", screen: "shop" },
  gallery: [
    {
      view: { view: "browser", screen: "product" },
      caption: "Página do doce de leite artesanal no Empório Serra Verde com opções de tamanho",
    },
    {
      view: { view: "browser", screen: "cart" },
      caption: "Sacola de compras do Empório Serra Verde com resumo do pedido",
    },
  ],
  en: {
    title: "Serra Verde Delicatessen",
    slug: "serra-verde-delicatessen",
    description:
      "Online shop for artisan cheeses, sweets and jams from the south of Minas Gerais, Brazil, with a monthly hamper subscription, a shop window for each producer and refrigerated delivery costs by region. The project is offline while the brand is being redesigned.",
    captions: [
      "Product page of the artisan doce de leite at Serra Verde Delicatessen, with size options",
      "Serra Verde Delicatessen shopping basket with the order summary",
    ],
  },
};

export const fluxo: DemoProject = {
  title: "Fluxo — Painel Financeiro",
  slug: "fluxo-painel-financeiro",
  description:
    "Aplicação web (SaaS) de fluxo de caixa para pequenas empresas: painel com saldo, contas a pagar e a receber, cobranças por Pix e boleto com baixa automática e relatórios mensais para o contador. Hoje atende mais de 600 empresas em assinatura mensal.",
  category: "webapp",
  projectDate: "2026-02-10",
  projectUrl: "https://fluxofinanceiro.com.br",
  featured: true,
  active: true,
  brand: {
    name: "Fluxo",
    domain: "app.fluxofinanceiro.com.br",
    headline: ["Seu caixa", "sob controle"],
    cta: "Testar grátis",
    nav: ["Recursos", "Planos", "Contadores", "Entrar"],
    palette: {
      primary: "#4f46e5",
      secondary: "#22d3ee",
      accent: "#f472b6",
      ink: "#111827",
      bgFrom: "#312e81",
      bgTo: "#111827",
    },
    photo: "blobs",
    section: "Cobranças",
    kpis: [
      ["Saldo em caixa", "R$ 84,3 mil"],
      ["A receber", "R$ 27,9 mil"],
      ["A pagar", "R$ 12,4 mil"],
      ["Margem do mês", "31%"],
    ],
    columns: ["A vencer", "Vence hoje", "Em atraso", "Recebido"],
    phone: {
      greeting: "Olá, Marcos",
      card: "Saldo R$ 84,3 mil",
      ring: "Meta do mês",
      stats: ["R$ 27,9k", "R$ 12,4k", "31%"],
      cta: "Nova cobrança",
    },
  },
  cover: { view: "browser", screen: "dashboard" },
  gallery: [
    {
      view: { view: "browser", screen: "kanban" },
      caption:
        "Quadro de cobranças do Fluxo separado em a vencer, vence hoje, em atraso e recebido",
    },
    {
      view: { view: "responsive", screen: "dashboard", phone: "home" },
      caption: "Painel financeiro do Fluxo no computador e resumo do caixa no celular",
    },
  ],
  en: {
    title: "Fluxo — Finance Dashboard",
    slug: "fluxo-finance-dashboard",
    description:
      "Cash-flow web application (SaaS) for small businesses: a dashboard with the balance, payables and receivables, invoices paid by Pix or bank slip and reconciled automatically, and monthly reports for the accountant. It now serves more than 600 businesses on a monthly subscription.",
    captions: [
      "Fluxo's invoice board, split into due later, due today, overdue and received",
      "Fluxo's finance dashboard on a computer and the cash summary on a mobile phone",
    ],
  },
};

export const horizonte: DemoProject = {
  title: "Horizonte Imóveis",
  slug: "horizonte-imoveis",
  description:
    "Portal imobiliário para uma imobiliária de Curitiba, com busca de imóveis por bairro, faixa de preço e número de quartos, favoritos, agendamento de visitas e um painel para os corretores acompanharem cada cliente no funil de vendas, da primeira mensagem à assinatura do contrato.",
  category: "webapp",
  projectDate: "2024-02-08",
  projectUrl: "https://horizonteimoveis.com.br",
  featured: false,
  active: true,
  brand: {
    name: "Horizonte",
    domain: "horizonteimoveis.com.br",
    headline: ["O imóvel certo", "para sua família"],
    cta: "Buscar imóveis",
    nav: ["Comprar", "Alugar", "Lançamentos", "Anunciar"],
    palette: {
      primary: "#ea580c",
      secondary: "#0ea5e9",
      accent: "#fde047",
      ink: "#1c1917",
      bgFrom: "#9a3412",
      bgTo: "#1c1917",
    },
    photo: "arches",
    section: "Funil de clientes",
    kpis: [
      ["Leads no mês", "312"],
      ["Visitas agendadas", "86"],
      ["Propostas", "24"],
      ["Contratos", "11"],
    ],
    columns: ["Novo contato", "Visita agendada", "Proposta", "Contrato"],
  },
  cover: { view: "browser", screen: "home" },
  gallery: [
    {
      view: { view: "browser", screen: "kanban" },
      caption:
        "Funil de clientes dos corretores da Horizonte Imóveis, da primeira visita ao contrato",
    },
    {
      view: { view: "browser", screen: "dashboard" },
      caption: "Painel de desempenho da Horizonte Imóveis com leads, visitas e propostas do mês",
    },
  ],
  en: {
    title: "Horizonte Real Estate",
    slug: "horizonte-real-estate",
    description:
      "Property portal for an estate agency in Curitiba, Brazil, with search by neighbourhood, price range and number of bedrooms, favourites, viewing appointments and a dashboard where agents follow each client through the sales pipeline, from the first message to the signed contract.",
    captions: [
      "Horizonte's client pipeline for its agents, from the first viewing to the contract",
      "Horizonte's performance dashboard with the month's leads, viewings and offers",
    ],
  },
};

export const fitPulse: DemoProject = {
  title: "FitPulse — App de Treinos",
  slug: "fitpulse-app-de-treinos",
  description:
    "Aplicativo para iOS e Android de uma rede de estúdios de treino funcional de São Paulo: treinos personalizados, acompanhamento de metas, chat com o personal e check-in na aula pelo celular. Publicado nas duas lojas em quatro meses, já soma mais de 4 mil alunos ativos.",
  category: "mobile-app",
  projectDate: "2026-04-22",
  projectUrl: null,
  featured: true,
  active: true,
  brand: {
    name: "FitPulse",
    domain: "fitpulse.app",
    headline: ["Treine melhor,", "evolua sempre"],
    cta: "Iniciar treino",
    nav: ["Treinos", "Metas", "Estúdios", "Planos"],
    palette: {
      primary: "#16a34a",
      secondary: "#22d3ee",
      accent: "#f97316",
      ink: "#0a0f0d",
      bgFrom: "#14532d",
      bgTo: "#030712",
    },
    photo: "blobs",
    phone: {
      greeting: "Olá, Júlia",
      card: "Treino de pernas",
      ring: "Treino de hoje",
      stats: ["45 min", "380 kcal", "128 bpm"],
      cta: "Iniciar treino",
    },
    chats: [
      [
        { text: "Oi, Júlia! Pronta pro treino?" },
        { me: true, text: "Pronta! Hoje é perna?" },
        { text: "Isso: 4 séries de agachamento" },
        { me: true, text: "Posso trocar o leg press?" },
        { text: "Pode! Sugeri a passada." },
        { me: true, text: "Combinado, valeu!" },
      ],
      [
        { text: "Parabéns! Meta da semana batida" },
        { me: true, text: "5 treinos em 7 dias!" },
        { text: "Quer subir a meta para 6?" },
        { me: true, text: "Bora!" },
      ],
    ],
  },
  cover: { view: "trio", screens: ["home", "ring", "chart"] },
  gallery: [
    {
      view: { view: "duo", screens: ["onboard", "chat"], stores: true },
      caption: "Tela de boas-vindas e chat com o personal trainer no aplicativo FitPulse",
    },
    {
      view: { view: "trio", screens: ["chat2", "chart", "ring"] },
      caption:
        "Telas de metas semanais, evolução dos treinos e treino do dia no aplicativo FitPulse",
    },
  ],
  en: {
    title: "FitPulse — Workout App",
    slug: "fitpulse-workout-app",
    description:
      "iOS and Android app for a chain of functional training studios in São Paulo: personalised workouts, goal tracking, chat with the personal trainer and class check-in by phone. Published in both app stores within four months, it already has more than 4,000 active members.",
    captions: [
      "Welcome screen and chat with the personal trainer in the FitPulse app",
      "Weekly goals, workout progress and today's workout in the FitPulse app",
    ],
  },
};
