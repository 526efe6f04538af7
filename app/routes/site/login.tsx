import { LockKeyhole } from "lucide-react";
import { redirect, useActionData } from "react-router";
import { runFormAction } from "../../../server/http/form-action.ts";
import { pageActionContext } from "../../../server/http/page-actions.ts";
import { AuthShell } from "../../features/auth/components/auth-shell.tsx";
import { LoginForm, type LoginFormResult } from "../../features/auth/components/login-form.tsx";
import { sessionTokenHashOf, sessionUserOf } from "../../features/auth/request-session.server.ts";
import { safeReturnPath } from "../../features/auth/return-path.ts";
import { loginSchema } from "../../features/auth/schemas.ts";
import { sessionCookieHeader } from "../../features/auth/session-cookie.server.ts";
import { createSession, deleteSession } from "../../features/auth/sessions.server.ts";
import { signIn } from "../../features/auth/sign-in.server.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: "Entrar | Nexo Digital" },
  { name: "robots", content: "noindex" },
];

/** `?next=`: the back-office page asked for before signing in, or the dashboard (decision 0039). */
function returnPathOf(request: Request) {
  return safeReturnPath(new URL(request.url).searchParams.get("next"));
}

/**
 * Someone already signed in goes straight to the panel, or to the page `next` names. The session
 * is read with the page request rather than probed from the browser: for a visitor, GET /api/user
 * answers 401, which the browser logs as an error on a screen every visitor may open.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await sessionUserOf(context.get(appLoadContext).db, request)) {
    throw redirect(returnPathOf(request));
  }
  return null;
}

/**
 * The sign-in form posted without JavaScript (docs/product.md#forms-without-javascript): the same
 * limits, audit and session as POST /api/login, then the page `next` names or the panel. The
 * form has no action attribute, so it posts to the page's own address, `next` and fragment
 * included, and the browser keeps that fragment across the redirect. The password never comes back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appLoadContext);
  const { deps, clientIp, secure } = context.get(pageActionContext);
  return runFormAction(
    request,
    { schema: loginSchema, fields: ["username", "password"], secret: ["password"] },
    async ({ username, password }): Promise<Response> => {
      const user = await signIn(deps, db, clientIp, username, password);
      // A new token on every login; the one this browser held before is ended.
      const previous = await sessionTokenHashOf(db, request);
      if (previous) await deleteSession(db, previous);
      const token = await createSession(db, user.id, request.headers.get("user-agent"));
      throw redirect(returnPathOf(request), {
        headers: { "Set-Cookie": sessionCookieHeader(token, secure) },
      });
    },
  );
}

export default function LoginScreen() {
  const result = useActionData<LoginFormResult>();
  return (
    <AuthShell
      icon={<LockKeyhole className="size-6" aria-hidden />}
      title="Acesso administrativo"
      intro="Esta área é restrita a administradores autorizados. Entre com seu usuário e senha."
    >
      <LoginForm result={result} />
    </AuthShell>
  );
}
