import type { LucideIcon } from "lucide-react";
import {
  FolderKanban,
  History,
  Images,
  Mail,
  MessageSquareQuote,
  Newspaper,
  Settings,
  ShieldCheck,
  Users,
} from "lucide-react";
import type { BadgeTone } from "../../components/ui/badge.tsx";

export interface CardSpec {
  key:
    | "portfolio"
    | "media"
    | "testimonials"
    | "messages"
    | "newsletter"
    | "users"
    | "privacy"
    | "activity"
    | "settings";
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
  badge?: [singular: string, plural: string];
  /** Red for what is late; the brand colour for what merely waits. */
  badgeTone?: BadgeTone;
  adminOnly?: boolean;
}

// docs/product.md#back-office: the cards, in this order (Mídia, docs/product.md#media, after Portfólio); Usuários for admins only. Then the
// admins' LGPD (overdue requests as its badge) and Atividade cards.
export const cards: CardSpec[] = [
  {
    key: "portfolio",
    title: "Portfólio",
    description: "Projetos, imagens, destaques e ordem de exibição.",
    to: "/admin/portfolio",
    icon: FolderKanban,
    badge: ["ativo", "ativos"],
  },
  {
    key: "media",
    title: "Mídia",
    description: "Biblioteca de imagens: envio, texto alternativo e cópias leves para o site.",
    to: "/admin/midia",
    icon: Images,
  },
  {
    key: "testimonials",
    title: "Depoimentos",
    description: "Aprove, rejeite e destaque o que os clientes dizem.",
    to: "/admin/depoimentos",
    icon: MessageSquareQuote,
    badge: ["pendente", "pendentes"],
  },
  {
    key: "messages",
    title: "Mensagens",
    description: "Pedidos de contato e orçamento recebidos pelo site.",
    to: "/admin/mensagens",
    icon: Mail,
    badge: ["não lida", "não lidas"],
  },
  {
    key: "newsletter",
    title: "Newsletter",
    description: "Assinantes ativos, exportação e cópia de e-mails.",
    to: "/admin/newsletter",
    icon: Newspaper,
  },
  {
    key: "users",
    title: "Usuários",
    description: "Contas da equipe, funções e redefinição de senha.",
    to: "/admin/usuarios",
    icon: Users,
    adminOnly: true,
  },
  {
    key: "privacy",
    title: "LGPD",
    description: "Pedidos de titulares em aberto: acesso, correção, exportação e eliminação.",
    to: "/admin/privacidade",
    icon: ShieldCheck,
    // Open requests; the overdue ones stand out as the badge.
    badge: ["atrasada", "atrasadas"],
    badgeTone: "danger",
    adminOnly: true,
  },
  {
    key: "activity",
    title: "Atividade",
    description: "Quem fez o quê no painel, e quando.",
    to: "/admin/atividade",
    icon: History,
    adminOnly: true,
  },
  {
    key: "settings",
    title: "Configurações",
    description: "E-mail: envios, falhas e teste. Backups.",
    to: "/admin/configuracoes",
    icon: Settings,
    // Mails that could not be delivered.
    badge: ["falhou", "falharam"],
    badgeTone: "danger",
    adminOnly: true,
  },
];
