/** Demo projects: institutional sites, landing pages and shops. */
import type { DemoProject } from "./types.ts";

export const vivaBem: DemoProject = {
  title: "Clínica Viva Bem",
  slug: "clinica-viva-bem",
  description:
    "Site institucional para uma clínica multidisciplinar de Campinas (SP), com páginas por especialidade, perfis dos profissionais e agendamento de consultas integrado ao WhatsApp. Nos três primeiros meses, os pedidos de agendamento pelo site dobraram e a clínica passou a aparecer no topo das buscas locais.",
  category: "website",
  projectDate: "2025-03-18",
  projectUrl: "https://clinicavivabem.com.br",
  featured: true,
  active: true,
  brand: {
    name: "Viva Bem",
    domain: "clinicavivabem.com.br",
    headline: ["Cuidado que", "acolhe você"],
    cta: "Agendar consulta",
    nav: ["Início", "Especialidades", "Equipe", "Contato"],
    palette: {
      primary: "#0f766e",
      secondary: "#38bdf8",
      accent: "#fbbf24",
      ink: "#0f172a",
      bgFrom: "#0f766e",
      bgTo: "#134e4a",
    },
    photo: "hills",
    section: "Especialidades",
  },
  cover: { view: "browser", screen: "home" },
  gallery: [
    {
      view: { view: "browser", screen: "services" },
      caption:
        "Página de especialidades da Clínica Viva Bem, com um card para cada área de atendimento",
    },
    {
      view: { view: "browser", screen: "contact" },
      caption:
        "Página de contato da Clínica Viva Bem com formulário de agendamento e mapa da unidade",
    },
    {
      view: { view: "responsive", screen: "home", phone: "site" },
      caption: "Site da Clínica Viva Bem aberto no computador e no celular",
    },
  ],
  en: {
    title: "Viva Bem Clinic",
    slug: "viva-bem-clinic",
    description:
      "Corporate website for a multidisciplinary clinic in Campinas, Brazil, with a page for each speciality, profiles of the practitioners and appointment booking linked to WhatsApp. In the first three months, appointment requests through the website doubled and the clinic rose to the top of local search results.",
    captions: [
      "Specialities page of the Viva Bem Clinic, with a card for each area of care",
      "Contact page of the Viva Bem Clinic with an appointment form and a map of the practice",
      "The Viva Bem Clinic website open on a computer and a mobile phone",
    ],
  },
};

export const cantina: DemoProject = {
  title: "Cantina Nonna Rosa",
  slug: "cantina-nonna-rosa",
  description:
    "Novo site da tradicional cantina italiana do bairro Moinhos de Vento, em Porto Alegre. Cardápio digital fácil de atualizar, galeria de pratos, página de eventos e reservas online com confirmação automática, que tiraram do telefone a maior parte dos pedidos de mesa nos fins de semana.",
  category: "website",
  projectDate: "2024-05-22",
  projectUrl: "https://cantinanonnarosa.com.br",
  featured: true,
  active: true,
  brand: {
    name: "Nonna Rosa",
    domain: "cantinanonnarosa.com.br",
    headline: ["Massas feitas", "como em casa"],
    cta: "Reservar mesa",
    nav: ["Início", "Cardápio", "Eventos", "Contato"],
    palette: {
      primary: "#b91c1c",
      secondary: "#f97316",
      accent: "#facc15",
      ink: "#1c1917",
      bgFrom: "#7f1d1d",
      bgTo: "#431407",
    },
    photo: "arches",
    section: "Nosso cardápio",
  },
  cover: { view: "browser", screen: "home" },
  gallery: [
    {
      view: { view: "browser", screen: "services" },
      caption: "Cardápio online da Cantina Nonna Rosa organizado por categorias de pratos",
    },
    {
      view: { view: "browser", screen: "contact" },
      caption: "Formulário de reserva de mesa da Cantina Nonna Rosa com mapa do restaurante",
    },
    {
      view: { view: "responsive", screen: "home", phone: "site" },
      caption: "Página inicial da Cantina Nonna Rosa no computador e no celular",
    },
  ],
  en: {
    title: "Nonna Rosa Italian Restaurant",
    slug: "nonna-rosa-italian-restaurant",
    description:
      "New website for a long-established Italian restaurant in the Moinhos de Vento district of Porto Alegre, Brazil. An easy-to-update digital menu, a gallery of dishes, an events page and online table bookings with automatic confirmation, which took most weekend booking requests off the phone.",
    captions: [
      "Online menu of the Nonna Rosa restaurant, organised by course",
      "Table booking form of the Nonna Rosa restaurant with a map of its location",
      "Home page of the Nonna Rosa restaurant on a computer and a mobile phone",
    ],
  },
};

export const advocacia: DemoProject = {
  title: "Almeida & Ferraz Advocacia",
  slug: "almeida-ferraz-advocacia",
  description:
    "Site institucional para escritório de advocacia empresarial em Belo Horizonte. Linguagem sóbria, páginas por área de atuação, blog de artigos para atrair clientes pelo Google e formulário de primeira consulta que encaminha cada pedido ao advogado responsável pela área.",
  category: "website",
  projectDate: "2023-09-12",
  projectUrl: "https://almeidaferraz.adv.br",
  featured: false,
  active: true,
  brand: {
    name: "Almeida & Ferraz",
    domain: "almeidaferraz.adv.br",
    headline: ["Segurança jurídica", "para sua empresa"],
    cta: "Fale conosco",
    nav: ["Escritório", "Áreas", "Equipe", "Artigos"],
    palette: {
      primary: "#7f1d3f",
      secondary: "#a8a29e",
      accent: "#c9a227",
      ink: "#1c1917",
      bgFrom: "#4c0519",
      bgTo: "#1c1917",
    },
    photo: "arches",
    section: "Áreas de atuação",
  },
  cover: { view: "browser", screen: "home" },
  gallery: [
    {
      view: { view: "browser", screen: "services" },
      caption: "Áreas de atuação do escritório Almeida & Ferraz apresentadas em cards",
    },
    {
      view: { view: "browser", screen: "contact" },
      caption: "Formulário de primeira consulta do escritório Almeida & Ferraz",
    },
  ],
  en: {
    title: "Almeida & Ferraz Law Firm",
    slug: "almeida-ferraz-law-firm",
    description:
      "Corporate website for a business law firm in Belo Horizonte, Brazil. A sober tone, a page for each practice area, a blog whose articles bring in clients through Google, and a first-consultation form that passes each request to the lawyer in charge of that area.",
    captions: [
      "Practice areas of the Almeida & Ferraz law firm presented as cards",
      "First-consultation form of the Almeida & Ferraz law firm",
    ],
  },
};

export const financas: DemoProject = {
  title: "Lançamento Finanças sem Mistério",
  slug: "lancamento-financas-sem-misterio",
  description:
    "Landing page de lançamento do curso on-line de uma educadora financeira do Recife. Página de captura para a lista de espera, sequência de e-mails, tabela de turmas e integração com a plataforma de pagamento. O lançamento fechou com 1.800 alunos e taxa de conversão de 12% na captura.",
  category: "landing-page",
  projectDate: "2025-08-05",
  projectUrl: null,
  featured: true,
  active: true,
  brand: {
    name: "Finanças sem Mistério",
    domain: "financassemmisterio.com.br",
    headline: ["Organize suas", "finanças em 30 dias"],
    cta: "Quero minha vaga",
    nav: ["Método", "Módulos", "Depoimentos", "Dúvidas"],
    palette: {
      primary: "#6d28d9",
      secondary: "#a78bfa",
      accent: "#a3e635",
      ink: "#1e1b4b",
      bgFrom: "#4c1d95",
      bgTo: "#1e1b4b",
    },
    photo: "blobs",
    section: "Escolha sua turma",
    plans: [
      ["Essencial", "R$ 297"],
      ["Completo", "R$ 497"],
      ["Mentoria", "R$ 997"],
    ],
  },
  cover: { view: "browser", screen: "landing" },
  gallery: [
    {
      view: { view: "browser", screen: "pricing" },
      caption:
        "Tabela de turmas do curso Finanças sem Mistério com o plano mais procurado em destaque",
    },
    {
      view: { view: "responsive", screen: "landing", phone: "site" },
      caption: "Landing page do curso Finanças sem Mistério no computador e no celular",
    },
  ],
  en: {
    title: "Launch of the Finanças sem Mistério Course",
    slug: "finance-course-launch",
    description:
      "Launch landing page for the online course of a personal finance educator in Recife, Brazil: a sign-up page for the waiting list, an e-mail sequence, a table of course dates and the link to the payment platform. The launch closed with 1,800 students and a 12% conversion rate on the sign-up page.",
    captions: [
      "Course dates of Finanças sem Mistério, with the most popular plan highlighted",
      "Landing page of the Finanças sem Mistério course on a computer and a mobile phone",
    ],
  },
};

export const chale: DemoProject = {
  title: "Chalé Alpino Grindelwald",
  slug: "chale-alpino-grindelwald",
  description:
    "Landing page de reservas para um chalé de temporada nos Alpes suíços, administrado por uma família brasileira em Grindelwald. Conteúdo em português para o público do Brasil, tarifas em francos suíços, calendário de disponibilidade e pedido de reserva direto, sem comissão de plataformas.",
  category: "landing-page",
  projectDate: "2024-11-20",
  projectUrl: "https://chalealpino.ch",
  featured: false,
  active: true,
  brand: {
    name: "Chalé Alpino",
    domain: "chalealpino.ch",
    headline: ["Seu chalé nos", "Alpes suíços"],
    cta: "Ver datas",
    nav: ["O chalé", "Passeios", "Tarifas", "Como chegar"],
    palette: {
      primary: "#0369a1",
      secondary: "#7dd3fc",
      accent: "#ef4444",
      ink: "#082f49",
      bgFrom: "#0c4a6e",
      bgTo: "#082f49",
    },
    photo: "hills",
    section: "Tarifas da temporada",
    plans: [
      ["2 noites", "CHF 540"],
      ["4 noites", "CHF 1.020"],
      ["7 noites", "CHF 1.690"],
    ],
  },
  cover: { view: "browser", screen: "landing" },
  gallery: [
    {
      view: { view: "browser", screen: "pricing" },
      caption: "Tarifas da temporada do Chalé Alpino para estadias de duas, quatro e sete noites",
    },
    {
      view: { view: "browser", screen: "contact" },
      caption: "Formulário de pedido de reserva do Chalé Alpino em Grindelwald",
    },
    {
      view: { view: "responsive", screen: "landing", phone: "site" },
      caption: "Página de reservas do Chalé Alpino no computador e no celular",
    },
  ],
  en: {
    title: "Alpine Chalet Grindelwald",
    slug: "alpine-chalet-grindelwald",
    description:
      "Booking landing page for a holiday chalet in the Swiss Alps, run by a Brazilian family in Grindelwald. Content in Portuguese for guests from Brazil, rates in Swiss francs, an availability calendar and direct booking requests, with no platform commission.",
    captions: [
      "Seasonal rates of the Alpine Chalet for stays of two, four and seven nights",
      "Booking request form of the Alpine Chalet in Grindelwald",
      "Booking page of the Alpine Chalet on a computer and a mobile phone",
    ],
  },
};

export const lumiere: DemoProject = {
  title: "Lumière Cosméticos",
  slug: "lumiere-cosmeticos",
  description:
    "Loja virtual de cosméticos naturais de Florianópolis, com catálogo por tipo de pele, kits promocionais, checkout com Pix e cartão em até 6x e cálculo de frete na página do produto. A nova loja aumentou a taxa de conversão em 38% e reduziu pela metade os carrinhos abandonados.",
  category: "e-commerce",
  projectDate: "2025-10-14",
  projectUrl: "https://lumierecosmeticos.com.br",
  featured: true,
  active: true,
  brand: {
    name: "Lumière",
    domain: "lumierecosmeticos.com.br",
    headline: ["Beleza natural", "que cuida de você"],
    cta: "Ver coleção",
    nav: ["Rosto", "Corpo", "Cabelos", "Kits"],
    palette: {
      primary: "#be185d",
      secondary: "#f472b6",
      accent: "#fcd34d",
      ink: "#1f1020",
      bgFrom: "#9d174d",
      bgTo: "#500724",
    },
    photo: "blobs",
    product: { shape: "bottle", name: "Sérum Vitamina C", price: "R$ 129,00" },
  },
  cover: { view: "browser", screen: "shop" },
  gallery: [
    {
      view: { view: "browser", screen: "product" },
      caption:
        "Página do produto Sérum Vitamina C na loja Lumière, com fotos, tamanhos e botão de compra",
    },
    {
      view: { view: "browser", screen: "cart" },
      caption: "Sacola de compras da Lumière com resumo do pedido e pagamento por Pix",
    },
    {
      view: { view: "responsive", screen: "shop", phone: "site" },
      caption: "Loja virtual da Lumière no computador e no celular",
    },
  ],
  en: {
    title: "Lumière Cosmetics",
    slug: "lumiere-cosmetics",
    description:
      "Online shop for natural cosmetics from Florianópolis, Brazil, with a catalogue by skin type, promotional sets, checkout by Pix (Brazil's instant payment) or by card in up to six instalments, and delivery costs on the product page. The new shop raised the conversion rate by 38% and halved the number of abandoned baskets.",
    captions: [
      "Product page of the Vitamin C Serum in the Lumière shop, with photos, sizes and a buy button",
      "Lumière shopping basket with the order summary and payment by Pix",
      "The Lumière online shop on a computer and a mobile phone",
    ],
  },
};
