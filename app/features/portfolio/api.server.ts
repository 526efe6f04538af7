import { z } from "zod";
import { endpoint } from "../../../server/http/endpoint.ts";
import { okJson } from "../../../server/http/responses.ts";
import { idParams } from "../../lib/schema-helpers.ts";
import { withCoverPictures } from "./pictures.server.ts";
import {
  addProjectImage,
  createProject,
  deleteProject,
  deleteProjectImage,
  getProject,
  getPublicProjectBySlug,
  listCategories,
  listPublicProjects,
  projectListJson,
  reorderProjects,
  setProjectActive,
  setProjectFeatured,
  updateProject,
} from "./portfolio.server.ts";
import { projectImageResponseSchema, projectSchema } from "./responses.ts";
import {
  projectActiveSchema,
  projectCreateSchema,
  projectFeaturedSchema,
  projectImageSchema,
  projectSlugParamSchema,
  projectUpdateSchema,
  publicProjectsQuerySchema,
  reorderSchema,
} from "./schemas.ts";

const projectList = z.array(projectSchema);
/** `{slug}`: control characters are a 400 like in any field; a slug no project has, a 404. */
const slugParams = z.object({ slug: projectSlugParamSchema });
/** `{imageId}`: an id like any other (`idParams`). */
const imageParams = z.object({ imageId: idParams.shape.id });

/**
 * The portfolio's endpoints: public reads of the active projects (docs/product.md#data-rules),
 * and their management for any signed-in staff member, editor or admin
 * (docs/product.md#permissions). Every write drops the public pages that show projects.
 * Fixed paths come before `{id}`, so "categories" is never read as an id.
 */
export const portfolioEndpoints = {
  "GET /portfolio": endpoint(
    {
      summary: "Projetos ativos (?category=)",
      access: "public",
      query: publicProjectsQuerySchema,
      response: projectList,
    },
    async ({ query }, c) => withCoverPictures(c.var.db, await listPublicProjects(c.var.db, query)),
  ),
  "GET /portfolio/{slug}": endpoint(
    {
      summary: "Projeto ativo pelo slug",
      access: "public",
      params: slugParams,
      response: projectSchema,
    },
    ({ params }, c) => getPublicProjectBySlug(c.var.db, params.slug),
  ),
  "GET /admin/portfolio": endpoint(
    { summary: "Todos os projetos, em ordem", access: "user", response: projectList },
    // The list as remembered, already serialised (projectListJson): answered as it is.
    async (_input, c) => okJson(c, await projectListJson(c.var.db)),
  ),
  "GET /admin/portfolio/categories": endpoint(
    { summary: "Categorias do formulário", access: "user", response: z.array(z.string()) },
    () => listCategories(),
  ),
  "POST /admin/portfolio/reorder": endpoint(
    {
      summary: "Reordenar (todos os ids)",
      access: "user",
      body: reorderSchema,
      response: projectList,
      audit: "project.reorder",
      drops: ["portfolio"],
    },
    ({ body }, c) => reorderProjects(c.var.db, body.orderedIds),
  ),
  "DELETE /admin/portfolio/images/{imageId}": endpoint(
    {
      summary: "Remover imagem",
      access: "user",
      params: imageParams,
      response: z.null(),
      audit: "project.image_remove",
      drops: ["portfolio"],
    },
    async ({ params }, c) => {
      await deleteProjectImage(c.var.db, params.imageId);
      return null;
    },
  ),
  "POST /admin/portfolio": endpoint(
    {
      summary: "Criar projeto",
      access: "user",
      body: projectCreateSchema,
      response: projectSchema,
      status: 201,
      audit: "project.create",
      drops: ["portfolio"],
    },
    ({ body }, c) => createProject(c.var.db, body),
  ),
  "GET /admin/portfolio/{id}": endpoint(
    { summary: "Projeto com imagens", access: "user", params: idParams, response: projectSchema },
    ({ params }, c) => getProject(c.var.db, params.id),
  ),
  "PATCH /admin/portfolio/{id}": endpoint(
    {
      summary: "Atualizar projeto",
      access: "user",
      params: idParams,
      body: projectUpdateSchema,
      response: projectSchema,
      audit: "project.update",
      drops: ["portfolio"],
    },
    ({ params, body }, c) => updateProject(c.var.db, params.id, body),
  ),
  "PATCH /admin/portfolio/{id}/featured": endpoint(
    {
      summary: "Destacar projeto",
      access: "user",
      params: idParams,
      body: projectFeaturedSchema,
      response: projectSchema,
      audit: "project.feature",
      drops: ["portfolio"],
    },
    ({ params, body }, c) => setProjectFeatured(c.var.db, params.id, body.featured),
  ),
  "PATCH /admin/portfolio/{id}/active": endpoint(
    {
      summary: "Ativar projeto",
      access: "user",
      params: idParams,
      body: projectActiveSchema,
      response: projectSchema,
      audit: "project.activate",
      drops: ["portfolio"],
    },
    ({ params, body }, c) => setProjectActive(c.var.db, params.id, body.active),
  ),
  "DELETE /admin/portfolio/{id}": endpoint(
    {
      summary: "Excluir projeto",
      access: "user",
      params: idParams,
      response: z.null(),
      audit: "project.delete",
      drops: ["portfolio"],
    },
    async ({ params }, c) => {
      await deleteProject(c.var.db, params.id);
      return null;
    },
  ),
  "POST /admin/portfolio/{id}/images": endpoint(
    {
      summary: "Adicionar imagem",
      access: "user",
      params: idParams,
      body: projectImageSchema,
      response: projectImageResponseSchema,
      status: 201,
      audit: "project.image_add",
      drops: ["portfolio"],
    },
    ({ params, body }, c) => addProjectImage(c.var.db, params.id, body),
  ),
};
