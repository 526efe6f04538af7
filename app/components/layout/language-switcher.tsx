import { Link, useLocation, useMatches } from "react-router";
import { asLocale, usePageLocale } from "../../lib/locale.ts";
import { pageOfPath, pathOfPage } from "../../lib/locale-paths.ts";
import { useSiteFacts } from "../../lib/site-facts.ts";
import { m } from "../../paraglide/messages.js";

/**
 * Links to this page in the site's other languages (docs/architecture.md#locales): the same
 * project, the same portfolio category, else that language's home. Each names its language in
 * that language. Nothing when the site speaks one (SITE_LOCALES). A project may have another slug
 * in another language (its English slug): the project page's loader data names them all as
 * `projectSlugs`, read here from the matched routes.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const { locales } = useSiteFacts();
  const { locale: current } = usePageLocale();
  const slugs = useMatches()
    .map((match) => match.loaderData as { projectSlugs?: Record<string, string> } | undefined)
    .find((data) => data?.projectSlugs)?.projectSlugs;
  const others = locales.filter(({ locale }) => locale !== current);
  if (others.length === 0) return null;
  const found = pageOfPath(pathname, locales) ?? { page: "home" as const };
  const page = found.page === "project" && slugs ? { ...found, slugs } : found;
  // Only the portfolio's category filter means the same thing in every language.
  const category = new URLSearchParams(search).get("category");
  const query =
    page.page === "portfolio" && category ? `?${new URLSearchParams({ category })}` : "";
  return (
    <ul aria-label={m.language_choice({}, { locale: current })} className="flex items-center">
      {others.map((paths) => {
        const locale = asLocale(paths.locale);
        return (
          <li key={locale}>
            <Link
              to={pathOfPage(page, paths) + query}
              hrefLang={locale}
              lang={locale}
              className={className}
            >
              <span aria-hidden className="sm:hidden">
                {m.language_short({}, { locale })}
              </span>
              <span className="sr-only sm:not-sr-only">{m.language_name({}, { locale })}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
