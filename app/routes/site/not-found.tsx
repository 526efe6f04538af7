import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

// Unknown paths answer HTTP 404, so crawlers drop them (DESIGN 4).
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Página não encontrada | Nexo Digital" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center bg-ink-50 px-6">
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-8 shadow-card">
        <h1 className="flex items-center gap-3 text-2xl font-bold text-ink-900">
          <span
            aria-hidden
            className="grid size-9 place-items-center rounded-full bg-red-100 text-red-600"
          >
            !
          </span>
          404 Page Not Found
        </h1>
        <p className="mt-4 text-sm text-ink-500">
          Você esqueceu de adicionar a página ao roteador?
        </p>
        <Link
          to="/"
          className="mt-6 inline-flex rounded-full bg-ink-900 px-5 py-2.5 text-sm font-medium text-white hover:bg-ink-800"
        >
          Voltar para o início
        </Link>
      </div>
    </main>
  );
}
