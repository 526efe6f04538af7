import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Project } from "../types.ts";
import { AdminProjectTable } from "./admin-project-table.tsx";

// The whole list is loaded (reordering sends every id); the table shows it 100 rows at a time.

const project = (index: number): Project => ({
  id: index + 1,
  title: `Projeto ${index + 1}`,
  slug: `projeto-${index + 1}`,
  description: "Descrição do projeto.",
  titleEn: null,
  slugEn: null,
  descriptionEn: null,
  category: "website",
  imageUrl: "/media/capa.webp",
  projectDate: "2026-11-01",
  projectUrl: null,
  featured: false,
  active: true,
  displayOrder: index,
  createdAt: "2026-11-01T12:00:00.000Z",
  updatedAt: "2026-11-01T12:00:00.000Z",
  images: [],
});

function render(count: number) {
  const projects = Array.from({ length: count }, (_, index) => project(index));
  return renderToString(
    createElement(
      MemoryRouter,
      null,
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(AdminProjectTable, { projects }),
      ),
    ),
  );
}

const rowIds = (html: string) => [...html.matchAll(/data-project-id="(\d+)"/g)].map((m) => m[1]);

describe("the projects table", () => {
  it("shows the first 100 projects in order, and how many there are, with 'Carregar mais'", () => {
    const html = render(250);
    expect(rowIds(html)).toEqual(Array.from({ length: 100 }, (_, i) => String(i + 1)));
    expect(html).toContain("Mostrando <!-- -->100<!-- --> de <!-- -->250");
    expect(html).toContain("Carregar mais");
  });

  it("shows every project, with no foot, when there are 100 or fewer", () => {
    const html = render(100);
    expect(rowIds(html)).toHaveLength(100);
    expect(html).not.toContain("Carregar mais");
    expect(html).not.toContain("Mostrando");
  });
});
