import type { SiteFacts } from "../../lib/site-facts.ts";
import type { HomeContent, SiteContent } from "./documents.ts";

/**
 * Revision 1 of the site's and the home page's content: today's texts, exactly as the pages
 * showed them before they became editable, so a fresh installation looks the same until staff
 * edit. The site's contact facts come from the `SITE_*` settings (first-start defaults).
 */
export function defaultSiteContent(site: SiteFacts): SiteContent {
  return {
    name: site.name,
    email: site.email,
    whatsapp: site.whatsapp,
    phoneDisplay: site.phoneDisplay,
    address: {
      street: site.streetAddress,
      city: site.city,
      region: site.region,
      postalCode: site.postalCode,
    },
    hours: site.hours.map((text) => ({ text })),
    social: { instagram: site.instagram, facebook: site.facebook, linkedin: site.linkedin },
    footerBlurb: site.footerBlurb,
    newsletterHeading: site.newsletterHeading,
    newsletterText: site.newsletterText,
  };
}

const builtIn = (alt: string) => ({ mediaId: null, alt });

export function defaultHomeContent(siteName: string): HomeContent {
  return {
    hero: {
      eyebrow: "Agência digital desde 2014",
      headline: "Transformamos ideias em *soluções digitais* que geram resultados",
      text: "Sites, landing pages, plataformas web, aplicativos e lojas virtuais sob medida, com estratégia, design e tecnologia trabalhando juntos para o seu negócio crescer.",
      primaryButton: "Solicitar Orçamento",
      secondaryButton: "Conheça nossos serviços",
      image: builtIn(
        "Ilustração de um painel de resultados com gráficos de crescimento em um site responsivo",
      ),
    },
    figures: [
      { value: "50+", label: "Projetos entregues" },
      { value: "98%", label: "Clientes satisfeitos" },
      { value: "5+", label: "Anos de experiência" },
      { value: "24/7", label: "Suporte técnico" },
    ],
    about: {
      eyebrow: "Quem Somos",
      heading: "Estratégia, design e tecnologia no mesmo time",
      text: `A ${siteName} atua desde 2014 ajudando empresas a crescerem no digital. Somos estrategistas, designers e desenvolvedores que transformam objetivos de negócio em sites, aplicativos e plataformas que encantam e convertem.\n\nAtendemos clientes no Brasil e na Suíça, de negócios locais a empresas internacionais, sempre com atendimento próximo, transparente e em português.`,
      values: [
        { name: "Qualidade", text: "Design cuidadoso, código limpo e testes em cada entrega." },
        {
          name: "Agilidade",
          text: "Processos enxutos e prazos cumpridos, sem abrir mão do detalhe.",
        },
        {
          name: "Resultados",
          text: "Projetos pensados para gerar contatos, vendas e crescimento.",
        },
        {
          name: "Experiência",
          text: "Mais de uma década criando soluções para mercados diferentes.",
        },
      ],
      images: [
        builtIn("Equipe reunida em torno de um quadro de ideias"),
        builtIn("Quadro de planejamento com etapas do projeto"),
        builtIn("Janela de editor com código e componentes de interface"),
        builtIn("Celular exibindo um gráfico de crescimento"),
      ],
    },
    services: {
      eyebrow: "Serviços",
      heading: "Soluções digitais completas para o seu negócio",
      lead: "Do primeiro rascunho ao suporte depois da entrega, cuidamos de cada etapa do seu projeto.",
      items: [
        {
          title: "Sites Institucionais",
          text: "Sites rápidos, bonitos e fáceis de atualizar, que apresentam sua empresa com credibilidade e aparecem no Google.",
          icon: "building",
        },
        {
          title: "Landing Pages",
          text: "Páginas focadas em conversão para campanhas, lançamentos e captação de leads, com testes e métricas.",
          icon: "pointer",
        },
        {
          title: "Plataformas Web",
          text: "Sistemas, portais e áreas de cliente sob medida, integrados às ferramentas que sua equipe já usa.",
          icon: "dashboard",
        },
        {
          title: "Aplicativos",
          text: "Apps para Android e iOS com experiência fluida, do protótipo à publicação nas lojas.",
          icon: "smartphone",
        },
        {
          title: "E-commerces",
          text: "Lojas virtuais completas, com pagamentos, frete e gestão de pedidos para vender todos os dias.",
          icon: "bag",
        },
        {
          title: "Soluções Personalizadas",
          text: "Automação, integrações e projetos especiais desenhados a partir do desafio do seu negócio.",
          icon: "puzzle",
        },
      ],
    },
    portfolio: {
      eyebrow: "Portfólio",
      heading: "Nosso Portfólio",
      lead: "Projetos que entregamos para marcas que querem crescer no digital. Cada um começou com uma boa conversa.",
    },
    testimonials: {
      eyebrow: "Depoimentos",
      heading: "O que nossos clientes dizem",
      lead: "Relações de longo prazo são o nosso melhor portfólio. Veja quem já transformou a presença digital com a gente.",
    },
    closing: {
      eyebrow: "Vamos começar?",
      heading: "Seu próximo projeto digital começa com uma conversa",
      text: "Conte sua ideia e receba uma proposta sob medida, sem compromisso.",
      primaryButton: "Fale com um especialista",
      secondaryButton: "Ver nosso portfólio",
    },
    seo: {
      home: {
        title: `${siteName} | Sites, aplicativos e soluções digitais`,
        description: `A ${siteName} transforma ideias em soluções digitais: sites institucionais, landing pages, plataformas web, aplicativos e e-commerces para empresas do Brasil e da Suíça, desde 2014.`,
        image: builtIn(`${siteName}: sites, aplicativos e soluções digitais`),
      },
      portfolio: {
        title: "Portfólio",
        description:
          "Conheça sites, landing pages, lojas virtuais, aplicativos e plataformas web desenvolvidos pela Nexo Digital para empresas do Brasil e da Suíça.",
        image: builtIn(`${siteName}: portfólio`),
      },
      testimonials: {
        title: "Depoimentos de clientes",
        description:
          "Leia o que empresas do Brasil e da Suíça dizem sobre os sites, lojas virtuais e aplicativos criados pela Nexo Digital.",
        image: builtIn(`${siteName}: depoimentos de clientes`),
      },
    },
  };
}
