import { describe, expect, test } from "vitest";
import { adminNavFor, currentNavItem } from "./admin-nav-items.ts";

const labels = (role: "admin" | "editor") =>
  adminNavFor(role).flatMap((group) => group.items.map((item) => item.label));

describe("admin navigation (docs/product.md#admin-navigation)", () => {
  test("admins see every screen, in the dashboard's order", () => {
    expect(labels("admin")).toEqual([
      "Painel",
      "Conteúdo",
      "Portfólio",
      "Mídia",
      "Depoimentos",
      "Mensagens",
      "Newsletter",
      "Estatísticas",
      "Usuários",
      "LGPD",
      "Atividade",
      "Configurações",
    ]);
  });

  test("editors see only what they may open, and no empty 'Administração' group", () => {
    expect(labels("editor")).toEqual([
      "Painel",
      "Conteúdo",
      "Portfólio",
      "Mídia",
      "Depoimentos",
      "Mensagens",
      "Newsletter",
      "Estatísticas",
    ]);
    expect(adminNavFor("editor").map((group) => group.label)).toEqual([null]);
  });

  test("the current entry: the screen itself, or the one a sub-page sits under", () => {
    const groups = adminNavFor("admin");
    const at = (path: string) => currentNavItem(groups, path)?.label ?? null;
    expect(at("/admin")).toBe("Painel");
    expect(at("/admin/")).toBe("Painel");
    expect(at("/admin/mensagens")).toBe("Mensagens");
    expect(at("/admin/portfolio")).toBe("Portfólio");
    expect(at("/admin/portfolio/novo")).toBe("Portfólio");
    expect(at("/admin/portfolio/12")).toBe("Portfólio");
    // Not a prefix match on the text: /admin/portfolio-x is no portfolio page.
    expect(at("/admin/portfolio-x")).toBeNull();
    // Minha conta is in every screen's header, not in the menu.
    expect(at("/admin/conta")).toBeNull();
    // An editor's menu has no settings entry to mark.
    expect(currentNavItem(adminNavFor("editor"), "/admin/configuracoes")).toBeNull();
  });
});
