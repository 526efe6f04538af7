import { describe, expect, it } from "vitest";
import { inLanguageFirst } from "./language-order.ts";

const list = [
  { id: 5, language: "pt-BR" },
  { id: 4, language: "en" },
  { id: 3, language: "pt-BR" },
  { id: 2, language: "en" },
];

describe("the public testimonials' order", () => {
  it("puts the page's language first and keeps the order within each language", () => {
    expect(inLanguageFirst(list, "en").map(({ id }) => id)).toEqual([4, 2, 5, 3]);
    expect(inLanguageFirst(list, "pt-BR").map(({ id }) => id)).toEqual([5, 3, 4, 2]);
  });

  it("leaves out nobody", () => {
    expect(inLanguageFirst(list, "de").map(({ id }) => id)).toEqual([5, 4, 3, 2]);
    expect(inLanguageFirst([], "en")).toEqual([]);
  });
});
