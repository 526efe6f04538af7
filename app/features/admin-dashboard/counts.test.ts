import { describe, expect, test } from "vitest";
import { badgeText, itemCount } from "./counts.ts";

describe("dashboard counts", () => {
  test("'item' only for exactly one", () => {
    expect(itemCount(0)).toBe("0 itens");
    expect(itemCount(1)).toBe("1 item");
    expect(itemCount(2)).toBe("2 itens");
  });

  test("badge words agree with the number", () => {
    expect(badgeText(1, "pendente", "pendentes")).toBe("1 pendente");
    expect(badgeText(3, "pendente", "pendentes")).toBe("3 pendentes");
  });
});
