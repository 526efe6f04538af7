import { describe, expect, it } from "vitest";
import type { Project } from "../portfolio/types.ts";
import {
  categoryFilterLabel,
  countHomeFilters,
  effectiveHomeFilter,
  HOME_PORTFOLIO_LIMIT,
  homeFilterFromQuery,
  homeFilterHref,
  homeFilterOrder,
  homeProjects,
} from "./portfolio-filter.ts";

let nextId = 1;
function project(overrides: Partial<Project>): Project {
  const id = nextId++;
  return {
    id,
    title: `Projeto ${id}`,
    slug: `projeto-${id}`,
    description: "Descrição do projeto de teste",
    titleEn: null,
    slugEn: null,
    descriptionEn: null,
    category: "website",
    imageUrl: "",
    projectDate: "2024-01-01T00:00:00.000Z",
    projectUrl: null,
    featured: false,
    active: true,
    displayOrder: id,
    createdAt: `2024-01-${String(id).padStart(2, "0")}T00:00:00.000Z`,
    updatedAt: "2024-01-01T00:00:00.000Z",
    images: [],
    ...overrides,
  };
}

describe("home portfolio filter", () => {
  it("counts 'all' as the featured projects and categories in either spelling", () => {
    const counts = countHomeFilters([
      project({ category: "website", featured: true }),
      project({ category: "websites" }),
      project({ category: "e-commerce" }),
      project({ category: "mobile-app", featured: true }),
      project({ category: "webapp" }),
    ]);
    expect(counts).toEqual({
      all: 2,
      websites: 2,
      "landing-page": 0,
      ecommerce: 1,
      aplicativos: 1,
      designs: 0,
      outros: 0,
    });
  });

  it("keeps a chosen chip that has projects", () => {
    const counts = countHomeFilters([project({ featured: true }), project({ category: "design" })]);
    expect(effectiveHomeFilter("designs", counts)).toBe("designs");
  });

  it("falls back to the first non-empty chip in docs/product.md#data-rules's order", () => {
    // No featured project: 'all' is empty, the first non-empty after it is landing-page.
    const counts = countHomeFilters([
      project({ category: "design" }),
      project({ category: "landing-pages" }),
    ]);
    expect(effectiveHomeFilter("all", counts)).toBe("landing-page");
    expect(effectiveHomeFilter("outros", counts)).toBe("landing-page");
  });

  it("has nothing to show without projects", () => {
    expect(effectiveHomeFilter("all", countHomeFilters([]))).toBeNull();
  });

  it("shows at most 6 projects, newest first", () => {
    const projects = Array.from({ length: 9 }, () => project({ featured: true }));
    const shown = homeProjects(projects, "all");
    expect(shown).toHaveLength(HOME_PORTFOLIO_LIMIT);
    expect(shown.map((p) => p.id)).toEqual(
      [...projects]
        .reverse()
        .slice(0, 6)
        .map((p) => p.id),
    );
  });

  it("orders and labels the home filter tabs", () => {
    expect(homeFilterOrder).toEqual([
      "all",
      "websites",
      "landing-page",
      "ecommerce",
      "aplicativos",
      "designs",
      "outros",
    ]);
    expect(homeFilterOrder.map((value) => categoryFilterLabel(value, "pt-BR"))).toEqual([
      "Destaques",
      "Site",
      "Landing Page",
      "E-commerce",
      "Aplicativo",
      "Design",
      "Outros",
    ]);
  });

  it("links each chip to the home with that chip chosen, in /portfolio's parameter and spelling", () => {
    expect(homeFilterOrder.map((filter) => homeFilterHref(filter))).toEqual([
      "/#portfolio",
      "/?category=website#portfolio",
      "/?category=landing-page#portfolio",
      "/?category=e-commerce#portfolio",
      "/?category=mobile-app#portfolio",
      "/?category=design#portfolio",
      "/?category=other#portfolio",
    ]);
    // Every link leads back to its own chip.
    for (const filter of homeFilterOrder) {
      const query = new URL(homeFilterHref(filter), "http://site").searchParams.get("category");
      expect(homeFilterFromQuery(query)).toBe(filter);
    }
  });

  it("reads the chip from the address in either spelling; anything else is 'all'", () => {
    expect(homeFilterFromQuery("websites")).toBe("websites");
    expect(homeFilterFromQuery(" Landing-Pages ")).toBe("landing-page");
    expect(homeFilterFromQuery("ecommerce")).toBe("ecommerce");
    for (const value of [null, "", "all", "webapp", "constructor", "nada"]) {
      expect(homeFilterFromQuery(value)).toBe("all");
    }
  });
});
