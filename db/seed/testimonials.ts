/** Demo testimonials: every moderation status, dated relative to the seeding moment. */
import type { testimonials } from "../schema.ts";

type TestimonialRow = typeof testimonials.$inferInsert;

const DAY = 86_400_000;

interface DemoTestimonial {
  clientName: string;
  clientEmail: string;
  companyName: string | null;
  projectType: string;
  content: string;
  rating: number;
  status: "pending" | "approved" | "rejected";
  featured?: boolean;
  daysAgo: number;
}

const entries: DemoTestimonial[] = [
  {
    clientName: "Mariana Costa",
    clientEmail: "mariana.costa@clinicavivabem.com.br",
    companyName: "Clínica Viva Bem",
    projectType: "Site Institucional",
    content:
      "O novo site da clínica ficou lindo e, principalmente, funcional. Os pacientes agora agendam pelo WhatsApp direto da página de cada especialidade e a recepção sentiu a diferença já na primeira semana. Equipe atenciosa do início ao fim.",
    rating: 5,
    status: "approved",
    featured: true,
    daysAgo: 21,
  },
  {
    clientName: "Ricardo Lemos",
    clientEmail: "ricardo@lumierecosmeticos.com.br",
    companyName: "Lumière Cosméticos",
    projectType: "E-commerce (Loja virtual)",
    content:
      "Saímos de uma loja pronta para a plataforma que a Nexo desenvolveu e as vendas cresceram 38% em três meses. O checkout com Pix fez muita diferença. Sempre que precisamos de um ajuste, o suporte responde no mesmo dia.",
    rating: 5,
    status: "approved",
    featured: true,
    daysAgo: 44,
  },
  {
    clientName: "Júlia Andrade",
    clientEmail: "julia.andrade@fitpulse.app",
    companyName: "FitPulse",
    projectType: "Aplicativos",
    content:
      "Tínhamos só a ideia e um protótipo no papel. A Nexo ajudou a definir o que era essencial para a primeira versão e entregou o app nas lojas dentro do prazo. Hoje já são mais de 4 mil alunos treinando com a gente.",
    rating: 5,
    status: "approved",
    featured: true,
    daysAgo: 83,
  },
  {
    clientName: "André Tavares",
    clientEmail: "andre.tavares@gmail.com",
    companyName: null,
    projectType: "Lançamento de Info Produtos",
    content:
      "A página de lançamento do meu curso converteu muito acima do que eu esperava: 12% dos visitantes entraram na lista de espera. São profissionais que entendem de marketing, não só de código.",
    rating: 5,
    status: "approved",
    daysAgo: 112,
  },
  {
    clientName: "Giovanna Rossi",
    clientEmail: "giovanna@cantinanonnarosa.com.br",
    companyName: "Cantina Nonna Rosa",
    projectType: "Site Institucional",
    content:
      "As reservas online tiraram um peso enorme do telefone nos fins de semana. O cardápio ficou bonito no celular e os clientes elogiam as fotos dos pratos. Recomendo de olhos fechados!",
    rating: 5,
    status: "approved",
    daysAgo: 187,
  },
  {
    clientName: "Fernanda Brügger",
    clientEmail: "fernanda@chalealpino.ch",
    companyName: "Chalé Alpino Grindelwald",
    projectType: "Site de Hospedagens / Temporadas",
    content:
      "Moramos na Suíça e queríamos atrair hóspedes brasileiros. A página em português, com as tarifas e o passo a passo para chegar até o chalé, funcionou muito bem. Só queria ter começado antes da alta temporada!",
    rating: 4,
    status: "approved",
    daysAgo: 236,
  },
  {
    clientName: "Paulo Henrique Siqueira",
    clientEmail: "paulo@almeidaferraz.adv.br",
    companyName: "Almeida & Ferraz Advocacia",
    projectType: "Site Institucional",
    content:
      "Site sóbrio e elegante, exatamente o que um escritório de advocacia precisa. A revisão dos textos levou mais tempo do que imaginávamos, mas o resultado final compensou e já recebemos contatos de novos clientes.",
    rating: 4,
    status: "approved",
    daysAgo: 301,
  },
  {
    clientName: "Carlos Menezes",
    clientEmail: "carlos@horizonteimoveis.com.br",
    companyName: "Horizonte Imóveis",
    projectType: "Site de Imobiliária",
    content:
      "O portal facilitou demais a vida dos corretores: os contatos chegam organizados no funil e ninguém perde mais cliente. A busca por bairro e faixa de preço é a parte que os visitantes mais usam.",
    rating: 4,
    status: "approved",
    daysAgo: 334,
  },
  {
    clientName: "Beatriz Nogueira",
    clientEmail: "bia.nogueira@outlook.com",
    companyName: "Ateliê Bia Nogueira",
    projectType: "E-commerce (Loja virtual)",
    content:
      "Estou muito feliz com a minha loja virtual! Tudo foi explicado com calma, até a parte de frete e pagamentos, que eu achava um bicho de sete cabeças. As primeiras vendas já saíram.",
    rating: 5,
    status: "pending",
    daysAgo: 2,
  },
  {
    clientName: "Rafael Moura",
    clientEmail: "rafael.moura@autoescolaviacerta.com.br",
    companyName: "Autoescola Via Certa",
    projectType: "Outros",
    content:
      "O chatbot resolveu boa parte das dúvidas repetidas dos alunos, mas ainda estamos ajustando algumas respostas sobre preços. O atendimento da equipe foi bom; senti falta de um treinamento maior para a nossa recepção.",
    rating: 3,
    status: "pending",
    daysAgo: 9,
  },
  {
    clientName: "Lucas Ferreira",
    clientEmail: "lucas.ferreira@gmail.com",
    companyName: null,
    projectType: "Site de Rifas Online",
    content:
      "Gostei do atendimento. Aproveitando o espaço: estou com várias rifas rolando e preciso de divulgação urgente, quem quiser participar me chama no privado que eu mando o link!",
    rating: 4,
    status: "rejected",
    daysAgo: 58,
  },
  {
    clientName: "Sandra Oliveira",
    clientEmail: "sandra@emporioserraverde.com.br",
    companyName: "Empório Serra Verde",
    projectType: "E-commerce (Loja virtual)",
    content:
      "A loja foi entregue no prazo e com um visual caprichado. Por favor, não publiquem por enquanto: a marca está passando por uma reformulação e a loja vai ficar fora do ar por alguns meses.",
    rating: 4,
    status: "rejected",
    daysAgo: 152,
  },
];

/** Rows ready to insert; approved ones were approved a day after they arrived. */
export function demoTestimonials(now: Date): TestimonialRow[] {
  return entries.map(({ daysAgo, featured, ...entry }) => {
    // A fixed hour offset per row keeps the times from all looking identical.
    const createdAt = new Date(now.getTime() - daysAgo * DAY - (daysAgo % 7) * 3_600_000);
    return {
      ...entry,
      featured: featured ?? false,
      createdAt,
      approvedAt:
        entry.status === "approved" ? new Date(createdAt.getTime() + DAY + 2 * 3_600_000) : null,
    };
  });
}
