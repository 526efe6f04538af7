import { describe, expect, test } from "vitest";
import { matchesSearch } from "./search-input.tsx";

describe("matchesSearch (docs/product.md#constants: case-insensitive)", () => {
  test("any field containing the query matches, whatever the case", () => {
    expect(matchesSearch("SILVA", "Ana Silva", "ana@x.com")).toBe(true);
    expect(matchesSearch("orçamento", null, "Pedido de ORÇAMENTO")).toBe(true);
    expect(matchesSearch("maria", "Ana Silva", "ana@x.com", undefined)).toBe(false);
  });

  test("a blank query matches everything", () => {
    expect(matchesSearch("   ", "qualquer")).toBe(true);
  });
});
