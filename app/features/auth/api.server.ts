import { Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { ok } from "../../../server/http/responses.ts";
import {
  clearSessionCookie,
  isSecureRequest,
  requireAdmin,
  setSessionCookie,
} from "../../../server/http/session.ts";
import { parseBody } from "../../../server/http/validation.ts";
import { errorMessages, HttpError } from "../../lib/http-error.ts";
import { registerSchema } from "../users/schemas.ts";
import { authenticate, createUser } from "../users/users.server.ts";
import { loginSchema } from "./schemas.ts";
import { createSession, deleteSession } from "./sessions.server.ts";

export const loginFailedMessage = "Usuário ou senha incorretos.";

export function authRoutes({ config, limiters }: RouterDeps) {
  const secure = (c: Parameters<typeof isSecureRequest>[0]) =>
    isSecureRequest(c, { production: config.env === "production", trustProxy: config.trustProxy });

  return new Hono<AppEnv>()
    .get("/user", (c) => {
      if (!c.var.user) throw new HttpError(401, errorMessages.unauthenticated);
      return ok(c, c.var.user);
    })
    .post("/login", async (c) => {
      const { username, password } = await parseBody(c, loginSchema);
      const key = `${clientIp(c, config.trustProxy)}|${username.toLowerCase()}`;
      limiters.failedLogins.check(key);
      const user = await authenticate(c.var.db, username, password);
      if (!user) {
        limiters.failedLogins.record(key);
        throw new HttpError(401, loginFailedMessage);
      }
      limiters.failedLogins.reset(key);
      // A new token on every login; the one this browser held before is ended.
      if (c.var.sessionHash) await deleteSession(c.var.db, c.var.sessionHash);
      setSessionCookie(c, await createSession(c.var.db, user.id), secure(c));
      return ok(c, user);
    })
    .post("/logout", async (c) => {
      if (c.var.sessionHash) await deleteSession(c.var.db, c.var.sessionHash);
      clearSessionCookie(c, secure(c));
      return ok(c, null);
    })
    .post("/register", requireAdmin, async (c) => {
      const input = await parseBody(c, registerSchema);
      return ok(c, await createUser(c.var.db, input), 201);
    });
}
