import type { LucideIcon } from "lucide-react";
import {
  ChartColumn,
  FilePenLine,
  FolderKanban,
  History,
  Images,
  LayoutDashboard,
  Mail,
  MessageSquareQuote,
  Newspaper,
  Settings,
  ShieldCheck,
  Users,
} from "lucide-react";
import type { SessionUser } from "../../lib/session-user.ts";

/** The back office's screens, named once for the menu and the dashboard's cards. */
export type AdminScreen =
  | "dashboard"
  | "content"
  | "portfolio"
  | "media"
  | "testimonials"
  | "messages"
  | "newsletter"
  | "statistics"
  | "users"
  | "privacy"
  | "activity"
  | "settings";

export interface AdminNavItem {
  key: AdminScreen;
  label: string;
  to: string;
  icon: LucideIcon;
  /** Screens only admins may open (docs/product.md#permissions): editors are not shown them. */
  adminOnly?: boolean;
}

export interface AdminNavGroup {
  /** Shown above the group; null for the first group, which needs no title. */
  label: string | null;
  items: AdminNavItem[];
}

/**
 * The back office's screens, in the menu's and the dashboard cards' order
 * (docs/product.md#admin-navigation; app/features/admin-dashboard/cards.ts adds what a card says).
 * 'Minha conta' is not here: every screen's header already links it, beside 'Sair'.
 */
export const adminNavGroups: AdminNavGroup[] = [
  {
    label: null,
    items: [
      { key: "dashboard", label: "Painel", to: "/admin", icon: LayoutDashboard },
      { key: "content", label: "Conteúdo", to: "/admin/conteudo", icon: FilePenLine },
      { key: "portfolio", label: "Portfólio", to: "/admin/portfolio", icon: FolderKanban },
      { key: "media", label: "Mídia", to: "/admin/midia", icon: Images },
      {
        key: "testimonials",
        label: "Depoimentos",
        to: "/admin/depoimentos",
        icon: MessageSquareQuote,
      },
      { key: "messages", label: "Mensagens", to: "/admin/mensagens", icon: Mail },
      { key: "newsletter", label: "Newsletter", to: "/admin/newsletter", icon: Newspaper },
      {
        key: "statistics",
        label: "Estatísticas",
        to: "/admin/estatisticas",
        icon: ChartColumn,
      },
    ],
  },
  {
    label: "Administração",
    items: [
      { key: "users", label: "Usuários", to: "/admin/usuarios", icon: Users, adminOnly: true },
      {
        key: "privacy",
        label: "LGPD",
        to: "/admin/privacidade",
        icon: ShieldCheck,
        adminOnly: true,
      },
      {
        key: "activity",
        label: "Atividade",
        to: "/admin/atividade",
        icon: History,
        adminOnly: true,
      },
      {
        key: "settings",
        label: "Configurações",
        to: "/admin/configuracoes",
        icon: Settings,
        adminOnly: true,
      },
    ],
  },
];

/** The groups a role sees: editors lose the admin-only screens, and a group left empty goes. */
export function adminNavFor(role: SessionUser["role"]): AdminNavGroup[] {
  return adminNavGroups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => role === "admin" || !item.adminOnly),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * The entry a path belongs to: the screen itself, or the screen a sub-page sits under (the project
 * form under Portfólio). The dashboard matches `/admin` exactly; null when no entry fits
 * ('Minha conta').
 */
export function currentNavItem(groups: AdminNavGroup[], pathname: string): AdminNavItem | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  let best: AdminNavItem | null = null;
  for (const item of groups.flatMap((group) => group.items)) {
    const fits = path === item.to || (item.to !== "/admin" && path.startsWith(`${item.to}/`));
    if (fits && (!best || item.to.length > best.to.length)) best = item;
  }
  return best;
}
