/** Demo projects: a brand identity and a WhatsApp chatbot. */
import type { DemoProject } from "./types.ts";

export const cafeBarto: DemoProject = {
  title: "Identidade Visual Café Bartô",
  slug: "identidade-visual-cafe-barto",
  description:
    "Identidade visual completa para uma cafeteria brasileira em Genebra, na Suíça: logotipo, paleta de cores, tipografia, padronagem, papelaria, cardápio e modelos para redes sociais. A marca mistura o acolhimento do café mineiro com a sobriedade do design suíço.",
  category: "design",
  projectDate: "2024-09-03",
  projectUrl: null,
  featured: true,
  active: true,
  brand: {
    name: "Café Bartô",
    domain: "cafebarto.ch",
    headline: ["Café coado", "com calma"],
    cta: "Ver cardápio",
    nav: ["Cardápio", "Grãos", "Sobre", "Contato"],
    palette: {
      primary: "#7c4a2d",
      secondary: "#d6a77a",
      accent: "#e76f51",
      ink: "#2b1a12",
      bgFrom: "#5c3a24",
      bgTo: "#1f130b",
    },
    photo: "arches",
  },
  cover: { view: "brand" },
  gallery: [
    {
      view: { view: "stationery" },
      caption:
        "Papelaria do Café Bartô: papel timbrado, cartões de visita e adesivo com o logotipo",
    },
    {
      view: { view: "social" },
      caption:
        "Modelos de posts para redes sociais do Café Bartô com as cores e a tipografia da marca",
    },
  ],
  en: {
    title: "Café Bartô Brand Identity",
    slug: "cafe-barto-brand-identity",
    description:
      "Complete brand identity for a Brazilian café in Geneva: logo, colour palette, typography, pattern, stationery, menu and social media templates. The brand blends the warmth of a Minas Gerais coffee house with the restraint of Swiss design.",
    captions: [
      "Café Bartô stationery: letterhead, business cards and a sticker with the logo",
      "Social media post templates for Café Bartô in the brand's colours and typography",
    ],
  },
};

export const viaCerta: DemoProject = {
  title: "Chatbot Autoescola Via Certa",
  slug: "chatbot-autoescola-via-certa",
  description:
    "Atendimento automático no WhatsApp para uma autoescola de Sorocaba (SP): matrícula, dúvidas sobre categorias e preços, agendamento e remarcação de aulas práticas e lembretes de exame. A equipe humana só entra quando o aluno pede, e o tempo médio de resposta caiu de horas para segundos.",
  category: "other",
  projectDate: "2025-05-30",
  projectUrl: null,
  featured: false,
  active: true,
  brand: {
    name: "Via Certa",
    domain: "autoescolaviacerta.com.br",
    headline: ["Sua autoescola", "no WhatsApp"],
    cta: "Falar agora",
    nav: ["Categorias", "Preços", "Aulas", "Contato"],
    palette: {
      primary: "#334155",
      secondary: "#38bdf8",
      accent: "#facc15",
      ink: "#0f172a",
      bgFrom: "#1e293b",
      bgTo: "#020617",
    },
    photo: "hills",
    kpis: [
      ["Conversas no mês", "2.148"],
      ["Resolvidas pelo bot", "81%"],
      ["Aulas agendadas", "436"],
      ["Tempo de resposta", "3 s"],
    ],
    flow: [
      "Mensagem recebida",
      "Matrícula",
      "Aulas práticas",
      "Dúvidas",
      "Exame médico",
      "Remarcar aula",
      "Falar com atendente",
    ],
    chats: [
      [
        { text: "Olá! Sou a Via, da Via Certa." },
        { me: true, text: "Quero tirar a categoria B" },
        { text: "Ótimo! Já fez o exame médico?" },
        { me: true, text: "Ainda não" },
        { text: "Te ajudo a agendar. Que dia?" },
        { me: true, text: "Sábado de manhã" },
      ],
      [
        { text: "Sua aula é amanhã às 8h." },
        { me: true, text: "Posso remarcar?" },
        { text: "Claro! Tenho quinta às 10h." },
        { me: true, text: "Quinta está ótimo" },
        { text: "Remarcado. Até lá!" },
      ],
    ],
  },
  cover: { view: "flow" },
  gallery: [
    {
      view: { view: "browser", screen: "dashboard" },
      caption:
        "Painel de atendimentos do chatbot da Via Certa com conversas, aulas agendadas e tempo de resposta",
    },
    {
      view: { view: "duo", screens: ["chat", "chat2"] },
      caption:
        "Conversas de matrícula e de remarcação de aula com o chatbot da Via Certa no WhatsApp",
    },
  ],
  en: {
    title: "Via Certa Driving School Chatbot",
    slug: "via-certa-driving-school-chatbot",
    description:
      "Automated WhatsApp service for a driving school in Sorocaba, Brazil: enrolment, questions about licence categories and prices, booking and rescheduling of driving lessons, and exam reminders. Staff step in only when a learner asks, and the average response time fell from hours to seconds.",
    captions: [
      "Via Certa chatbot dashboard with conversations, booked lessons and response time",
      "Enrolment and lesson rescheduling conversations with the Via Certa chatbot on WhatsApp",
    ],
  },
};
