import { z } from "zod";
import { clientIp } from "../../../server/http/client-ip.ts";
import { endpoint, reply } from "../../../server/http/endpoint.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { messageField } from "../../lib/schema-helpers.ts";
import { deleteOtherSessions } from "../auth/index.server.ts";
import { accountOf, changeOwnPassword, updateAccount } from "./account.server.ts";
import { accountTexts } from "./account-texts.ts";
import { confirmEmailChange } from "./email-change.server.ts";
import { requestPasswordReset, resetPasswordWithLink } from "./password-reset.server.ts";
import { accountDetailsSchema, endedSessionsSchema, sessionUserSchema } from "./responses.ts";
import {
  accountSchema,
  changePasswordSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  linkResetSchema,
} from "./schemas.ts";

/**
 * 'Esqueci minha senha' and the link it mails (docs/product.md#password-recovery): open to anyone
 * and limited per client; 'forgot' answers the same whoever was named. Both answer a `message`
 * and no `data`. Then the signed-in person's own account, whatever their role
 * (docs/product.md#account).
 */
export const accountEndpoints = {
  "POST /password/forgot": endpoint(
    {
      summary:
        "Esqueci minha senha: envia um link de 30 minutos ao e-mail da conta (sempre a mesma resposta)",
      access: "public",
      body: forgotPasswordSchema,
      fields: messageField,
      limit: "passwordRecovery",
    },
    async ({ body }, c, deps) => {
      const client = clientIp(c, deps.config.trustProxy);
      await requestPasswordReset(deps, c.var.db, body.username, client, c.var.log);
      return reply(undefined, { message: accountTexts.forgotSent });
    },
  ),
  "POST /password/reset": endpoint(
    {
      summary: "Nova senha pelo link enviado por e-mail (encerra todas as sessões da conta)",
      access: "public",
      body: linkResetSchema,
      fields: messageField,
      limit: "passwordRecovery",
    },
    async ({ body }, c, deps) => {
      const client = clientIp(c, deps.config.trustProxy);
      await resetPasswordWithLink(c.var.db, body.token, body.password, client);
      return reply(undefined, { message: accountTexts.resetDone });
    },
  ),
  "GET /account": endpoint(
    {
      summary: "Minha conta: dados e sessões ativas",
      access: "user",
      response: accountDetailsSchema,
    },
    (_input, c) => accountOf(c.var.db, c.var.user!, c.var.sessionHash!),
  ),
  "PATCH /account": endpoint(
    {
      summary:
        "Alterar o próprio nome e e-mail (um novo e-mail exige a senha atual, avisa o antigo e só vale depois do link enviado a ele: `pendingEmail`)",
      access: "user",
      body: accountSchema,
      response: sessionUserSchema,
      fields: z.object({ pendingEmail: z.email().nullable() }),
      audit: "account.update",
    },
    async ({ body }, c, deps) => {
      const origin = {
        client: clientIp(c, deps.config.trustProxy),
        userAgent: c.req.header("user-agent"),
      };
      const { user, pendingEmail } = await updateAccount(deps, c.var.db, c.var.user!, body, origin);
      // `pendingEmail` beside `data`: the same answer whoever else has that address.
      return reply(user, { pendingEmail });
    },
  ),
  "POST /account/email/confirm": endpoint(
    {
      summary:
        "Confirmar o novo e-mail com o link enviado a ele (24 horas, uma vez, pela mesma conta conectada)",
      access: "user",
      body: confirmEmailSchema,
      response: sessionUserSchema,
      audit: "account.update",
    },
    async ({ body }, c, deps) => {
      const secret = await appSecret(c.var.db, deps.config.appSecret);
      return confirmEmailChange(c.var.db, c.var.user!, secret, body.token);
    },
  ),
  "POST /account/password": endpoint(
    {
      summary: "Trocar a própria senha (exige a atual; encerra as outras sessões)",
      access: "user",
      body: changePasswordSchema,
      response: z.null(),
      audit: "account.password",
    },
    async ({ body }, c, deps) => {
      const client = clientIp(c, deps.config.trustProxy);
      await changeOwnPassword(deps, c.var.db, c.var.user!, client, body, c.var.sessionHash!);
      return null;
    },
  ),
  "POST /account/sessions/end-others": endpoint(
    {
      summary: "Encerrar as outras sessões da própria conta",
      access: "user",
      response: endedSessionsSchema,
      audit: "account.end_sessions",
    },
    async (_input, c) => ({
      ended: await deleteOtherSessions(c.var.db, c.var.user!.id, c.var.sessionHash!),
    }),
  ),
};
