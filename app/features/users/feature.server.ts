import type { Feature } from "../../../server/http/feature.ts";
import { registerRoutes, usersRoutes } from "./api.server.ts";
import { registerSchema, resetPasswordSchema } from "./schemas.ts";

/** Staff accounts, managed by admins. */
export const usersFeature: Feature = {
  name: "users",
  api: [
    { path: "/register", routes: registerRoutes },
    { path: "/admin/users", routes: usersRoutes },
  ],
  docs: {
    "POST /api/register": {
      summary: "Criar usuário",
      access: "admin",
      audit: "user.create",
      body: registerSchema,
      created: true,
    },
    "GET /api/admin/users": { summary: "Listar usuários", access: "admin" },
    "GET /api/admin/users/stats": { summary: "Total de usuários", access: "admin" },
    "DELETE /api/admin/users/{id}": {
      summary: "Excluir usuário",
      access: "admin",
      audit: "user.delete",
    },
    "POST /api/admin/users/{id}/reset-password-drizzle": {
      summary: "Redefinir senha",
      access: "admin",
      audit: "user.reset_password",
      body: resetPasswordSchema,
    },
  },
};
