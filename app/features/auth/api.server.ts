import { Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { ok } from "../../../server/http/responses.ts";
import { isSecureRequest } from "../../../server/http/session.ts";
import { parseBody } from "../../../server/http/validation.ts";
import { errorMessages, HttpError } from "../../lib/http-error.ts";
import { isFirstSignIn } from "../audit/index.server.ts";
import { loginSchema } from "./schemas.ts";
import { clearSessionCookie, setSessionCookie } from "./session-cookie.server.ts";
import { createSession, deleteSession } from "./sessions.server.ts";
import { signIn } from "./sign-in.server.ts";

export function authRoutes(deps: RouterDeps) {
  const { config } = deps;
  const secure = (c: Parameters<typeof isSecureRequest>[0]) =>
    isSecureRequest(c, { production: config.env === "production", trustProxy: config.trustProxy });

  return new Hono<AppEnv>()
    .get("/user", (c) => {
      if (!c.var.user) throw new HttpError(401, errorMessages.unauthenticated);
      return ok(c, c.var.user);
    })
    .post("/login", async (c) => {
      const { username, password } = await parseBody(c, loginSchema);
      const client = clientIp(c, config.trustProxy);
      const user = await signIn(deps, c.var.db, client, username, password);
      // A new token on every login; the one this browser held before is ended.
      if (c.var.sessionHash) await deleteSession(c.var.db, c.var.sessionHash);
      const token = await createSession(c.var.db, user.id, c.req.header("user-agent"));
      setSessionCookie(c, token, secure(c));
      // The welcome says 'de volta' only to someone who has been here before (docs/product.md#sign-in).
      return ok(c, { ...user, firstSignIn: await isFirstSignIn(c.var.db, user.id) });
    })
    .post("/logout", async (c) => {
      if (c.var.sessionHash) await deleteSession(c.var.db, c.var.sessionHash);
      clearSessionCookie(c, secure(c));
      return ok(c, null);
    });
}
