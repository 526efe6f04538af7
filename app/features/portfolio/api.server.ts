import { Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { ok, okJson } from "../../../server/http/responses.ts";
import { requireUser } from "../../../server/http/session.ts";
import { parseBody, parseId, parseQuery, validate } from "../../../server/http/validation.ts";
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

/** /api/portfolio: public reads (docs/product.md#data-rules). */
export function portfolioPublicRoutes(_deps: RouterDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { category } = parseQuery(c, publicProjectsQuerySchema);
      return ok(
        c,
        await withCoverPictures(c.var.db, await listPublicProjects(c.var.db, { category })),
      );
    })
    .get("/:slug", async (c) => {
      const slug = validate(projectSlugParamSchema, c.req.param("slug"));
      return ok(c, await getPublicProjectBySlug(c.var.db, slug));
    });
}

/** /api/admin/portfolio: any signed-in staff member, editor or admin (docs/product.md#permissions). */
export function portfolioAdminRoutes(_deps: RouterDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireUser)
      .get("/", async (c) => okJson(c, await projectListJson(c.var.db)))
      // Fixed paths before "/:id", so "categories" is never read as an id.
      .get("/categories", (c) => ok(c, listCategories()))
      .post("/reorder", async (c) => {
        const { orderedIds } = await parseBody(c, reorderSchema);
        return ok(c, await reorderProjects(c.var.db, orderedIds));
      })
      .delete("/images/:imageId", async (c) => {
        await deleteProjectImage(c.var.db, parseId(c.req.param("imageId")));
        return ok(c, null);
      })
      .post("/", async (c) => {
        const input = await parseBody(c, projectCreateSchema);
        return ok(c, await createProject(c.var.db, input), 201);
      })
      .get("/:id", async (c) => ok(c, await getProject(c.var.db, parseId(c.req.param("id")))))
      .patch("/:id", async (c) => {
        const id = parseId(c.req.param("id"));
        const input = await parseBody(c, projectUpdateSchema);
        return ok(c, await updateProject(c.var.db, id, input));
      })
      .patch("/:id/featured", async (c) => {
        const id = parseId(c.req.param("id"));
        const { featured } = await parseBody(c, projectFeaturedSchema);
        return ok(c, await setProjectFeatured(c.var.db, id, featured));
      })
      .patch("/:id/active", async (c) => {
        const id = parseId(c.req.param("id"));
        const { active } = await parseBody(c, projectActiveSchema);
        return ok(c, await setProjectActive(c.var.db, id, active));
      })
      .delete("/:id", async (c) => {
        await deleteProject(c.var.db, parseId(c.req.param("id")));
        return ok(c, null);
      })
      .post("/:id/images", async (c) => {
        const id = parseId(c.req.param("id"));
        const input = await parseBody(c, projectImageSchema);
        return ok(c, await addProjectImage(c.var.db, id, input), 201);
      })
  );
}
