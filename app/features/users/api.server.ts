import { z } from "zod";
import { endpoint } from "../../../server/http/endpoint.ts";
import { idParams } from "../../lib/schema-helpers.ts";
import { accountEndpoints } from "./account-api.server.ts";
import { sessionUserSchema, usersStatsSchema } from "./responses.ts";
import { registerSchema, resetPasswordSchema } from "./schemas.ts";
import { countUsers, createUser, deleteUser, listUsers, resetPassword } from "./users.server.ts";

/**
 * The users' endpoints: staff accounts, managed by admins only (docs/product.md#permissions);
 * then each person's own account and password recovery (account-api.server.ts).
 */
export const usersEndpoints = {
  "POST /register": endpoint(
    {
      summary: "Criar usuário",
      access: "admin",
      body: registerSchema,
      response: sessionUserSchema,
      status: 201,
      audit: "user.create",
    },
    ({ body }, c) => createUser(c.var.db, body),
  ),
  "GET /admin/users": endpoint(
    { summary: "Listar usuários", access: "admin", response: z.array(sessionUserSchema) },
    (_input, c) => listUsers(c.var.db),
  ),
  "GET /admin/users/stats": endpoint(
    { summary: "Total de usuários", access: "admin", response: usersStatsSchema },
    async (_input, c) => ({ count: await countUsers(c.var.db) }),
  ),
  "DELETE /admin/users/{id}": endpoint(
    {
      summary: "Excluir usuário",
      access: "admin",
      params: idParams,
      response: z.null(),
      audit: "user.delete",
    },
    async ({ params }, c) => {
      await deleteUser(c.var.db, c.var.user!, params.id);
      return null;
    },
  ),
  "POST /admin/users/{id}/reset-password-drizzle": endpoint(
    {
      summary: "Redefinir senha",
      access: "admin",
      params: idParams,
      body: resetPasswordSchema,
      response: z.null(),
      audit: "user.reset_password",
    },
    async ({ params, body }, c) => {
      await resetPassword(c.var.db, params.id, body.password);
      return null;
    },
  ),
  ...accountEndpoints,
};
