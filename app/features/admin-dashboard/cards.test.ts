import { describe, expect, test } from "vitest";
import { adminNavFor } from "../../components/admin-nav/admin-nav-items.ts";
import { cards } from "./cards.ts";
import { needsEmailPrompt } from "./email-prompt.tsx";

describe("dashboard cards and the menu agree", () => {
  test.each(["admin", "editor"] as const)(
    "a %s's menu offers the dashboard and then their cards, in the same order and names",
    (role) => {
      const menu = adminNavFor(role).flatMap((group) => group.items);
      const shown = cards.filter((card) => role === "admin" || !card.adminOnly);
      expect(menu.map((item) => [item.to, item.label])).toEqual([
        ["/admin", "Painel"],
        ...shown.map((card) => [card.to, card.title]),
      ]);
    },
  );

  test("editors see the seven screens of their work; admins four more", () => {
    expect(cards.filter((card) => !card.adminOnly).map((card) => card.title)).toEqual([
      "Conteúdo",
      "Portfólio",
      "Mídia",
      "Depoimentos",
      "Mensagens",
      "Newsletter",
      "Estatísticas",
    ]);
    expect(cards.filter((card) => card.adminOnly).map((card) => card.title)).toEqual([
      "Usuários",
      "LGPD",
      "Atividade",
      "Configurações",
    ]);
  });
});

describe("the e-mail prompt (docs/product.md#dashboard)", () => {
  test("asks an admin without an e-mail, until they have one", () => {
    expect(needsEmailPrompt({ role: "admin", email: null })).toBe(true);
    expect(needsEmailPrompt({ role: "admin", email: "" })).toBe(true);
    expect(needsEmailPrompt({ role: "admin", email: "ana@nexo.test" })).toBe(false);
  });

  test("does not ask editors: an admin can reset their password", () => {
    expect(needsEmailPrompt({ role: "editor", email: null })).toBe(false);
  });
});
