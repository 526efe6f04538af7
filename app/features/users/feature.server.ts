import type { Feature } from "../../../server/http/feature.ts";
import type { ScheduledJob } from "../../../server/jobs/scheduler.ts";
import { deleteExpiredSessions } from "../auth/index.server.ts";
import { accountRoutes, passwordRoutes } from "./account-api.server.ts";
import { registerRoutes, usersRoutes } from "./api.server.ts";
import { deleteExpiredResetLinks } from "./password-reset.server.ts";
import {
  accountSchema,
  changePasswordSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  linkResetSchema,
  registerSchema,
  resetPasswordSchema,
} from "./schemas.ts";

/** Sessions and password links past their time are refused already; this clears them away. */
const expiredSignInsJob: ScheduledJob = {
  name: "expired-sign-ins",
  everyMs: 24 * 3_600_000,
  run: async (db) => {
    const sessions = await deleteExpiredSessions(db);
    const links = await deleteExpiredResetLinks(db);
    return `${sessions} sessões e ${links} links de senha vencidos apagados`;
  },
};

/** Staff accounts: managed by admins, and each person's own (account page, password recovery). */
export const usersFeature: Feature = {
  name: "users",
  api: [
    { path: "/register", routes: registerRoutes },
    { path: "/admin/users", routes: usersRoutes },
    { path: "/password", routes: passwordRoutes },
    { path: "/account", routes: accountRoutes },
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
    "POST /api/password/forgot": {
      summary:
        "Esqueci minha senha: envia um link de 30 minutos ao e-mail da conta (sempre a mesma resposta)",
      access: "public",
      body: forgotPasswordSchema,
    },
    "POST /api/password/reset": {
      summary: "Nova senha pelo link enviado por e-mail (encerra todas as sessões da conta)",
      access: "public",
      body: linkResetSchema,
    },
    "GET /api/account": {
      summary: "Minha conta: dados e sessões ativas",
      access: "user",
    },
    "PATCH /api/account": {
      summary:
        "Alterar o próprio nome e e-mail (um novo e-mail exige a senha atual, avisa o antigo e só vale depois do link enviado a ele: `pendingEmail`)",
      access: "user",
      audit: "account.update",
      body: accountSchema,
    },
    "POST /api/account/email/confirm": {
      summary:
        "Confirmar o novo e-mail com o link enviado a ele (24 horas, uma vez, pela mesma conta conectada)",
      access: "user",
      audit: "account.update",
      body: confirmEmailSchema,
    },
    "POST /api/account/password": {
      summary: "Trocar a própria senha (exige a atual; encerra as outras sessões)",
      access: "user",
      audit: "account.password",
      body: changePasswordSchema,
    },
    "POST /api/account/sessions/end-others": {
      summary: "Encerrar as outras sessões da própria conta",
      access: "user",
      audit: "account.end_sessions",
    },
  },
  jobs: () => [expiredSignInsJob],
};
