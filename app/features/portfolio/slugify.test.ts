import { describe, expect, it } from "vitest";
import { slugify } from "./slugify.ts";

describe("slugify (docs/product.md#data-rules slug auto-generation)", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(slugify("Loja Virtual Moda")).toBe("loja-virtual-moda");
  });

  it("removes accents", () => {
    expect(slugify("Clínica São João Ação")).toBe("clinica-sao-joao-acao");
  });

  it("removes non-word characters", () => {
    expect(slugify("Café & Cia. (2024)!")).toBe("cafe-cia-2024");
  });

  it("collapses repeated spaces and hyphens", () => {
    expect(slugify("Portal  --  Notícias   Já")).toBe("portal-noticias-ja");
  });

  it("trims leading and trailing separators", () => {
    expect(slugify("  - Landing Page -  ")).toBe("landing-page");
  });

  it("only produces characters the slug rule accepts", () => {
    const slug = slugify("Ótimo_Projeto — Çedilha/ÑANDÚ 100%");
    // Non-word characters are removed, not replaced (docs/product.md#data-rules), so "/" joins its neighbours.
    expect(slug).toBe("otimo-projeto-cedilhanandu-100");
    expect(slug).toMatch(/^[a-z0-9-]+$/);
  });

  it("gives an empty string for a title with nothing usable", () => {
    expect(slugify("!!! ???")).toBe("");
  });
});
