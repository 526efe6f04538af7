/** Demo contact messages (read and unread, along the pipeline) and newsletter subscribers. */
import type { contactMessages, leadEvents, newsletterSubscribers } from "../schema.ts";
import type { LeadStatus } from "../value-lists.ts";

type MessageRow = typeof contactMessages.$inferInsert;
type LeadEventRow = typeof leadEvents.$inferInsert;
type SubscriberRow = typeof newsletterSubscribers.$inferInsert;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  projectType: string;
  message: string;
  daysAgo: number;
  /** Hours between arrival and being read; absent when still unread. */
  readAfterHours?: number;
  /** Where the lead has gone since, and how many hours after it arrived; absent while 'Novo'. */
  pipeline?: { status: Exclude<LeadStatus, "new">; afterHours: number; lostReason?: string };
}

/** Who moved the demo leads along: the timeline keeps an author's name (docs/product.md#lead-pipeline). */
const DEMO_TEAM = "Equipe Nexo Digital";

const messages: DemoMessage[] = [
  {
    name: "Helena Prado",
    email: "contato@helenaprado.com.br",
    phone: "(31) 98765-1020",
    subject: "Landing page para lançamento de e-book",
    projectType: "Lançamento de Info Produtos",
    message:
      "Olá! Sou nutricionista e vou lançar um e-book de receitas em janeiro. Preciso de uma landing page com captura de e-mails e integração com a Hotmart. Vocês também cuidam dos anúncios? Gostaria de receber um orçamento.",
    daysAgo: 1,
  },
  {
    name: "Roberta Camargo",
    email: "roberta@pousadaventosul.com.br",
    phone: "(48) 99812-4470",
    subject: "Site para pousada em Garopaba",
    projectType: "Site de Hospedagens / Temporadas",
    message:
      "Boa tarde! Temos uma pousada com 12 quartos em Garopaba e hoje dependemos só do Booking. Queremos um site com fotos, tarifas da temporada e pedido de reserva direto. Conseguem entregar antes do Carnaval?",
    daysAgo: 3,
  },
  {
    name: "Thiago Bernardes",
    email: "thiago.bernardes@gmail.com",
    phone: "(11) 91234-5678",
    subject: "Orçamento de aplicativo de delivery",
    projectType: "Aplicativos",
    message:
      "Tenho três hamburguerias na zona sul de São Paulo e quero um aplicativo próprio de delivery para fugir das taxas dos marketplaces. Precisa ter cardápio, pagamento por Pix e acompanhamento do pedido. Qual seria o prazo e o investimento?",
    daysAgo: 6,
  },
  {
    name: "Marcos Vinícius Lima",
    email: "marcos@autopecaslima.com.br",
    phone: "(19) 3254-8890",
    subject: "Loja virtual de autopeças",
    projectType: "E-commerce (Loja virtual)",
    message:
      "Somos uma distribuidora de autopeças em Limeira com cerca de 4 mil itens no estoque. Queremos vender on-line com busca por modelo de carro e integração com o nosso ERP. Podemos marcar uma reunião na semana que vem?",
    daysAgo: 9,
    readAfterHours: 3,
    pipeline: { status: "proposal", afterHours: 50 },
  },
  {
    name: "Patrícia Gomes",
    email: "patricia.gomes@imobiliariagomes.com.br",
    phone: "(41) 99655-3321",
    subject: "Novo site para imobiliária",
    projectType: "Site de Imobiliária",
    message:
      "Vi o projeto da Horizonte Imóveis no portfólio de vocês e gostei muito. Nossa imobiliária tem 200 imóveis para venda e locação e o site atual não funciona bem no celular. Gostaria de algo parecido, com integração ao nosso CRM.",
    daysAgo: 13,
    readAfterHours: 20,
    pipeline: { status: "contacted", afterHours: 22 },
  },
  {
    name: "Eduardo Schmid",
    email: "eduardo.schmid@bluewin.ch",
    phone: "+41 79 555 12 34",
    subject: "Site institucional para consultoria em Zurique",
    projectType: "Site Institucional",
    message:
      "Olá, sou brasileiro e tenho uma consultoria contábil em Zurique que atende outros brasileiros que moram na Suíça. Preciso de um site em português e alemão, com agendamento de reuniões on-line. Vocês atendem clientes no exterior?",
    daysAgo: 17,
    readAfterHours: 6,
    pipeline: { status: "won", afterHours: 120 },
  },
  {
    name: "Aline Freitas",
    email: "aline@freitasveiculos.com.br",
    phone: "(62) 99101-7788",
    subject: "Site para concessionária de seminovos",
    projectType: "Site de Concessionária",
    message:
      "Temos uma loja de seminovos em Goiânia com uns 80 carros no pátio. Queremos um site com filtro por marca, ano e preço, fotos de cada veículo e botão de WhatsApp para o vendedor. Vocês fazem a integração com os portais de anúncio?",
    daysAgo: 23,
    readAfterHours: 28,
    pipeline: {
      status: "lost",
      afterHours: 96,
      lostReason: "Preferiu um portal de anúncios de veículos pronto.",
    },
  },
  {
    name: "Gustavo Rocha",
    email: "gustavo.rocha@hotmail.com",
    phone: "(21) 97333-0909",
    subject: "Campanha de anúncios no Google",
    projectType: "Anúncios digitais",
    message:
      "Tenho um estúdio de pilates em Niterói e quero atrair alunos do bairro com anúncios no Google e no Instagram. Já tenho site, só preciso de alguém para montar e acompanhar as campanhas. Como funciona o acompanhamento mensal?",
    daysAgo: 28,
    readAfterHours: 2,
  },
];

const arrivalOf = (now: Date, daysAgo: number) =>
  new Date(now.getTime() - daysAgo * DAY - (daysAgo % 5) * HOUR);

export function demoContactMessages(now: Date): MessageRow[] {
  return messages.map(({ daysAgo, readAfterHours, pipeline, ...entry }) => {
    const createdAt = arrivalOf(now, daysAgo);
    const readAt =
      readAfterHours === undefined ? null : new Date(createdAt.getTime() + readAfterHours * HOUR);
    return {
      ...entry,
      createdAt,
      isRead: readAt !== null,
      readAt,
      status: pipeline?.status ?? "new",
      lostReason: pipeline?.lostReason ?? null,
    };
  });
}

/** Each demo lead's move along the pipeline, on its timeline; `ids` by the messages' e-mail. */
export function demoLeadEvents(now: Date, ids: Map<string, number>): LeadEventRow[] {
  return messages.flatMap(({ email, daysAgo, pipeline }) => {
    const messageId = ids.get(email);
    if (!pipeline || messageId === undefined) return [];
    return [
      {
        messageId,
        kind: "status" as const,
        authorName: DEMO_TEAM,
        fromStatus: "new" as const,
        toStatus: pipeline.status,
        body: pipeline.lostReason ?? "",
        createdAt: new Date(arrivalOf(now, daysAgo).getTime() + pipeline.afterHours * HOUR),
      },
    ];
  });
}

// [e-mail, name (the public form sends none), days ago, active]
const subscribers: Array<[string, string | null, number, boolean]> = [
  ["ana.souza@gmail.com", null, 2, true],
  ["joao.pedro.almeida@hotmail.com", null, 6, true],
  ["camila.ribeiro@outlook.com", "Camila Ribeiro", 11, true],
  ["contato@padariapaodemel.com.br", null, 19, true],
  ["felipe.martins@gmail.com", null, 27, true],
  ["larissa.campos@yahoo.com.br", null, 40, true],
  ["rodrigo@studiorodrigoalves.com.br", "Rodrigo Alves", 55, true],
  ["vanessa.lopes@gmail.com", null, 71, true],
  ["m.schneider@gmx.ch", "Marco Schneider", 90, true],
  ["bruno.carvalho@uol.com.br", null, 118, true],
  ["leticia.moraes@gmail.com", null, 146, true],
  ["diego.fernandes@outlook.com", null, 181, true],
  ["renata@clinicasorrir.com.br", "Renata Duarte", 223, true],
  ["gabriel.santos@icloud.com", null, 268, true],
  ["priscila.teixeira@gmail.com", null, 204, false],
  ["henrique.barros@terra.com.br", null, 312, false],
];

export function demoSubscribers(now: Date): SubscriberRow[] {
  return subscribers.map(([email, name, daysAgo, active]) => ({
    email,
    name,
    active,
    createdAt: new Date(now.getTime() - daysAgo * DAY - (daysAgo % 9) * HOUR),
    confirmedAt: null,
  }));
}
