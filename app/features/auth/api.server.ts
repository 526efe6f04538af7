import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { endpoint } from "../../../server/http/endpoint.ts";
import { isSecureRequest } from "../../../server/http/session.ts";
import { isFirstSignIn } from "../audit/index.server.ts";
import { sessionUserSchema, signedInUserSchema } from "./responses.ts";
import { loginSchema } from "./schemas.ts";
import { clearSessionCookie, setSessionCookie } from "./session-cookie.server.ts";
import { createSession, deleteSession } from "./sessions.server.ts";
import { signIn } from "./sign-in.server.ts";

const secure = (c: Context<AppEnv>, { config }: RouterDeps) =>
  isSecureRequest(c, { production: config.env === "production", trustProxy: config.trustProxy });

/** Signing in and out, and the session's user. */
export const authEndpoints = {
  "GET /user": endpoint(
    { summary: "Usuário da sessão", access: "user", response: sessionUserSchema },
    (_input, c) => c.var.user!,
  ),
  "POST /login": endpoint(
    { summary: "Entrar", access: "public", body: loginSchema, response: signedInUserSchema },
    async ({ body: { username, password } }, c, deps) => {
      const client = clientIp(c, deps.config.trustProxy);
      const user = await signIn(deps, c.var.db, client, username, password);
      // A new token on every login; the one this browser held before is ended.
      if (c.var.sessionHash) await deleteSession(c.var.db, c.var.sessionHash);
      const token = await createSession(c.var.db, user.id, c.req.header("user-agent"));
      setSessionCookie(c, token, secure(c, deps));
      // The welcome says 'de volta' only to someone who has been here before (docs/product.md#sign-in).
      return { ...user, firstSignIn: await isFirstSignIn(c.var.db, user.id) };
    },
  ),
  "POST /logout": endpoint(
    {
      summary: "Sair (idempotente)",
      access: "public",
      response: z.null(),
      audit: "auth.sign_out",
    },
    async (_input, c, deps) => {
      if (c.var.sessionHash) await deleteSession(c.var.db, c.var.sessionHash);
      clearSessionCookie(c, secure(c, deps));
      return null;
    },
  ),
};
