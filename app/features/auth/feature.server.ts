import type { Feature } from "../../../server/http/feature.ts";
import { authRoutes } from "./api.server.ts";
import { loginSchema } from "./schemas.ts";

/** Signing in and out, and the session's user. */
export const authFeature: Feature = {
  name: "auth",
  api: [{ path: "/", routes: authRoutes }],
  docs: {
    "GET /api/user": { summary: "Usuário da sessão", access: "user" },
    "POST /api/login": { summary: "Entrar", access: "public", body: loginSchema },
    "POST /api/logout": { summary: "Sair (idempotente)", access: "public", audit: "auth.sign_out" },
  },
};
