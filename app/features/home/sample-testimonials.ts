import type { PublicTestimonial } from "../testimonials/index.ts";

/** docs/product.md#data-rules: when the slider's fetch returns nothing, these four stand in. */
export const sampleTestimonials: PublicTestimonial[] = [
  {
    id: -1,
    clientName: "Mariana Albuquerque",
    companyName: "Clínica Viva Bem",
    projectType: "Site Institucional",
    content:
      "O novo site da clínica ficou moderno, rápido e muito fácil de atualizar. Em três meses os agendamentos pelo site praticamente dobraram. A equipe entendeu exatamente o que precisávamos.",
    rating: 5,
    status: "approved",
    featured: true,
    language: "pt-BR",
    createdAt: "2024-03-12T13:00:00.000Z",
    approvedAt: "2024-03-13T13:00:00.000Z",
  },
  {
    id: -2,
    clientName: "Rafael Monteiro",
    companyName: "Monteiro Imóveis",
    projectType: "Site de Imobiliária",
    content:
      "Profissionais atenciosos do briefing à entrega. O portal de imóveis com busca por filtros trouxe muito mais contatos qualificados, e o suporte responde sempre no mesmo dia.",
    rating: 5,
    status: "approved",
    featured: false,
    language: "pt-BR",
    createdAt: "2024-02-05T13:00:00.000Z",
    approvedAt: "2024-02-06T13:00:00.000Z",
  },
  {
    id: -3,
    clientName: "Luíza Brandt",
    companyName: "Brandt Swiss Chocolates",
    projectType: "E-commerce (Loja virtual)",
    content:
      "Precisávamos de uma loja que atendesse clientes no Brasil e na Suíça. O resultado superou as expectativas: checkout simples, site em dois idiomas e vendas crescendo mês a mês.",
    rating: 5,
    status: "approved",
    featured: false,
    language: "pt-BR",
    createdAt: "2023-11-20T13:00:00.000Z",
    approvedAt: "2023-11-21T13:00:00.000Z",
  },
  {
    id: -4,
    clientName: "Carlos Eduardo Nogueira",
    companyName: null,
    projectType: "Site Landing page",
    content:
      "A landing page do lançamento ficou pronta em poucos dias e converteu muito acima do que esperávamos. Comunicação clara e prazos cumpridos do início ao fim.",
    rating: 4,
    status: "approved",
    featured: false,
    language: "pt-BR",
    createdAt: "2023-09-08T13:00:00.000Z",
    approvedAt: "2023-09-09T13:00:00.000Z",
  },
];
