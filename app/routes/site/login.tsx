import { LockKeyhole } from "lucide-react";
import { Link, redirect, useActionData } from "react-router";
import { runFormAction } from "../../../server/http/form-action.ts";
import { pageActionContext } from "../../../server/http/page-actions.ts";
import { SiteLogo } from "../../components/layout/site-logo.tsx";
import { LoginForm, type LoginFormResult } from "../../features/auth/components/login-form.tsx";
import { sessionTokenHashOf, sessionUserOf } from "../../features/auth/request-session.server.ts";
import { loginSchema } from "../../features/auth/schemas.ts";
import { sessionCookieHeader } from "../../features/auth/session-cookie.server.ts";
import { createSession, deleteSession } from "../../features/auth/sessions.server.ts";
import { signIn } from "../../features/auth/sign-in.server.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { useSiteFacts } from "../../lib/site-facts.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: "Entrar | Nexo Digital" },
  { name: "robots", content: "noindex" },
];

/**
 * Someone already signed in goes straight to the panel. The session is read with the page
 * request rather than probed from the browser: for a visitor, GET /api/user answers 401, which
 * the browser logs as an error on a screen every visitor may open.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await sessionUserOf(context.get(appLoadContext).db, request)) throw redirect("/admin");
  return null;
}

/**
 * The sign-in form posted without JavaScript (docs/product.md#forms-without-javascript): the same
 * limits, audit and session as POST /api/login, then the panel. The password never comes back.
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
      const token = await createSession(db, user.id);
      throw redirect("/admin", { headers: { "Set-Cookie": sessionCookieHeader(token, secure) } });
    },
  );
}

export default function LoginScreen() {
  const site = useSiteFacts();
  const result = useActionData<LoginFormResult>();
  return (
    <main className="grid min-h-dvh lg:grid-cols-2">
      <section className="relative hidden overflow-hidden bg-ink-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        {/* A soft light, drawn as a gradient like the site's others (a blur filter is slow to paint). */}
        <div
          aria-hidden
          className="glow pointer-events-none absolute -top-[18rem] -left-[18rem] size-[44rem] [--glow:rgb(76_66_232/0.4)]"
        />
        <Link to="/" className="relative self-start rounded-xl">
          <SiteLogo name={site.name} variant="full" />
          <span className="sr-only">, página inicial</span>
        </Link>
        <div className="relative max-w-md">
          <p className="font-display text-4xl leading-tight font-semibold">
            Bastidores do seu site, com a mesma qualidade da vitrine.
          </p>
          <p className="mt-4 text-ink-300">
            Depoimentos, portfólio, mensagens e newsletter em um só lugar.
          </p>
        </div>
        <p className="relative text-sm text-ink-300">© {site.name}</p>
      </section>

      <section className="flex items-center justify-center bg-ink-50 px-6 py-16">
        <div className="w-full max-w-sm">
          {/* The dark brand panel is desktop-only: phones get the logo above the form. */}
          <Link to="/" className="mb-10 inline-block rounded-xl lg:hidden">
            <SiteLogo name={site.name} variant="full" tone="dark" />
            <span className="sr-only">, página inicial</span>
          </Link>
          <div className="mb-8 grid gap-3">
            <span className="grid size-12 place-items-center rounded-2xl bg-brand-100 text-brand-700">
              <LockKeyhole className="size-6" aria-hidden />
            </span>
            <h1 className="text-3xl font-semibold text-ink-900">Acesso administrativo</h1>
            <p className="text-ink-500">
              Esta área é restrita a administradores autorizados. Entre com seu usuário e senha.
            </p>
          </div>
          <LoginForm result={result} />
          <Link
            to="/"
            className="mt-8 inline-block text-sm text-ink-500 underline-offset-4 hover:underline"
          >
            Voltar para o site
          </Link>
        </div>
      </section>
    </main>
  );
}
