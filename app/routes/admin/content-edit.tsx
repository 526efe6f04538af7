import { Link, useSearchParams } from "react-router";
import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { ContentEditor } from "../../features/content/components/content-editor.tsx";
import { ContentLocaleContext } from "../../features/content/components/content-locale.ts";
import {
  type ContentKey,
  type ContentLocale,
  contentDocuments,
  contentKeys,
  defaultContentLocale,
} from "../../features/content/documents.ts";
import { cn } from "../../lib/cn.ts";
import { localeNamesInPortuguese } from "../../lib/locale.ts";
import { useSiteFacts } from "../../lib/site-facts.ts";
import type { Route } from "./+types/content-edit";

export const meta: Route.MetaFunction = ({ params }) => [
  {
    title: `${contentDocuments[params.key as ContentKey]?.title ?? "Conteúdo"} | Nexo Digital`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

/** One document's edit screen; `?idioma=en` edits its English version (docs/product.md#site-content). */
export default function AdminContentEdit({ params }: Route.ComponentProps) {
  const key = contentKeys.find((k) => k === params.key);
  if (!key) throw new Response("Conteúdo não encontrado", { status: 404 });
  const [search] = useSearchParams();
  const locales = useSiteFacts().locales.map(({ locale }) => locale as ContentLocale);
  const asked = search.get("idioma") ?? defaultContentLocale;
  const locale = locales.find((candidate) => candidate === asked);
  if (!locale) throw new Response("Idioma de conteúdo não suportado", { status: 404 });
  return (
    <AdminPage
      title={contentDocuments[key].title}
      back={{ to: "/admin/conteudo", label: "Voltar ao conteúdo" }}
    >
      {locales.length > 1 && (
        <nav aria-label="Idioma do conteúdo" className="mb-6 flex gap-2">
          {locales.map((candidate) => (
            <Link
              key={candidate}
              to={candidate === defaultContentLocale ? "." : `?idioma=${candidate}`}
              aria-current={candidate === locale ? "page" : undefined}
              className={cn(
                "rounded-full border px-4 py-1.5 text-sm font-medium",
                candidate === locale
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-ink-200 bg-white text-ink-700 hover:border-brand-300",
              )}
            >
              {localeNamesInPortuguese[candidate]}
            </Link>
          ))}
        </nav>
      )}
      <ContentLocaleContext value={locale}>
        <ContentEditor key={`${key}-${locale}`} contentKey={key} />
      </ContentLocaleContext>
    </AdminPage>
  );
}
