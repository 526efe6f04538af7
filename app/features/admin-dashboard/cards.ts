import {
  type AdminNavItem,
  type AdminScreen,
  adminNavGroups,
} from "../../components/admin-nav/admin-nav-items.ts";
import type { BadgeTone } from "../../components/ui/badge.tsx";

type CardKey = Exclude<AdminScreen, "dashboard">;

interface CardText {
  description: string;
  badge?: [singular: string, plural: string];
  /** Red for what is late; the brand colour for what merely waits. */
  badgeTone?: BadgeTone;
}

export interface CardSpec extends CardText, Omit<AdminNavItem, "key" | "label"> {
  key: CardKey;
  title: string;
}

// docs/product.md#back-office: one card per screen of the menu but the dashboard itself, in the
// menu's order, with its name, address, icon and role (admin-nav-items.ts); here what it says.
const texts: Record<CardKey, CardText> = {
  content: {
    description: "Textos e imagens do site: rascunho, pré-visualização, publicação e histórico.",
  },
  portfolio: {
    description: "Projetos, imagens, destaques e ordem de exibição.",
    badge: ["ativo", "ativos"],
  },
  media: {
    description: "Biblioteca de imagens: envio, texto alternativo e cópias leves para o site.",
  },
  testimonials: {
    description: "Aprove, rejeite e destaque o que os clientes dizem.",
    badge: ["pendente", "pendentes"],
  },
  messages: {
    description: "Pedidos de contato e orçamento recebidos pelo site.",
    badge: ["não lida", "não lidas"],
  },
  newsletter: { description: "Assinantes ativos, exportação e cópia de e-mails." },
  statistics: {
    description: "Visitantes, origens, conversão e funil dos últimos 30 e 90 dias, sem cookies.",
    badge: ["visitante em 30 dias", "visitantes em 30 dias"],
  },
  users: { description: "Contas da equipe, funções e redefinição de senha." },
  privacy: {
    description: "Pedidos de titulares em aberto: acesso, correção, exportação e eliminação.",
    // Open requests; the overdue ones stand out as the badge.
    badge: ["atrasada", "atrasadas"],
    badgeTone: "danger",
  },
  activity: { description: "Quem fez o quê no painel, e quando." },
  settings: {
    description: "E-mail: envios, falhas e teste. Backups.",
    // Mails that could not be delivered.
    badge: ["falhou", "falharam"],
    badgeTone: "danger",
  },
};

export const cards: CardSpec[] = adminNavGroups
  .flatMap((group) => group.items)
  .flatMap(({ key, label, ...item }) =>
    key === "dashboard" ? [] : [{ ...item, key, title: label, ...texts[key] }],
  );
