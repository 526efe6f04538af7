import { describe, expect, it } from "vitest";
import {
  categoryLabel,
  categoryOptionLabel,
  categorySpellings,
  normalizeCategory,
  projectCategories,
  sameCategory,
} from "./project-categories.ts";

describe("portfolio categories", () => {
  it("lists the form vocabulary in the admin order", () => {
    expect(projectCategories).toEqual([
      "website",
      "landing-page",
      "e-commerce",
      "webapp",
      "mobile-app",
      "design",
      "other",
    ]);
  });

  it.each([
    ["websites", "website"],
    ["landing-pages", "landing-page"],
    ["ecommerce", "e-commerce"],
    ["aplicativos", "mobile-app"],
    ["designs", "design"],
    ["outros", "other"],
  ])("normalises the data-schema spelling %s to %s", (data, form) => {
    expect(normalizeCategory(data)).toBe(form);
  });

  it("keeps form spellings, forgives case and spaces, and refuses anything else", () => {
    for (const form of projectCategories) expect(normalizeCategory(form)).toBe(form);
    expect(normalizeCategory("  WebSites ")).toBe("website");
    expect(normalizeCategory("E-Commerce")).toBe("e-commerce");
    for (const bad of ["", "all", "web", "site", "apps", "constructor", "__proto__", 3, null]) {
      expect(normalizeCategory(bad)).toBeNull();
    }
  });

  it("gives every spelling of a category, and compares across spellings", () => {
    expect(categorySpellings("website")).toEqual(["website", "websites"]);
    expect(categorySpellings("webapp")).toEqual(["webapp"]);
    expect(sameCategory("aplicativos", "mobile-app")).toBe(true);
    expect(sameCategory("landing-page", "landing-pages")).toBe(true);
    expect(sameCategory("design", "website")).toBe(false);
    expect(sameCategory("nope", "nope")).toBe(false);
  });

  it("labels both spellings as docs/product.md#data-model says, unknown values as they are", () => {
    const expected: [string, string][] = [
      ["website", "Site"],
      ["websites", "Site"],
      ["landing-page", "Landing Page"],
      ["landing-pages", "Landing Page"],
      ["e-commerce", "E-commerce"],
      ["ecommerce", "E-commerce"],
      ["mobile-app", "Aplicativo"],
      ["aplicativos", "Aplicativo"],
      ["webapp", "Aplicação Web"],
      ["design", "Design"],
      ["designs", "Design"],
      ["other", "Outros"],
      ["outros", "Outros"],
    ];
    for (const [value, label] of expected) expect(categoryLabel(value, "pt-BR")).toBe(label);
    expect(categoryLabel("blockchain", "pt-BR")).toBe("blockchain");
    expect(categoryOptionLabel("blockchain")).toBe("Blockchain");
    expect(categoryOptionLabel("webapp")).toBe("Aplicação Web");
  });

  it("shows each category in English on English pages, keeping the stored value", () => {
    expect(categoryLabel("websites", "en")).toBe("Website");
    expect(categoryLabel("mobile-app", "en")).toBe("Mobile App");
    expect(categoryLabel("outros", "en")).toBe("Other");
    expect(categoryLabel("blockchain", "en")).toBe("blockchain");
    expect(normalizeCategory("websites")).toBe("website");
  });
});
