import { LockKeyhole } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { QueryProvider } from "../../components/layout/query-provider";
import { LoginForm } from "../../features/auth/components/login-form";
import { useSessionUser } from "../../features/auth/use-session";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: "Entrar | Nexo Digital" },
  { name: "robots", content: "noindex" },
];

export default function LoginRoute() {
  return (
    <QueryProvider>
      <LoginScreen />
    </QueryProvider>
  );
}

function LoginScreen() {
  const { data: user } = useSessionUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (user) navigate("/admin", { replace: true });
  }, [user, navigate]);

  return (
    <main className="grid min-h-dvh lg:grid-cols-2">
      <section className="relative hidden overflow-hidden bg-ink-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div
          aria-hidden
          className="absolute -top-32 -left-32 size-[28rem] rounded-full bg-brand-600/40 blur-3xl"
        />
        <Link to="/" className="relative font-display text-xl font-semibold">
          Nexo<span className="text-lime-400">.</span>Digital
        </Link>
        <div className="relative max-w-md">
          <p className="font-display text-4xl leading-tight font-semibold">
            Bastidores do seu site, com a mesma qualidade da vitrine.
          </p>
          <p className="mt-4 text-ink-300">
            Depoimentos, portfólio, mensagens e newsletter em um só lugar.
          </p>
        </div>
        <p className="relative text-sm text-ink-500">© Nexo Digital</p>
      </section>

      <section className="flex items-center justify-center bg-ink-50 px-6 py-16">
        <div className="w-full max-w-sm">
          <div className="mb-8 grid gap-3">
            <span className="grid size-12 place-items-center rounded-2xl bg-brand-100 text-brand-700">
              <LockKeyhole className="size-6" aria-hidden />
            </span>
            <h1 className="text-3xl font-semibold text-ink-900">Acesso administrativo</h1>
            <p className="text-ink-500">
              Esta área é restrita a administradores autorizados. Entre com seu usuário e senha.
            </p>
          </div>
          <LoginForm />
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
