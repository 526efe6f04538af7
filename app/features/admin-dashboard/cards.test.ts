import { describe, expect, test } from "vitest";
import { adminNavFor } from "../../components/admin-nav/admin-nav-items.ts";
import { cards } from "./cards.ts";
import { needsEmailPrompt } from "./email-prompt.tsx";

describe("dashboard cards and the menu agree", () => {
  test.each(["admin", "editor"] as const)(
    "every card a %s sees is in their menu, same name",
    (role) => {
      const menu = adminNavFor(role).flatMap((group) => group.items);
      const shown = cards.filter((card) => role === "admin" || !card.adminOnly);
      for (const card of shown) {
        expect(menu.find((item) => item.to === card.to)?.label, card.to).toBe(card.title);
      }
      // And the menu offers nothing the dashboard hides from that role, but the dashboard itself.
      expect(menu.map((item) => item.to)).toEqual(["/admin", ...shown.map((card) => card.to)]);
    },
  );
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
