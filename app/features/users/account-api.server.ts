import { Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { ok } from "../../../server/http/responses.ts";
import { requireUser } from "../../../server/http/session.ts";
import { parseBody } from "../../../server/http/validation.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { deleteOtherSessions } from "../auth/index.server.ts";
import { accountOf, changeOwnPassword, updateAccount } from "./account.server.ts";
import { accountTexts } from "./account-texts.ts";
import { confirmEmailChange } from "./email-change.server.ts";
import { requestPasswordReset, resetPasswordWithLink } from "./password-reset.server.ts";
import {
  accountSchema,
  changePasswordSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  linkResetSchema,
} from "./schemas.ts";

/**
 * /api/password: 'Esqueci minha senha' and the link it mails (docs/product.md#password-recovery).
 * Both are open to anyone and limited per client; 'forgot' answers the same whoever was named.
 */
export function passwordRoutes(deps: RouterDeps) {
  const { config, limiters } = deps;
  return new Hono<AppEnv>()
    .post("/forgot", async (c) => {
      const client = clientIp(c, config.trustProxy);
      await limiters.passwordRecovery.take(client);
      const { username } = await parseBody(c, forgotPasswordSchema);
      await requestPasswordReset(deps, c.var.db, username, client, c.var.log);
      return c.json({ success: true as const, message: accountTexts.forgotSent });
    })
    .post("/reset", async (c) => {
      const client = clientIp(c, config.trustProxy);
      await limiters.passwordRecovery.take(client);
      const { token, password } = await parseBody(c, linkResetSchema);
      await resetPasswordWithLink(c.var.db, token, password, client);
      return c.json({ success: true as const, message: accountTexts.resetDone });
    });
}

/** /api/account: the signed-in person's own account, whatever their role (docs/product.md#account). */
export function accountRoutes(deps: RouterDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => ok(c, await accountOf(c.var.db, c.var.user!, c.var.sessionHash!)))
    .patch("/", async (c) => {
      const input = await parseBody(c, accountSchema);
      const origin = {
        client: clientIp(c, deps.config.trustProxy),
        userAgent: c.req.header("user-agent"),
      };
      const { user, pendingEmail } = await updateAccount(
        deps,
        c.var.db,
        c.var.user!,
        input,
        origin,
      );
      // `pendingEmail` beside `data`: the same answer whoever else has that address.
      return c.json({ success: true as const, data: user, pendingEmail });
    })
    .post("/email/confirm", async (c) => {
      const { token } = await parseBody(c, confirmEmailSchema);
      const secret = await appSecret(c.var.db, deps.config.appSecret);
      return ok(c, await confirmEmailChange(c.var.db, c.var.user!, secret, token));
    })
    .post("/password", async (c) => {
      const passwords = await parseBody(c, changePasswordSchema);
      const client = clientIp(c, deps.config.trustProxy);
      await changeOwnPassword(deps, c.var.db, c.var.user!, client, passwords, c.var.sessionHash!);
      return ok(c, null);
    })
    .post("/sessions/end-others", async (c) => {
      const ended = await deleteOtherSessions(c.var.db, c.var.user!.id, c.var.sessionHash!);
      return ok(c, { ended });
    });
}
