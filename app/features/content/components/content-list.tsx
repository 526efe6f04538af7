import { useQueries } from "@tanstack/react-query";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { localeNamesInPortuguese } from "../../../lib/locale.ts";
import { useSiteFacts } from "../../../lib/site-facts.ts";
import { contentApi } from "../api.ts";
import { type ContentLocale, defaultContentLocale } from "../documents.ts";
import { untranslatedNotice } from "./content-locale.ts";
import { statusLabel, statusTone } from "./content-status.ts";

/**
 * docs/product.md#site-content: the site's documents with their state, each opening its form;
 * with more than one language, each language's version and whether it is published yet.
 */
export function ContentList() {
  const locales = useSiteFacts().locales.map(({ locale }) => locale as ContentLocale);
  const lists = useQueries({
    queries: locales.map((locale) => contentApi.query("GET /admin/content", { query: { locale } })),
  });
  const [list] = lists;
  const byLocale = (locale: ContentLocale, key: string) =>
    lists[locales.indexOf(locale)]?.data?.find((doc) => doc.key === key);
  return (
    <ListStates
      list={list!}
      loading="Carregando conteúdos…"
      failed="Não foi possível carregar os conteúdos."
    >
      <ul className="grid gap-3">
        {(list!.data ?? []).map((doc) => (
          <li
            key={doc.key}
            className="rounded-2xl border border-ink-100 bg-white shadow-sm has-[a:hover]:border-brand-300"
          >
            {locales.map((locale) => {
              const version = byLocale(locale, doc.key);
              if (!version) return null;
              const multilingual = locales.length > 1;
              return (
                <Link
                  key={locale}
                  to={`/admin/conteudo/${doc.key}${locale === defaultContentLocale ? "" : `?idioma=${locale}`}`}
                  className="flex items-center gap-4 rounded-2xl p-4 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-100 sm:p-5 [&+a]:border-t [&+a]:border-ink-100"
                >
                  <div className="grid min-w-0 flex-1 gap-1.5">
                    <span className="font-semibold text-ink-900">
                      {doc.title}
                      {multilingual && (
                        <span className="font-normal text-ink-500">
                          {" "}
                          · {localeNamesInPortuguese[locale]}
                        </span>
                      )}
                    </span>
                    <span className="text-sm text-ink-500">
                      Alterado em {formatDateTime(version.updatedAt)}
                    </span>
                    {version.untranslated && (
                      <span className="text-sm text-amber-800">{untranslatedNotice(locale)}</span>
                    )}
                  </div>
                  <Badge tone={version.untranslated ? "warning" : statusTone[version.status]}>
                    {version.untranslated
                      ? "Não publicado"
                      : statusLabel(version.status, version.scheduledAt)}
                  </Badge>
                  <ChevronRight className="size-4 shrink-0 text-ink-300" aria-hidden />
                </Link>
              );
            })}
          </li>
        ))}
      </ul>
    </ListStates>
  );
}
