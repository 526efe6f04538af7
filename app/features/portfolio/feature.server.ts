import type { Feature } from "../../../server/http/feature.ts";
import { portfolioAdminRoutes, portfolioPublicRoutes } from "./api.server.ts";
import {
  projectActiveSchema,
  projectCreateSchema,
  projectFeaturedSchema,
  projectImageSchema,
  projectUpdateSchema,
  reorderSchema,
} from "./schemas.ts";

/** The agency's projects: managed by staff, shown on /portfolio and the project pages. */
export const portfolioFeature: Feature = {
  name: "portfolio",
  api: [
    { path: "/portfolio", routes: portfolioPublicRoutes },
    { path: "/admin/portfolio", routes: portfolioAdminRoutes },
  ],
  docs: {
    "GET /api/portfolio": { summary: "Projetos ativos (?category=)", access: "public" },
    "GET /api/portfolio/{slug}": { summary: "Projeto ativo pelo slug", access: "public" },
    "GET /api/admin/portfolio": { summary: "Todos os projetos, em ordem", access: "user" },
    "GET /api/admin/portfolio/categories": { summary: "Categorias do formulário", access: "user" },
    "GET /api/admin/portfolio/{id}": { summary: "Projeto com imagens", access: "user" },
    "POST /api/admin/portfolio": {
      summary: "Criar projeto",
      access: "user",
      audit: "project.create",
      body: projectCreateSchema,
      created: true,
    },
    "PATCH /api/admin/portfolio/{id}": {
      summary: "Atualizar projeto",
      access: "user",
      audit: "project.update",
      body: projectUpdateSchema,
    },
    "PATCH /api/admin/portfolio/{id}/featured": {
      summary: "Destacar projeto",
      access: "user",
      audit: "project.feature",
      body: projectFeaturedSchema,
    },
    "PATCH /api/admin/portfolio/{id}/active": {
      summary: "Ativar projeto",
      access: "user",
      audit: "project.activate",
      body: projectActiveSchema,
    },
    "DELETE /api/admin/portfolio/{id}": {
      summary: "Excluir projeto",
      access: "user",
      audit: "project.delete",
    },
    "POST /api/admin/portfolio/reorder": {
      summary: "Reordenar (todos os ids)",
      access: "user",
      audit: "project.reorder",
      body: reorderSchema,
    },
    "POST /api/admin/portfolio/{id}/images": {
      summary: "Adicionar imagem",
      access: "user",
      audit: "project.image_add",
      body: projectImageSchema,
      created: true,
    },
    "DELETE /api/admin/portfolio/images/{imageId}": {
      summary: "Remover imagem",
      access: "user",
      audit: "project.image_remove",
    },
  },
  invalidates: [{ path: "/admin/portfolio/*", tags: ["portfolio"] }],
  pages: [
    { path: /^\/portfolio$/, tags: ["portfolio"] },
    { path: /^\/portfolio\/[^/]+$/, tags: ["portfolio"] },
    // The sitemap lists every active project.
    { path: /^\/sitemap\.xml$/, tags: ["portfolio"] },
  ],
  reads: [{ path: /^\/api\/portfolio(\/[^/]+)?$/, tags: ["portfolio"] }],
};
