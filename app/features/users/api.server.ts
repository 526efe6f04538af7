import { Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { ok } from "../../../server/http/responses.ts";
import { requireAdmin } from "../../../server/http/session.ts";
import { parseBody, parseId } from "../../../server/http/validation.ts";
import { registerSchema, resetPasswordSchema } from "./schemas.ts";
import { countUsers, createUser, deleteUser, listUsers, resetPassword } from "./users.server.ts";

/** /api/admin/users: admins only (docs/product.md#permissions). */
export function usersRoutes(_deps: RouterDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get("/", async (c) => ok(c, await listUsers(c.var.db)))
    .get("/stats", async (c) => ok(c, { count: await countUsers(c.var.db) }))
    .delete("/:id", async (c) => {
      await deleteUser(c.var.db, c.var.user!, parseId(c.req.param("id")));
      return ok(c, null);
    })
    .post("/:id/reset-password-drizzle", async (c) => {
      const id = parseId(c.req.param("id"));
      const { password } = await parseBody(c, resetPasswordSchema);
      await resetPassword(c.var.db, id, password);
      return ok(c, null);
    });
}

/** POST /api/register: an admin creates a staff account. */
export function registerRoutes(_deps: RouterDeps) {
  return new Hono<AppEnv>().post("/", requireAdmin, async (c) => {
    const input = await parseBody(c, registerSchema);
    return ok(c, await createUser(c.var.db, input), 201);
  });
}
