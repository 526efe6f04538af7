import { ArrowLeft, LayoutGrid } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

// Unknown paths answer HTTP 404, so crawlers drop them (docs/architecture.md#request-path).
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Página não encontrada | Nexo Digital" },
  { name: "robots", content: "noindex" },
];

/**
 * the product reference's not-found text, inside the site's header and footer (the route sits under the site
 * layout): a visitor who followed a dead link still has the menu, and two ways on right here.
 */
export default function NotFound() {
  return (
    <section className="bg-ink-50 px-6 pt-36 pb-24 sm:pt-44">
      <div className="mx-auto w-full max-w-lg rounded-[var(--radius-card)] bg-white p-8 shadow-card sm:p-10">
        <h1 className="flex items-center gap-3 text-2xl font-bold text-ink-900">
          <span
            aria-hidden
            className="grid size-9 shrink-0 place-items-center rounded-full bg-red-100 text-red-600"
          >
            !
          </span>
          404 Page Not Found
        </h1>
        <p className="mt-4 text-sm text-ink-500">
          Você esqueceu de adicionar a página ao roteador?
        </p>
        <nav aria-label="Continuar navegando" className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link
            to="/"
            className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-ink-900 px-5 text-sm font-medium text-white hover:bg-ink-800"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Voltar para o início
          </Link>
          <Link
            to="/portfolio"
            className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-ink-300 px-5 text-sm font-medium text-ink-900 hover:border-ink-500 hover:bg-ink-50"
          >
            <LayoutGrid aria-hidden className="size-4" />
            Ver o portfólio
          </Link>
        </nav>
      </div>
    </section>
  );
}
