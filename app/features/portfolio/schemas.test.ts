import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  isSafeUrl,
  projectCreateSchema,
  projectFormSchema,
  projectImageSchema,
  projectUpdateSchema,
  reorderSchema,
} from "./schemas.ts";

const valid = {
  title: "Loja Aurora",
  slug: "loja-aurora",
  description: "Uma loja virtual completa.",
  category: "ecommerce",
  imageUrl: "https://cdn.example.com/a.png",
};

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("isSafeUrl (docs/product.md#api-conventions)", () => {
  it.each([
    "https://example.com",
    "http://example.com/a/b.png?x=1#y",
    "HTTPS://EXAMPLE.COM/X",
    "/media/projeto/capa.webp",
    "/media/a-b_c.1.png",
  ])("accepts %s", (url) => expect(isSafeUrl(url)).toBe(true));

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:image/png;base64,AAAA",
    "vbscript:x",
    "ftp://example.com/a",
    "file:///etc/passwd",
    "//evil.example.com/a.png",
    "/admin",
    "/media/",
    "/media/../secret",
    "/media/a/../../x",
    "/media/%2e%2e/x",
    "/media/a b.png",
    "https://exa mple.com",
    "https:\\\\evil.com",
    "java\tscript:alert(1)",
    "https://",
    "example.com",
    "imagem.png",
  ])("refuses %s", (url) => expect(isSafeUrl(url)).toBe(false));
});

describe("projectFormSchema (docs/product.md#validation)", () => {
  it("applies the defaults: today, not featured, active, no project URL", () => {
    const before = Date.now();
    const data = projectFormSchema.parse(valid);
    expect(data.category).toBe("e-commerce");
    expect(data.featured).toBe(false);
    expect(data.active).toBe(true);
    expect(data.projectUrl).toBeNull();
    expect(data.projectDate.getTime()).toBeGreaterThanOrEqual(before);
  });

  it.each([
    [{ title: "ab" }, "O título deve ter pelo menos 3 caracteres"],
    [{ title: "x".repeat(101) }, "O título não pode exceder 100 caracteres"],
    [{ slug: "ab" }, "O slug deve ter pelo menos 3 caracteres"],
    [{ slug: "a".repeat(101) }, "O slug não pode exceder 100 caracteres"],
    [{ slug: "Loja Aurora" }, "O slug deve conter apenas letras minúsculas, números e hífens"],
    [{ slug: "loja_aurora" }, "O slug deve conter apenas letras minúsculas, números e hífens"],
    [{ description: "curta" }, "A descrição deve ter pelo menos 10 caracteres"],
    [{ description: "x".repeat(501) }, "A descrição não pode exceder 500 caracteres"],
    [{ category: "" }, "Selecione uma categoria"],
    [{ category: "blockchain" }, "Selecione uma categoria"],
    [{ imageUrl: "" }, "A URL da imagem é obrigatória"],
    [{ imageUrl: undefined }, "A URL da imagem é obrigatória"],
    [{ imageUrl: "não é url" }, "URL da imagem inválida"],
    [{ projectUrl: "javascript:alert(1)" }, "URL do projeto inválida"],
    [{ projectDate: "ontem" }, "Data do projeto inválida"],
  ])("refuses %o with its message", (change, message) => {
    expect(firstMessage(projectFormSchema, { ...valid, ...change })).toBe(message);
  });

  it("accepts an empty project URL as none and a Date from the picker", () => {
    const date = new Date("2023-06-01T15:00:00Z");
    const data = projectFormSchema.parse({ ...valid, projectUrl: "", projectDate: date });
    expect(data.projectUrl).toBeNull();
    expect(data.projectDate.toISOString()).toBe(date.toISOString());
  });
});

describe("projectCreateSchema and projectUpdateSchema (API)", () => {
  it("allows descriptions up to 2000 characters, not more", () => {
    expect(projectCreateSchema.safeParse({ ...valid, description: "x".repeat(2000) }).success).toBe(
      true,
    );
    expect(firstMessage(projectCreateSchema, { ...valid, description: "x".repeat(2001) })).toBe(
      "A descrição não pode exceder 2000 caracteres",
    );
  });

  it("pins a date-only value to midday UTC and refuses impossible dates", () => {
    const data = projectCreateSchema.parse({ ...valid, projectDate: "2024-02-29" });
    expect(data.projectDate.toISOString()).toBe("2024-02-29T12:00:00.000Z");
    for (const bad of ["2024-02-30", "2024-13-01", "1500-01-01", true, 0, {}]) {
      expect(firstMessage(projectCreateSchema, { ...valid, projectDate: bad })).toBe(
        "Data do projeto inválida",
      );
    }
  });

  it("takes any subset on update, but at least one known field", () => {
    expect(projectUpdateSchema.parse({ title: "Novo título" })).toEqual({ title: "Novo título" });
    expect(projectUpdateSchema.parse({ projectUrl: "" })).toEqual({ projectUrl: null });
    expect(projectUpdateSchema.parse({ category: "designs" })).toEqual({ category: "design" });
    for (const empty of [{}, { id: 3, createdAt: "2020-01-01" }, { displayOrder: 2 }]) {
      expect(firstMessage(projectUpdateSchema, empty)).toBe(
        "Informe ao menos um campo para atualizar",
      );
    }
    expect(firstMessage(projectUpdateSchema, { featured: "sim" })).toBe(
      "O campo destacado deve ser verdadeiro ou falso",
    );
  });
});

describe("projectImageSchema and reorderSchema", () => {
  it("requires a safe image URL and a description of at most 200 characters", () => {
    expect(projectImageSchema.parse({ imageUrl: " /media/x.png ", alt: " Fachada " })).toEqual({
      imageUrl: "/media/x.png",
      alt: "Fachada",
      altEn: null,
    });
    expect(firstMessage(projectImageSchema, { imageUrl: "data:x", alt: "a" })).toBe(
      "URL da imagem inválida",
    );
    expect(firstMessage(projectImageSchema, { imageUrl: "/media/x.png", alt: "" })).toBe(
      "Descrição da imagem é obrigatória",
    );
    expect(
      firstMessage(projectImageSchema, { imageUrl: "/media/x.png", alt: "x".repeat(201) }),
    ).toBe("A descrição da imagem não pode exceder 200 caracteres");
  });

  it("wants a list of positive integer ids", () => {
    expect(reorderSchema.parse({ orderedIds: [3, 1, 2] })).toEqual({ orderedIds: [3, 1, 2] });
    expect(firstMessage(reorderSchema, {})).toBe(
      "Envie a lista completa de projetos na nova ordem",
    );
    expect(firstMessage(reorderSchema, { orderedIds: "1,2" })).toBe(
      "Envie a lista completa de projetos na nova ordem",
    );
    for (const bad of [[0], [-1], [1.5], ["1"], [null]]) {
      expect(firstMessage(reorderSchema, { orderedIds: bad })).toBe(
        "Identificador de projeto inválido",
      );
    }
  });
});
