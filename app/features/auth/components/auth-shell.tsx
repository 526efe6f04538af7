import type { ReactNode } from "react";
import { Link } from "react-router";
import { SiteLogo } from "../../../components/layout/site-logo.tsx";
import { useSiteFacts } from "../../../lib/site-facts.ts";

/**
 * The frame of the sign-in and password screens: the dark brand panel on wide screens, the logo
 * above the content on phones, and 'Voltar para o site' below it.
 */
export function AuthShell({
  icon,
  title,
  intro,
  children,
}: {
  icon: ReactNode;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const site = useSiteFacts();
  return (
    <main className="grid min-h-dvh lg:grid-cols-2">
      <section className="relative hidden overflow-hidden bg-ink-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        {/* A soft light, drawn as a gradient like the site's others (a blur filter is slow to paint). */}
        <div
          aria-hidden
          className="glow pointer-events-none absolute -top-[18rem] -left-[18rem] size-[44rem] [--glow:rgb(76_66_232/0.4)]"
        />
        <Link to="/" className="relative self-start rounded-xl">
          <SiteLogo name={site.name} variant="full" locale="pt-BR" />
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
            <SiteLogo name={site.name} variant="full" locale="pt-BR" tone="dark" />
            <span className="sr-only">, página inicial</span>
          </Link>
          <div className="mb-8 grid gap-3">
            <span className="grid size-12 place-items-center rounded-2xl bg-brand-100 text-brand-700">
              {icon}
            </span>
            <h1 className="text-3xl font-semibold text-ink-900">{title}</h1>
            <p className="text-ink-500">{intro}</p>
          </div>
          {children}
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
